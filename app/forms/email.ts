import { cleanLine } from "./text";

/**
 * The email rule without Zod, for the footer's subscribe box: it is on every page, and Zod would
 * add about 25 kB (compressed) to every page. EMAIL_PATTERN is Zod's own (z.regexes.email), and
 * the enquiry schema uses this same pattern, so both forms accept exactly the same addresses
 * (tests/unit/forms/email.test.ts checks they agree).
 */
export const EMAIL_MAX = 254;
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailProblem = "missing" | "invalid";

/** The address as it will be stored, or what is wrong with it. */
export function checkEmail(raw: unknown): { email: string } | { problem: EmailProblem } {
  const email = cleanLine(typeof raw === "string" ? raw : "");
  if (email === "") return { problem: "missing" };
  if (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) return { problem: "invalid" };
  return { email };
}
