import type { Database } from "../store/sql.server";
import type { AfterFailure } from "./retry.server";

/**
 * Email goes out over SMTP; a webhook delivery is an HTTP POST to ENQUIRY_WEBHOOK_URL; "bulk" is
 * the monthly e-mail's copies, sent over SMTP too but by their own paced worker, so enquiry mail
 * never waits behind them.
 */
export type OutboxChannel = "email" | "webhook" | "bulk";

/** One email or webhook delivery waiting in the outbox table. */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  /** The enquiry's reference, or "" for subscriber mail. */
  reference: string;
  enquiryId: number | null;
  subscriberId: number | null;
  kind: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  /** Extra mail headers (List-Unsubscribe on subscriber mail). */
  headers: Record<string, string>;
  attempts: number;
  /** The monthly e-mail: the reader's own unsubscribe page, for the HTML part rendered at send time. */
  unsubscribeUrl: string | null;
  /** The HTML part, when the message has one (the monthly e-mail's, added as it is sent). */
  html?: string;
}

function parseHeaders(value: unknown): Record<string, string> {
  if (typeof value !== "string" || !value) return {};
  const parsed: unknown = JSON.parse(value);
  return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
}

const channelOf = (value: unknown): OutboxChannel =>
  value === "webhook" || value === "bulk" ? value : "email";

/**
 * Takes up to `limit` messages that are due on the given channels (mail waits while no SMTP
 * server is configured, webhook deliveries while no webhook is), and leases them for `leaseMs` so that a second
 * worker (another process on the same database) does not send them too. If this process dies
 * mid-send the lease runs out and the message is sent again later: mail goes out at least once.
 * SQLite runs one write at a time, so two claims never see the same row free; on PostgreSQL the
 * rows a claim picks are locked, and a claim running beside it skips them (SKIP LOCKED) rather than
 * waiting and leasing them a second time.
 */
export async function claimDue(
  db: Database,
  now: number,
  leaseMs: number,
  limit: number,
  channels: OutboxChannel[] = ["email"],
): Promise<OutboxMessage[]> {
  if (channels.length === 0) return [];
  const result = await db.execute({
    sql: `UPDATE outbox SET locked_until = ?
          WHERE id IN (SELECT id FROM outbox
                       WHERE channel IN (${channels.map(() => "?").join(", ")})
                         AND status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
                       ORDER BY next_attempt_at, id LIMIT ?${db.dialect === "postgres" ? " FOR UPDATE SKIP LOCKED" : ""})
          RETURNING id, channel, enquiry_id, subscriber_id, kind, recipient, reply_to, subject, body, headers, attempts, unsubscribe_url,
                    (SELECT reference FROM enquiries WHERE enquiries.id = outbox.enquiry_id) AS reference`,
    args: [now + leaseMs, ...channels, now, now, limit],
  });
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      channel: channelOf(row.channel),
      reference: String(row.reference ?? ""),
      enquiryId: row.enquiry_id === null ? null : Number(row.enquiry_id),
      subscriberId: row.subscriber_id === null ? null : Number(row.subscriber_id),
      kind: String(row.kind),
      recipient: String(row.recipient),
      replyTo: row.reply_to === null ? null : String(row.reply_to),
      subject: String(row.subject),
      body: String(row.body),
      headers: parseHeaders(row.headers),
      attempts: Number(row.attempts),
      unsubscribeUrl: row.unsubscribe_url === null ? null : String(row.unsubscribe_url),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markSent(db: Database, id: number, now: number): Promise<void> {
  await db.execute({
    sql: `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, locked_until = NULL, last_error = NULL
          WHERE id = ?`,
    args: [new Date(now).toISOString(), id],
  });
}

export async function markFailedAttempt(
  db: Database,
  id: number,
  outcome: AfterFailure,
  error: string,
): Promise<void> {
  await db.execute({
    sql: `UPDATE outbox SET attempts = attempts + 1, status = ?, next_attempt_at = COALESCE(?, next_attempt_at),
            locked_until = NULL, last_error = ?
          WHERE id = ?`,
    args: [
      outcome.status,
      outcome.status === "pending" ? outcome.nextAttemptAt : null,
      error.slice(0, 500),
      id,
    ],
  });
}
