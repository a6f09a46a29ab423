/**
 * The addresses in subscriber mail. The links in an email's text open one page, /subscription,
 * which shows one button to confirm or to unsubscribe, as the link's token says (a mail scanner
 * that follows links must not act for the reader). /unsubscribe is the List-Unsubscribe address:
 * it takes the POST a mail client sends for List-Unsubscribe-Post (RFC 8058). Two routes, not
 * three: every route costs each page's start-up (docs/decisions/0007-performance.md).
 */
export const SUBSCRIPTION_PATHS = {
  page: "/subscription",
  oneClick: "/unsubscribe",
} as const;

/** The query parameter that carries the signed token (app/forms/store/tokens.server.ts). */
export const TOKEN_PARAM = "token";

/** How often one address may be sent a confirmation link (how long one works: content/retention.ts). */
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;
