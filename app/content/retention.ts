declare const __ENQUIRY_RETENTION_MONTHS__: string | undefined;

/**
 * How long enquiries and their mail records are kept: ENQUIRY_RETENTION_MONTHS, default 24. Read
 * when the site is built (vite.config.ts bakes it in, like SITE_URL), because the privacy policy
 * that states it is pre-rendered then; the retention job (app/forms/store/retention.server.ts) reads this
 * same value, so the policy and the job cannot disagree. Outside a build (scripts, tests) it is
 * read from the environment.
 */
export const DEFAULT_ENQUIRY_RETENTION_MONTHS = 24;

export function retentionMonthsFrom(raw: string | undefined): number {
  const value = raw?.trim();
  if (!value) return DEFAULT_ENQUIRY_RETENTION_MONTHS;
  const months = Number(value);
  if (!Number.isInteger(months) || months < 1 || months > 120)
    throw new Error(
      `ENQUIRY_RETENTION_MONTHS must be a whole number of months from 1 to 120, not "${value}"`,
    );
  return months;
}

export const enquiryRetentionMonths: number = retentionMonthsFrom(
  typeof __ENQUIRY_RETENTION_MONTHS__ === "string"
    ? __ENQUIRY_RETENTION_MONTHS__
    : typeof process === "undefined"
      ? undefined
      : process.env.ENQUIRY_RETENTION_MONTHS,
);

/** The period in words, as the privacy policy says it: "2 years", "18 months", "1 year". */
export function retentionPhrase(months: number): string {
  if (months % 12 === 0) return months === 12 ? "1 year" : `${months / 12} years`;
  return months === 1 ? "1 month" : `${months} months`;
}

/**
 * How long a subscriber's confirmation link works, in days: the site's words state it
 * ({confirmLinkDays}) and the subscriptions' store keeps to it.
 */
export const CONFIRM_LINK_DAYS = 7;
