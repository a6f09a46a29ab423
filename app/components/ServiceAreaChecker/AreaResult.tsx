import { Link } from "react-router";
import { site } from "~/site/site";
import type { AreaAnswer } from "~/tools/service-area";

/** The answer in words; bad input is shown next to the field instead (see ServiceAreaChecker). */
export function AreaResult({ answer }: { answer: AreaAnswer }) {
  const phone = <a href={site.phone.href}>{site.phone.display}</a>;
  switch (answer.kind) {
    case "covered": {
      const where = answer.suburb ? `${answer.suburb} (${answer.postcode})` : answer.postcode;
      return (
        <p>
          Yes, we collect in {where}. It is part of our {answer.area.name} service area:{" "}
          <Link to={answer.area.path}>see our {answer.area.name} services</Link>, or call {phone}.
        </p>
      );
    }
    case "notCovered":
      return (
        <p>
          {answer.postcode} is outside our regular collection areas ({site.serviceAreaNote}). We may still be
          able to help or point you to someone who can: call us on {phone}.
        </p>
      );
    case "unknownSuburb":
      return (
        <p>
          We don&rsquo;t recognise &ldquo;{answer.input}&rdquo; as a suburb name. Try its four-digit postcode,
          or call us on {phone}.
        </p>
      );
    default:
      return null;
  }
}
