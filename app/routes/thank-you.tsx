import { Link, useSearchParams } from "react-router";
import { Section, Steps } from "~/components/Blocks/Blocks";
import { PageHero } from "~/components/PageHero/PageHero";
import { REFERENCE_PATTERN } from "~/forms/reference";
import { thankYouContent } from "~/content/index.server";
import { pageMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import { site } from "~/site/site";
import type { Route } from "./+types/thank-you";
import styles from "./thank-you.module.css";
import type { RouteBehaviour } from "~/lib/route-behaviour";

export async function loader() {
  const page = getPage("/thank-you");
  const crumbs = breadcrumbsFor(page.path);
  return {
    page,
    crumbs,
    seo: { ...seoFor(page, crumbs), noindex: true },
    content: thankYouContent() ?? null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? { noindex: true });

/**
 * The enquiry's reference arrives in the URL (?ref=SB-...), shown so the visitor can quote it. The
 * server renders this page when ?ref= is present (its `handle` says it reads ?ref=), so the reference
 * is there without scripts too, and the hydrated page matches it.
 */
function useReference(): string | null {
  const [params] = useSearchParams();
  const ref = params.get("ref");
  return ref && REFERENCE_PATTERN.test(ref) ? ref : null;
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs } = loaderData;
  const reference = useReference();
  return (
    <>
      <PageHero
        title={page.name}
        lead={content?.lead ?? page.description ?? ""}
        crumbs={crumbs}
        actions={false}
        icon={page.icon}
      />
      <div className="container">
        <p className={styles.reference} data-testid="enquiry-reference" hidden={!reference}>
          {content?.reference} <strong>{reference}</strong>
        </p>
      </div>
      {content && (
        <Section id="next" heading={content.nextHeading}>
          <Steps steps={content.nextSteps} />
          <p className={styles.urgent}>{content.urgent}</p>
          <p>
            <a className="button" href={site.phone.href}>
              Call {site.phone.display}
            </a>{" "}
            <Link to="/" className="button button-outline">
              Back to the home page
            </Link>
          </p>
        </Section>
      )}
    </>
  );
}

/** The enquiry's reference arrives as ?ref=. */
export const handle: RouteBehaviour = { readsQuery: ["ref"] };
