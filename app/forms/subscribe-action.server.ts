import { data, redirect } from "react-router";
import { RETRY_AFTER_SECONDS, describeError } from "../../server/forms/database-errors";
import { isCrossOrigin } from "../../server/forms/origin";
import { addressKey } from "../../server/forms/rate-limit";
import { type FormFields, readForm } from "../../server/forms/read-form";
import type { FormsRuntime } from "../../server/forms/runtime";
import { requestSubscription } from "../../server/forms/subscriptions";
import { DEFENCE_FIELDS } from "./defence";
import { checkEmail } from "./email";
import { SUBSCRIBE_QUERY, type SubscribeResult, type SubscribeStatus } from "./subscribe";

const HTTP_STATUS: Record<SubscribeStatus, number> = {
  subscribed: 200,
  missing: 400,
  invalid: 400,
  limited: 429,
  refused: 403,
  unavailable: 503,
};

/** Answers in which the visitor's address goes back into the box (without scripts, via the URL). */
const KEEPS_INPUT: SubscribeStatus[] = ["missing", "invalid", "limited", "unavailable"];

/** A path on this site to return to: no other host, no scheme, no query. */
export function safeReturnPath(value: string | undefined): string {
  const path = (value ?? "").split(/[?#]/)[0] ?? "";
  return /^\/(?![/\\])[^\s\\]{0,300}$/.test(path) ? path : "/";
}

/** The answer, and for a refusal that passes with time how many seconds to wait (Retry-After). */
interface Decision {
  status: SubscribeStatus;
  retryAfterSeconds?: number;
}

async function decide(
  request: Request,
  runtime: FormsRuntime,
  visitorAddress: string,
  fields: FormFields | undefined,
): Promise<Decision> {
  if (!fields || isCrossOrigin(request)) return { status: "refused" };
  const limit = runtime.limits.subscribe.attempt(addressKey(visitorAddress));
  if (!limit.allowed) return { status: "limited", retryAfterSeconds: Math.ceil(limit.retryAfterMs / 1000) };
  if ((fields.get(DEFENCE_FIELDS.honeypot) ?? "") !== "") return { status: "refused" };
  const checked = checkEmail(fields.get("email"));
  if ("problem" in checked) return { status: checked.problem };
  try {
    const source = safeReturnPath(fields.get(DEFENCE_FIELDS.returnTo));
    const queued = await requestSubscription(
      await runtime.db(),
      runtime.keys(),
      checked.email,
      source,
      runtime.now(),
    );
    if (queued) runtime.kickOutbox();
    return { status: "subscribed" };
  } catch (error) {
    runtime.databaseFailed(error);
    runtime.log.error(`Could not store a subscriber: ${describeError(error)}`);
    return { status: "unavailable", retryAfterSeconds: RETRY_AFTER_SECONDS };
  }
}

/**
 * The footer's subscribe box. With scripts the box asked for an answer and shows it in place;
 * without, the visitor goes back (303) to the page they were on, with the answer's code in the
 * query for the server-rendered page to show.
 */
export async function subscribeAction(request: Request, runtime: FormsRuntime, visitorAddress = "unknown") {
  const read = await readForm(request, runtime.config.maxBodyBytes);
  const fields = read.ok ? read.fields : undefined;
  const { status, retryAfterSeconds } = await decide(request, runtime, visitorAddress, fields);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (fields?.get(DEFENCE_FIELDS.enhanced) === "1") {
    if (retryAfterSeconds !== undefined) headers["Retry-After"] = String(retryAfterSeconds);
    return data<SubscribeResult>({ status }, { status: HTTP_STATUS[status], headers });
  }
  const query = new URLSearchParams({ [SUBSCRIBE_QUERY.status]: status });
  const typed = fields?.get("email");
  if (typed && KEEPS_INPUT.includes(status)) query.set(SUBSCRIBE_QUERY.email, typed.slice(0, 254));
  const back = `${safeReturnPath(fields?.get(DEFENCE_FIELDS.returnTo))}?${query}#subscribe`;
  return redirect(back, { status: 303, headers });
}
