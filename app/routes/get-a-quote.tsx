import { useSearchParams } from "react-router";
import { PageHero } from "~/components/PageHero/PageHero";
import { QuoteForm } from "~/components/QuoteForm/QuoteForm";
import { SiteLink } from "~/components/SiteLink/SiteLink";
import { binChoices, serviceAreaTable } from "~/content/finder.server";
import { quoteAction } from "~/forms/quote-action.server";
import type { QuoteState } from "~/forms/quote-fields";
import { prefillFromParams } from "~/forms/quote-prefill";
import { serviceGroups } from "~/forms/service-choices.server";
import { serviceValues } from "~/forms/services";
import { formsOf } from "~/lib/request-context.server";
import { pageMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import { site } from "~/site/site";
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
  const { page, services, tables, crumbs } = loaderData;
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
        title={audit ? "Request a waste audit (first walk-through free)" : page.name}
        lead={
          audit
            ? "Tell us about your site in four short steps. We look at what goes into your bins and show you where waste and cost can come down."
            : "Four short steps: what you need, how much, where and how to reach you. Prefer to talk? Call us."
        }
        crumbs={crumbs}
        actions={false}
        icon={page.icon}
      />
      <div className={`container section ${styles.layout}`}>
        <QuoteForm key={audit ? "audit" : "quote"} services={services} tables={tables} state={state} />
        <aside className={styles.aside} aria-labelledby="quote-aside">
          <h2 id="quote-aside">Rather talk it through?</h2>
          <p>
            Call <a href={site.phone.href}>{site.phone.display}</a>, {site.hours}.
          </p>
          <h2>Before you sign anything</h2>
          <p>
            Read what can appear on an invoice in our{" "}
            <SiteLink to="/fees-and-charges">fees and charges</SiteLink>, and how terms, price reviews and
            cancelling work in our <SiteLink to="/service-agreement">service agreement</SiteLink>. No
            agreement renews itself.
          </p>
        </aside>
      </div>
    </>
  );
}

/** Each step posts back here; a quote can start from a service, the audit or the bin helper's answers in the query. */
export const handle: RouteBehaviour = { readsQuery: true };
