import { Link, useSearchParams } from "react-router";
import { Section, Steps } from "~/components/Blocks/Blocks";
import { PageHero } from "~/components/PageHero/PageHero";
import { REFERENCE_PATTERN } from "~/forms/reference";
import { LinkedText } from "~/components/LinkedText/LinkedText";
import { thankYouContent } from "~/content/index.server";
import { requestContent, requestNextSteps } from "~/forms/requests/words.server";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
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
    requests: requestNextSteps(),
    afterRequest: (({ thanksHeading, thanksLead, urgent }) => ({ thanksHeading, thanksLead, urgent }))(
      requestContent().page,
    ),
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

/** A customer's request names its kind as ?request=: its own next steps replace the enquiry's. */
function useRequestKind(known: Record<string, unknown>): string | null {
  const [params] = useSearchParams();
  const kind = params.get("request");
  return kind && Object.hasOwn(known, kind) ? kind : null;
}

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, requests, afterRequest } = loaderData;
  const reference = useReference();
  const request = useRequestKind(requests);
  const asked = request ? requests[request] : undefined;
  return (
    <>
      <PageHero
        title={asked ? afterRequest.thanksHeading : page.name}
        lead={asked ? afterRequest.thanksLead : (content?.lead ?? page.description ?? "")}
        crumbs={
          asked
            ? crumbs.map((crumb) =>
                crumb.path === page.path ? { ...crumb, name: afterRequest.thanksHeading } : crumb,
              )
            : crumbs
        }
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
          {asked ? (
            <p data-testid="request-next-steps">
              <strong>{asked.name}.</strong> {asked.nextSteps}
            </p>
          ) : (
            <Steps steps={content.nextSteps} />
          )}
          <p className={styles.urgent}>{asked ? afterRequest.urgent : content.urgent}</p>
          <p>
            <a className="button" href={site.phone.href}>
              Call {site.phone.display}
            </a>{" "}
            <Link to="/" className="button button-outline">
              Back to the home page
            </Link>
          </p>
          {!asked && (
            <p>
              <LinkedText {...content.customers} />
            </p>
          )}
        </Section>
      )}
    </>
  );
}

/** The enquiry's reference arrives as ?ref=, a customer's request's kind as ?request=. */
export const handle: RouteBehaviour = { readsQuery: ["ref", "request"] };
