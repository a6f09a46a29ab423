import { Link } from "react-router";
import { Section } from "~/components/Blocks/Blocks";
import { PageHero } from "~/components/PageHero/PageHero";
import { emergencyAdvice } from "~/content/emergency";
import { customerServiceContent } from "~/content/index.server";
import { REQUEST_KINDS, requestPath } from "~/content/request-kinds";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/customer-service";

const path = "/customer-service";

export async function loader() {
  const page = getPage(path);
  const crumbs = breadcrumbsFor(path);
  const words = customerServiceContent()!;
  return {
    page,
    crumbs,
    seo: seoFor(page, crumbs),
    words: {
      lead: words.lead,
      emergencyHeading: words.emergencyHeading,
      requestsHeading: words.requestsHeading,
    },
    emergency: emergencyAdvice(),
    kinds: REQUEST_KINDS.map((kind) => ({ path: requestPath(kind), ...words.kinds[kind] })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

/**
 * The way in for existing customers: what is not a form (an emergency goes to 000 and the state's
 * pollution line) above the requests the site takes, each linking to its form.
 */
export default function CustomerServicePage({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, words, emergency, kinds } = loaderData;
  return (
    <>
      <PageHero title={page.name} lead={words.lead} crumbs={crumbs} actions={false} icon={page.icon} />
      <Section id="emergency" heading={words.emergencyHeading}>
        <p>{emergency}</p>
      </Section>
      <Section id="requests" heading={words.requestsHeading}>
        <ul className="link-list">
          {kinds.map((kind) => (
            <li key={kind.path}>
              <Link to={kind.path}>{kind.name}</Link>
              <p>{kind.summary}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
