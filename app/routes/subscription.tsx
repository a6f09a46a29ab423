import { SubscriptionPage } from "~/components/SubscriptionPage/SubscriptionPage";
import { askPage, subscriptionAction } from "~/forms/subscription-actions.server";
import { subscriptionText } from "~/forms/subscription-pages";
import { pageMeta } from "~/site/seo";
import { formsOf } from "~/forms/context.server";
import type { Route } from "./+types/subscription";

/**
 * The links in subscriber mail: a page with one button, to confirm a subscription or to
 * unsubscribe as the link's token says; the button's POST acts (docs/forms.md).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return askPage(request, formsOf(context).runtime);
}

/** The confirm or unsubscribe button posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  return subscriptionAction(request, formsOf(context).runtime);
}

/** The page's status and no-store reach the browser on document and data requests alike. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  pageMeta({ title: subscriptionText[data?.step ?? "malformed"].title, noindex: true });

export default function SubscriptionRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage answer={actionData ?? loaderData} />;
}
