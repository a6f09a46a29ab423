/**
 * Every answer the subscribe box can give. Only these codes travel in the JSON answer and in the
 * query string after a redirect without scripts; what a visitor typed goes back only in the body
 * of the subscribe page (routes/subscribe.tsx), never in a URL.
 * "subscribed" (a confirmation email is on its way) is also the answer for an address already on
 * the list or already sent one this hour, so the box does not tell anyone whether an address is
 * subscribed.
 */
export const subscribeMessages = {
  subscribed: "Thanks. Check your inbox: we've sent you an email with a link to confirm your subscription.",
  missing: "Enter your email address",
  invalid: "Enter an email address in the right format, like name@example.com",
  limited: "You've tried to subscribe several times in a short while. Please try again in a few minutes.",
  refused: "We couldn't accept this request. Please try again from the box on our website.",
  unavailable: "Sorry, we couldn't save your address just now. Please try again in a few minutes.",
} as const;

export type SubscribeStatus = keyof typeof subscribeMessages;

export interface SubscribeResult {
  status: SubscribeStatus;
  /**
   * Without scripts, when the address is to be fixed or sent again: what was typed, shown again in
   * the subscribe page's box, and the page the visitor came from. Never in a URL.
   */
  typed?: string;
  returnTo?: string;
}

export function isSubscribeStatus(value: unknown): value is SubscribeStatus {
  return typeof value === "string" && Object.hasOwn(subscribeMessages, value);
}

/** Statuses that ask the visitor to fix the address: the field is marked invalid. */
export function isFieldError(status: SubscribeStatus): boolean {
  return status === "missing" || status === "invalid";
}

/** The query parameter of the redirect back to the page without scripts: the answer's code, nothing typed. */
export const SUBSCRIBE_QUERY = { status: "subscribe" } as const;
