import { redirect } from "react-router";
import { oneClickUnsubscribe } from "~/forms/subscription-actions.server";
import { SUBSCRIPTION_PATHS } from "~/forms/subscription-links";
import { formsOf } from "~/forms/context.server";
import type { Route } from "./+types/unsubscribe";

/**
 * The List-Unsubscribe address (a resource route: no page of its own). A mail client's one-click
 * POST (RFC 8058) unsubscribes at once, whatever site the request comes from.
 */
export function action({ request, context }: Route.ActionArgs) {
  return oneClickUnsubscribe(request, formsOf(context).runtime);
}

/** Opening it in a browser (or a scanner following it) shows the page with the button instead. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${SUBSCRIPTION_PATHS.page}${new URL(request.url).search}`, 303);
}
