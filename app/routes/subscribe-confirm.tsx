import { SubscriptionPage } from "~/components/SubscriptionPage/SubscriptionPage";
import { askPage, confirmAction } from "~/forms/subscription-actions.server";
import { subscriptionText } from "~/forms/subscription-pages";
import { pageMeta } from "~/lib/seo";
import { formsOf } from "~/lib/request-context.server";
import type { Route } from "./+types/subscribe-confirm";

/** The link in a confirmation email: a page with one button, whose POST confirms (docs/forms.md). */
export function loader({ request, context }: Route.LoaderArgs) {
  return askPage(request, formsOf(context).runtime, "confirm");
}

export async function action({ request, context }: Route.ActionArgs) {
  return confirmAction(request, formsOf(context).runtime);
}

/** The page's status and no-store reach the browser on document and data requests alike. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({ title: subscriptionText[data?.step ?? "malformed"].title, noindex: true });

export default function ConfirmSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionPage answer={actionData ?? loaderData} button="Confirm my subscription" />;
}
