import { data } from "react-router";
import { PageHero } from "~/components/PageHero/PageHero";
import { RequestForm } from "~/components/RequestForm/RequestForm";
import { binChoices } from "~/content/finder.server";
import { formsOf } from "~/forms/context.server";
import { binSizeChoices, STREAM_CHOICES } from "~/forms/quote-fields";
import { CUSTOMER_SERVICE_PATH, questionsOf, requestKindOf, requestPath } from "~/content/request-kinds";
import { customerRequestAction } from "~/forms/requests/request-action.server";
import { requestContent } from "~/forms/requests/words.server";
import { pageMeta } from "~/site/seo";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/customer-request";
import styles from "./customer-request.module.css";

/** The request's kind from the address: an unknown one is the 404 page, never a form. */
function kindOf(slug: string | undefined) {
  const kind = requestKindOf(slug ?? "");
  if (!kind) throw data(null, { status: 404 });
  return kind;
}

export async function loader({ params }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const { page, nextSteps, cutOff } = requestContent();
  const words = page.kinds[kind];
  const parent = getPage(CUSTOMER_SERVICE_PATH);
  const path = requestPath(kind);
  return {
    path,
    name: words.name,
    summary: words.summary,
    nextSteps: nextSteps(kind),
    notSent: page.notSent,
    icon: parent.icon,
    crumbs: [...breadcrumbsFor(CUSTOMER_SERVICE_PATH), { name: words.name, path }],
    questions: questionsOf(kind, cutOff),
    streams: STREAM_CHOICES,
    sizes: binSizeChoices(binChoices()),
    seo: { title: words.name, description: words.summary, path },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  pageMeta(loaded ? { ...loaded.seo, noindex: true } : { noindex: true });

export async function action({ request, context, params }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  const { runtime, visitorAddress } = formsOf(context);
  return customerRequestAction(kind, request, runtime, visitorAddress);
}

/** A refused request's answer carries its own headers (no-store, Retry-After after a 429). */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

export default function CustomerRequestPage({ loaderData, actionData }: Route.ComponentProps) {
  const { path, name, summary, nextSteps, notSent, icon, crumbs, questions, streams, sizes } = loaderData;
  return (
    <>
      <PageHero title={name} lead={summary} crumbs={crumbs} actions={false} icon={icon} />
      <div className={`container section ${styles.layout}`}>
        <RequestForm
          action={path}
          questions={questions}
          streams={streams}
          sizes={sizes}
          sendLabel="Send request"
          notSent={notSent}
          result={actionData}
        />
        <aside className={styles.aside} aria-labelledby="next-heading">
          <h2 id="next-heading">What happens next</h2>
          <p>{nextSteps}</p>
        </aside>
      </div>
    </>
  );
}
