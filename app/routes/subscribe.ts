import { redirect } from "react-router";
import { subscribeAction } from "~/forms/subscribe-action.server";
import { formsOf } from "~/forms/context.server";
import type { Route } from "./+types/subscribe";

/** The footer's subscribe box posts here (a resource route: it answers, it has no page). */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, visitorAddress } = formsOf(context);
  return subscribeAction(request, runtime, visitorAddress);
}

/**
 * With scripts, the answer comes back through React Router's data request, which passes on only
 * the headers a route hands on here: no-store, and Retry-After when the address could not be saved.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

/** Someone who opens /subscribe in the address bar is sent to the home page, where the box is. */
export function loader() {
  return redirect("/#subscribe");
}
