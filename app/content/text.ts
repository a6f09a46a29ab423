import { companyFactTokens } from "./company";
import { registerTokens } from "./register";
import type { ContentToken } from "./tokens";
import { emergencyAdvice } from "./emergency";
import { CONFIRM_LINK_DAYS, enquiryRetentionMonths, retentionPhrase } from "./retention";

/**
 * Content may name the company's facts only through tokens, so that the facts live in
 * content/company.json alone ({phone}, {founded} and the rest: ./tokens.ts names them all). The privacy policy
 * states what the server does through {enquiryRetention} (the period the retention job applies)
 * and {confirmLinkDays} (how long a confirmation link works). {emergency} is where a major spill or
 * pollution incident is reported (app/content/emergency.ts). The register's tokens ({licences},
 * {cities} …) claim only what content/register.json holds (app/content/register.ts).
 */
const tokens: Record<ContentToken, () => string> = {
  ...companyFactTokens,
  ...registerTokens,
  enquiryRetention: () => retentionPhrase(enquiryRetentionMonths),
  confirmLinkDays: () => String(CONFIRM_LINK_DAYS),
  emergency: () => emergencyAdvice(),
};

export function fillTokens(text: string): string {
  let emptied = false;
  // Only the table's own tokens: {constructor} in a page stays as written.
  const filled = text.replace(/\{(\w+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(tokens, key)) return whole;
    const value = tokens[key as ContentToken]();
    emptied ||= value === "";
    return value;
  });
  // A register token with nothing to claim leaves no gap: "… an EPA permit. {licences}" ends at the full stop.
  return emptied ? filled.replace(/ {2,}/g, " ").replace(/ ([.,;:])/g, "$1").trim() : filled;
}

/** Applies fillTokens to every string inside a content object. */
export function fillAllTokens<T>(value: T): T {
  if (typeof value === "string") return fillTokens(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillAllTokens(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillAllTokens(item)]),
    ) as T;
  }
  return value;
}

/** Every string in a content object except paths and sources, joined as prose. */
export function proseOf(value: unknown): string[] {
  if (typeof value === "string") return value.startsWith("/") ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(proseOf);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      // Sources are citations, not the page's own words: they count toward no length or search.
      key === "path" || key === "related" || key === "industries" || key === "services" || key === "sources"
        ? []
        : proseOf(item),
    );
  }
  return [];
}
