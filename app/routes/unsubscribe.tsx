import { SubscriptionPage } from "~/components/SubscriptionPage/SubscriptionPage";
import { askPage, unsubscribeAction } from "~/forms/subscription-actions.server";
import { subscriptionText } from "~/forms/subscription-pages";
import { pageMeta } from "~/lib/seo";
import { formsOf } from "~/lib/request-context.server";
import type { Route } from "./+types/unsubscribe";

/** The unsubscribe link in every subscriber email: a page with one button, whose POST unsubscribes at once. */
export function loader({ request, context }: Route.LoaderArgs) {
  return askPage(request, formsOf(context).runtime, "unsubscribe");
}

export async function action({ request, context }: Route.ActionArgs) {
  return unsubscribeAction(request, formsOf(context).runtime);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: subscriptionText[data?.step ?? "malformed"].title, noindex: true });

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage answer={actionData ?? loaderData} button="Unsubscribe" />;
}
