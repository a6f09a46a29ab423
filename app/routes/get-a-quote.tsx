import { Suspense } from "react";
import { useSearchParams } from "react-router";
import { PageHero } from "~/components/PageHero/PageHero";
import { QuoteForm } from "~/components/QuoteForm/QuoteForm";
import { LinkedText } from "~/components/LinkedText/LinkedText";
import { binChoices, serviceAreaTable } from "~/content/finder.server";
import { getAQuoteContent } from "~/content/index.server";
import { quoteAction } from "~/forms/quote-action.server";
import type { QuoteState } from "~/forms/quote-fields";
import { prefillFromParams } from "~/forms/quote-prefill";
import { serviceGroups } from "~/forms/service-choices.server";
import { serviceValues } from "~/forms/services";
import { formsOf } from "~/forms/context.server";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/get-a-quote";
import styles from "./get-a-quote.module.css";
import type { RouteBehaviour } from "~/lib/route-behaviour";

const path = "/get-a-quote";

export async function loader() {
  const crumbs = breadcrumbsFor(path);
  return {
    page: getPage(path),
    services: serviceGroups(),
    // The bin sizes and service areas the steps offer and check, from content/finder/.
    tables: { bins: binChoices(), areas: serviceAreaTable() },
    crumbs,
    seo: seoFor(getPage(path), crumbs),
    words: getAQuoteContent()!,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, visitorAddress } = formsOf(context);
  return quoteAction(request, runtime, visitorAddress);
}

/** A step's answer carries its own headers (no-store, Retry-After after a 429). */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

export default function GetAQuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, services, tables, crumbs, words } = loaderData;
  const [params] = useSearchParams();
  // The address's context (a service page, the audit, the bin helper) fills the first answers; the
  // server renders such an address itself (this route's `handle` reads the query), so this works without scripts.
  const state: QuoteState = actionData ?? {
    step: 0,
    values: prefillFromParams(params, serviceValues(services), tables.bins),
    errors: {},
  };
  const audit = state.values.kind === "audit";
  return (
    <>
      <PageHero
        title={audit ? words.auditName : page.name}
        lead={audit ? words.auditLead : words.lead}
        crumbs={crumbs}
        actions={false}
        icon={page.icon}
      />
      <div className={`container section ${styles.layout}`}>
        {/* A region of its own: a press on the form before the page is ready hydrates only the form. */}
        <Suspense>
          <QuoteForm key={audit ? "audit" : "quote"} services={services} tables={tables} state={state} />
        </Suspense>
        <aside className={styles.aside} aria-labelledby="quote-aside">
          <h2 id="quote-aside">{words.callHeading}</h2>
          <p>
            <LinkedText {...words.call} />
          </p>
          <h2>{words.termsHeading}</h2>
          <p>
            <LinkedText {...words.terms} />
          </p>
        </aside>
      </div>
    </>
  );
}

/** Each step posts back here; a quote can start from a service, the audit or the bin helper's answers in the query. */
export const handle: RouteBehaviour = { readsQuery: true };
