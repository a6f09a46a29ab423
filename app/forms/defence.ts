/**
 * Names of the fields that are not questions to the visitor but part of the spam defence and of
 * the duplicate-submission guard (docs/decisions/0004-form-defence.md).
 */
export const DEFENCE_FIELDS = {
  /** Hidden from people; a bot that fills every field fills this one too. */
  honeypot: "website",
  /** Milliseconds since the page began to load, written by the browser as the form is sent. */
  elapsed: "elapsed_ms",
  /** A random key per filled-in form, so a double click stores one enquiry, not two. */
  submission: "submission_id",
  /** Present only when scripts run: the subscribe box then wants an answer, not a redirect. */
  enhanced: "js",
  /** The page the subscribe box was on, to return to without scripts. */
  returnTo: "return_to",
} as const;

/**
 * Writes the time since the page began to load into the form's elapsed field, as the form is
 * sent: never less than the time the visitor spent on the form.
 */
export function stampElapsed(form: HTMLFormElement) {
  const elapsed = form.elements.namedItem(DEFENCE_FIELDS.elapsed);
  if (elapsed instanceof HTMLInputElement) elapsed.value = String(Math.round(performance.now()));
}

/** A random key for a form, also where crypto.randomUUID is missing (plain http). */
export function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
