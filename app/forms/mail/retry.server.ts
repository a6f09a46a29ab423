/**
 * When the outbox tries a message again. An SMTP outage, a timeout, a greylisting 4xx reply or a
 * login problem is temporary from the message's point of view: it is retried, less and less often
 * (30 s, 1 min, 2 min ... never more than an hour apart), for as long as it takes. Only a 5xx
 * reply to this message's own recipient or content is final, and even that is tried three times in
 * case the server was wrong; the message then stays in the outbox marked "failed" for staff.
 */
export const RETRY_RULES = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  /** Each delay is stretched by up to this fraction, so queued mail does not retry in lockstep. */
  jitter: 0.2,
  permanentAttempts: 3,
} as const;

export type FailureKind = "transient" | "permanent";

interface SmtpErrorLike {
  responseCode?: unknown;
  command?: unknown;
}

export function classifySendError(error: unknown): FailureKind {
  if (typeof error !== "object" || error === null) return "transient";
  // A webhook receiver that refuses the delivery itself (a 4xx other than 408 or 429).
  if ((error as { permanent?: unknown }).permanent === true) return "permanent";
  const { responseCode, command } = error as SmtpErrorLike;
  const aboutThisMessage = command === "RCPT TO" || command === "DATA";
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && aboutThisMessage
    ? "permanent"
    : "transient";
}

/** The wait before the next try, after `attempts` failed tries (1 or more). */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.min(Math.max(attempts, 1) - 1, 20);
  const base = Math.min(RETRY_RULES.firstDelayMs * 2 ** exponent, RETRY_RULES.maxDelayMs);
  return Math.round(
    Math.min(base * (1 + RETRY_RULES.jitter * random()), RETRY_RULES.maxDelayMs * (1 + RETRY_RULES.jitter)),
  );
}

export type AfterFailure = { status: "pending"; nextAttemptAt: number } | { status: "failed" };

export function afterFailedAttempt(
  attempts: number,
  kind: FailureKind,
  now: number,
  random: () => number = Math.random,
): AfterFailure {
  if (kind === "permanent" && attempts >= RETRY_RULES.permanentAttempts) return { status: "failed" };
  return { status: "pending", nextAttemptAt: now + retryDelayMs(attempts, random) };
}
