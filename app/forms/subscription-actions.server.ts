import { RETRY_AFTER_SECONDS, describeError } from "./store/database-errors.server";
import { readForm } from "./read-form.server";
import type { FormsRuntime } from "./runtime.server";
import { type UnsubscribeVia, confirmSubscription, unsubscribe } from "./store/subscriptions.server";
import { type TokenCheck, type TokenPurpose, checkToken } from "./store/tokens.server";
import { respondWith } from "./pipeline.server";
import { TOKEN_PARAM } from "./subscription-links";
import { type SubscriptionPageData, type SubscriptionStep, welcomedSteps } from "./subscription-pages";
import { welcomeWords } from "../content/monthly-welcome.server";

/**
 * The server side of /subscription (the page a subscriber link opens) and /unsubscribe (the
 * List-Unsubscribe address). A GET only checks the link and shows one button
 * (a mail scanner that opens links changes nothing); the button's POST acts. Every bad token is a
 * 4xx with a page that says what to do; a database fault is a 503; nothing here throws.
 */
const STATUS: Record<SubscriptionStep, number> = {
  "ask-confirm": 200,
  "ask-unsubscribe": 200,
  confirmed: 200,
  "already-confirmed": 200,
  unsubscribed: 200,
  malformed: 400,
  expired: 410,
  ended: 410,
  unavailable: 503,
};

// The site's Referrer-Policy (strict-origin-when-cross-origin) already keeps the token out of
// other sites' logs; "no-referrer" would make the browser send "Origin: null" with the button's
// post, which the origin check must refuse.
export function page(step: SubscriptionStep, token?: string, now?: number) {
  // A confirming subscriber is told what to expect and when the next e-mail goes out.
  const welcome = now !== undefined && welcomedSteps.includes(step) ? { welcome: welcomeWords(now) } : {};
  return respondWith<SubscriptionPageData>({
    data: { step, ...(token ? { token } : {}), ...welcome },
    status: STATUS[step],
    retryAfterSeconds: step === "unavailable" ? RETRY_AFTER_SECONDS : undefined,
  });
}

function check(
  runtime: FormsRuntime,
  purpose: TokenPurpose,
  token: string | null | undefined,
): TokenCheck | "unavailable" {
  try {
    return checkToken(runtime.keys(), purpose, token, runtime.now());
  } catch (error) {
    runtime.log.error(`Could not read the secret that signs subscriber links: ${describeError(error)}`);
    return "unavailable";
  }
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(TOKEN_PARAM);

/** A confirmation link's token starts "c.", an unsubscribe link's "u." (tokens.ts). */
const purposeOf = (token: string | null | undefined): TokenPurpose =>
  token?.startsWith("c.") ? "confirm" : "unsubscribe";

/** GET: the page with its one button (confirm or unsubscribe, as the link says), or why the link does not work. */
export function askPage(request: Request, runtime: FormsRuntime) {
  const token = tokenOf(request);
  const purpose = purposeOf(token);
  const checked = check(runtime, purpose, token);
  if (checked === "unavailable") return page("unavailable");
  if (!checked.ok) return page(checked.reason);
  return page(purpose === "confirm" ? "ask-confirm" : "ask-unsubscribe", token!, runtime.now());
}

/** The token of a button's POST: from the form, else from the address. */
async function postedToken(request: Request, runtime: FormsRuntime): Promise<string | null> {
  const read = await readForm(request, runtime.config.maxBodyBytes);
  return (read.ok ? read.fields.get(TOKEN_PARAM) : undefined) ?? tokenOf(request);
}

async function act(runtime: FormsRuntime, what: string, work: () => Promise<SubscriptionStep>) {
  try {
    return page(await work(), undefined, runtime.now());
  } catch (error) {
    runtime.databaseFailed(error);
    runtime.log.error(`Could not ${what}: ${describeError(error)}`);
    return page("unavailable");
  }
}

/** The page's button: confirms or unsubscribes, as its token says. */
export async function subscriptionAction(request: Request, runtime: FormsRuntime) {
  const token = await postedToken(request, runtime);
  return purposeOf(token) === "confirm"
    ? confirmAction(token, runtime)
    : unsubscribeAction(token, runtime, "page");
}

async function confirmAction(token: string | null, runtime: FormsRuntime) {
  const checked = check(runtime, "confirm", token);
  if (checked === "unavailable") return page("unavailable");
  if (!checked.ok) return page(checked.reason);
  return act(runtime, "confirm a subscription", async () => {
    const outcome = await confirmSubscription(await runtime.db(), runtime.keys(), checked, runtime.now());
    if (outcome === "confirmed") runtime.kickOutbox();
    return outcome === "confirmed" ? "confirmed" : outcome === "already" ? "already-confirmed" : "ended";
  });
}

/** The unsubscribe button, and (through oneClickUnsubscribe) a mail client's one-click POST. */
async function unsubscribeAction(token: string | null, runtime: FormsRuntime, via: UnsubscribeVia) {
  const checked = check(runtime, "unsubscribe", token);
  if (checked === "unavailable") return page("unavailable");
  if (!checked.ok) return page(checked.reason);
  return act(runtime, "unsubscribe an address", async () => {
    await unsubscribe(await runtime.db(), runtime.keys(), checked, via, runtime.now());
    return "unsubscribed";
  });
}

/**
 * RFC 8058's POST from a mail client ("List-Unsubscribe=One-Click" in the body; the token is in
 * the address from the List-Unsubscribe header). Answered in plain text: no person reads it.
 */
export async function oneClickUnsubscribe(request: Request, runtime: FormsRuntime): Promise<Response> {
  const answer = await unsubscribeAction(tokenOf(request), runtime, "one-click");
  const status = answer.init?.status ?? 200;
  const words =
    status === 200
      ? "Unsubscribed."
      : status === 503
        ? "Please try again later."
        : "This unsubscribe link is not valid.";
  const headers = new Headers(answer.init?.headers);
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return new Response(`${words}\n`, { status, headers });
}
