import { redirect } from "react-router";
import { subscribeAction } from "~/forms/subscribe-action.server";
import type { Route } from "./+types/subscribe";

/** The footer's subscribe box posts here (a resource route: it answers, it has no page). */
export async function action({ request }: Route.ActionArgs) {
  return subscribeAction(request);
}

/** Someone who opens /subscribe in the address bar is sent to the home page, where the box is. */
export function loader() {
  return redirect("/#subscribe");
}
