import type { FormFields } from "./read-form.server";
import type { FormsRuntime } from "./runtime.server";
import { requestSubscription } from "./store/subscriptions.server";
import { DEFENCE_FIELDS } from "./defence";
import { checkEmail } from "./email";
import { type FormAnswer, type Refusal, formAction, retryAfter } from "./pipeline.server";
import { SUBSCRIBE_QUERY, type SubscribeResult, type SubscribeStatus } from "./subscribe";
const HTTP_STATUS: Record<SubscribeStatus, number> = {
  subscribed: 200,
  missing: 400,
  invalid: 400,
  limited: 429,
  refused: 403,
  unavailable: 503,
};

/** Answers in which the visitor's address goes back into the box (without scripts, on the subscribe page). */
const KEEPS_INPUT: SubscribeStatus[] = ["missing", "invalid", "limited", "unavailable"];

/**
 * A path on this site to return to: no other host, no scheme, no query, and only visible ASCII
 * (what the site's own links hold), since it goes into the Location header, which takes nothing else.
 */
export function safeReturnPath(value: string | undefined): string {
  const path = (value ?? "").split(/[?#]/)[0] ?? "";
  return /^\/(?![/\\])[\x21-\x5b\x5d-\x7e]{0,300}$/.test(path) ? path : "/";
}

const REFUSED_AS: Record<Refusal["reason"], SubscribeStatus> = {
  unreadable: "refused",
  "too-large": "refused",
  automated: "refused",
  limited: "limited",
  unavailable: "unavailable",
};

/**
 * With scripts the box asked for an answer and shows it in place. Without, a confirmation (or a
 * refusal that keeps nothing) sends the visitor back (303) to the page they were on, with only the
 * answer's code in the query; an address to fix or send again is answered by the subscribe page
 * itself, with its status and the address in its box, so that the address never goes into a URL
 * (history, access logs, Referers).
 */
function answer(
  status: SubscribeStatus,
  fields: FormFields | undefined,
  retryAfterSeconds?: number,
): FormAnswer<SubscribeResult> {
  if (fields?.get(DEFENCE_FIELDS.enhanced) === "1")
    return { data: { status }, status: HTTP_STATUS[status], retryAfterSeconds };
  const returnTo = safeReturnPath(fields?.get(DEFENCE_FIELDS.returnTo));
  if (KEEPS_INPUT.includes(status)) {
    const typed = (fields?.get("email") ?? "").slice(0, 254);
    return { data: { status, typed, returnTo }, status: HTTP_STATUS[status], retryAfterSeconds };
  }
  return { redirect: `${returnTo}?${new URLSearchParams({ [SUBSCRIBE_QUERY.status]: status })}#subscribe` };
}

/** The footer's subscribe box. */
export function subscribeAction(request: Request, runtime: FormsRuntime, visitorAddress = "unknown") {
  return formAction<SubscribeResult>(request, runtime, visitorAddress, {
    limit: "subscribe",
    refused: (refusal, fields) => answer(REFUSED_AS[refusal.reason], fields, retryAfter(refusal)),
    async handle({ fields, admit, store }) {
      const refusal = await admit();
      if (refusal) return refusal;
      const checked = checkEmail(fields.get("email"));
      if ("problem" in checked) return answer(checked.problem, fields);
      const source = safeReturnPath(fields.get(DEFENCE_FIELDS.returnTo));
      const stored = await store("a subscriber", async () =>
        requestSubscription(await runtime.db(), runtime.keys(), checked.email, source, runtime.now()),
      );
      if (!("ok" in stored)) return stored;
      if (stored.value) runtime.kickOutbox();
      return answer("subscribed", fields);
    },
  });
}
