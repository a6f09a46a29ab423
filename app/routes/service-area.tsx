import { PageHero } from "~/components/PageHero/PageHero";
import { ServiceAreaChecker } from "~/components/ServiceAreaChecker/ServiceAreaChecker";
import { serviceAreaTable } from "~/content/finder.server";
import { pageMeta } from "~/lib/seo";
import { checkServiceArea } from "~/tools/service-area";
import type { Route } from "./+types/service-area";

/**
 * The checker's answer: the checker on /contact-us and the city pages submits here, as a page
 * without scripts and as route data with them, so the postcode table never leaves the server. It
 * is not in the site map (an answer page, not content), so it is rendered per request and kept out
 * of search results.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const place = new URL(request.url).searchParams.get("place") ?? "";
  return { place, answer: place ? checkServiceArea(place, serviceAreaTable()) : undefined };
}

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Check Our Service Area",
    description: "Check whether we collect waste and recycling at your postcode or suburb.",
    path: "/service-area",
    noindex: true,
  });

export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  const { place, answer } = loaderData;
  return (
    <>
      <PageHero
        title="Check our service area"
        lead="Enter your postcode or suburb to see whether our trucks collect there."
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Check our service area", path: "/service-area" },
        ]}
      />
      <div className="container section">
        <ServiceAreaChecker key={place} initial={place} answer={answer} />
      </div>
    </>
  );
}
