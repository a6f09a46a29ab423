/**
 * The addresses in subscriber mail. Confirming and unsubscribing each open a page with one button
 * (a mail scanner that follows links must not act for the reader); the one-click address takes the
 * POST a mail client sends for List-Unsubscribe-Post (RFC 8058).
 */
export const SUBSCRIPTION_PATHS = {
  confirm: "/subscribe/confirm",
  unsubscribe: "/unsubscribe",
  oneClick: "/unsubscribe/one-click",
} as const;

/** The query parameter that carries the signed token (server/forms/tokens.ts). */
export const TOKEN_PARAM = "token";

/** How long a confirmation link works, and how often one address may be sent one. */
export const CONFIRM_LINK_DAYS = 7;
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;
