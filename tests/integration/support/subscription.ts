import { subscribeAction } from "~/forms/subscribe-action.server";
import { askPage, oneClickUnsubscribe, subscriptionAction } from "~/forms/subscription-actions.server";
import type { SubscriptionPageData } from "~/forms/subscription-pages";
import type { FormsRuntime } from "../../../app/forms/runtime.server";
import type { ReceivedMail } from "./smtp";
import { answer, formRequest } from "./forms";

/** The subscribe box's post, as the browser sends it with scripts. */
export const subscribe = (runtime: FormsRuntime, email: string, page = "/blog/1") =>
  subscribeAction(formRequest("/subscribe", { email, return_to: page, js: "1" }), runtime).then(answer);

/**
 * The links in a subscriber email: the text's links to /subscription (a confirmation token starts
 * "c.", an unsubscribe token "u."), and the List-Unsubscribe address.
 */
export function linksIn(mail: ReceivedMail) {
  const inBody = (purpose: "c" | "u") =>
    new RegExp(`https://\\S+/subscription\\?token=${purpose}\\.[\\w.-]+`).exec(mail.body)?.[0] ?? null;
  const listUnsubscribe = /^<(https:\/\/[^>]+)>$/.exec(mail.header("list-unsubscribe") ?? "")?.[1] ?? null;
  return { confirm: inBody("c"), unsubscribe: inBody("u"), oneClick: listUnsubscribe };
}

/** A link opened on the local site: the same path and query. */
const local = (link: string) => {
  const url = new URL(link);
  return `http://localhost${url.pathname}${url.search}`;
};

const pageOf = (result: unknown) => {
  const { status, data, headers } = answer(result);
  return { status, data: data as SubscriptionPageData, headers };
};

/** Opening a link (GET), as a person or a mail scanner does. */
export const openLink = (runtime: FormsRuntime, link: string) =>
  pageOf(askPage(new Request(local(link)), runtime));

/** The page's button: a form post of the token it was given. */
export async function pressButton(runtime: FormsRuntime, link: string) {
  const token = new URL(link).searchParams.get("token") ?? "";
  return pageOf(await subscriptionAction(formRequest(new URL(local(link)).pathname, { token }), runtime));
}

/** What a mail client sends for List-Unsubscribe-Post (RFC 8058): from the provider, no Origin of ours. */
export const oneClick = (runtime: FormsRuntime, link: string) =>
  oneClickUnsubscribe(
    new Request(local(link), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
    runtime,
  );
