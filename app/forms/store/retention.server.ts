import { type Database, secureDelete } from "./sql.server";
import type { Logger } from "../log.server";
import type { SiteKeys } from "./secret.server";
import { tidyPendingSubscriptions } from "./subscriptions.server";

/**
 * The privacy policy's promise, kept by the server: enquiries older than the retention period
 * (app/content/retention.ts, the value the policy states) are deleted with their mail and webhook
 * records, as are subscriber emails older than it; unconfirmed subscriptions go when their link
 * expires. Runs at start-up and then daily (runtime.ts), and logs what it did.
 */
export interface RetentionSummary {
  cutoff: string;
  enquiries: number;
  enquiryMail: number;
  subscriberMail: number;
  confirmationsSent: number;
  expiredSubscriptions: number;
}

export const RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

/** A form limit's window is minutes long; a day covers any sensible RATE_LIMIT_WINDOW_SECONDS. */
const FORM_HITS_KEPT_MS = 24 * 60 * 60_000;

/** The moment `months` calendar months before `now` (UTC). */
export function retentionCutoff(now: number, months: number): Date {
  const cutoff = new Date(now);
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  // 31 March less one month is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export async function applyRetention(
  db: Database,
  keys: SiteKeys,
  options: { now: number; months: number },
): Promise<RetentionSummary> {
  const cutoff = retentionCutoff(options.now, options.months).toISOString();
  const old = "SELECT id FROM enquiries WHERE created_at < ?";
  const [enquiryMail, enquiries, subscriberMail] = (
    await db.batch(
      [
        ...secureDelete(db),
        { sql: `DELETE FROM outbox WHERE enquiry_id IN (${old})`, args: [cutoff] },
        { sql: "DELETE FROM enquiries WHERE created_at < ?", args: [cutoff] },
        // Sent or failed subscriber mail; a subscriber's pending mail goes with the subscriber.
        {
          sql: "DELETE FROM outbox WHERE subscriber_id IS NOT NULL AND status != 'pending' AND created_at < ?",
          args: [cutoff],
        },
        // The form limits' attempts an address left behind (each address clears its own as it returns).
        { sql: "DELETE FROM form_hits WHERE at < ?", args: [options.now - FORM_HITS_KEPT_MS] },
      ],
      "write",
    )
  ).slice(-4);
  const pending = await tidyPendingSubscriptions(db, keys, options.now);
  return {
    cutoff,
    enquiries: enquiries!.rowsAffected,
    enquiryMail: enquiryMail!.rowsAffected,
    subscriberMail: subscriberMail!.rowsAffected,
    confirmationsSent: pending.confirmationsSent,
    expiredSubscriptions: pending.expiredDeleted,
  };
}

export function describeRetention(summary: RetentionSummary, months: number): string {
  return (
    `Retention (enquiries kept ${months} months): deleted ${summary.enquiries} enquiries received before ${summary.cutoff} ` +
    `with ${summary.enquiryMail} mail and webhook records, ${summary.subscriberMail} older subscriber emails, and ` +
    `${summary.expiredSubscriptions} unconfirmed subscriptions whose link had expired; ` +
    `sent ${summary.confirmationsSent} confirmations to addresses stored before confirmation was asked for`
  );
}

export function logRetention(log: Logger, summary: RetentionSummary, months: number) {
  log.info(describeRetention(summary, months));
}
