import type { Client } from "@libsql/client";
import type { AfterFailure } from "./retry";

/** One email waiting in the outbox table. */
export interface OutboxMessage {
  id: number;
  reference: string;
  kind: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  attempts: number;
}

/**
 * Takes up to `limit` messages that are due, and leases them for `leaseMs` so that a second
 * worker (another process on the same database) does not send them too. If this process dies
 * mid-send the lease runs out and the message is sent again later: mail goes out at least once.
 */
export async function claimDue(
  db: Client,
  now: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxMessage[]> {
  const result = await db.execute({
    sql: `UPDATE outbox SET locked_until = ?
          WHERE id IN (SELECT id FROM outbox
                       WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
                       ORDER BY next_attempt_at, id LIMIT ?)
          RETURNING id, kind, recipient, reply_to, subject, body, attempts,
                    (SELECT reference FROM enquiries WHERE enquiries.id = outbox.enquiry_id) AS reference`,
    args: [now + leaseMs, now, now, limit],
  });
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      reference: String(row.reference ?? ""),
      kind: String(row.kind),
      recipient: String(row.recipient),
      replyTo: row.reply_to === null ? null : String(row.reply_to),
      subject: String(row.subject),
      body: String(row.body),
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id);
}

export async function markSent(db: Client, id: number, now: number): Promise<void> {
  await db.execute({
    sql: `UPDATE outbox SET status = 'sent', attempts = attempts + 1, sent_at = ?, locked_until = NULL, last_error = NULL
          WHERE id = ?`,
    args: [new Date(now).toISOString(), id],
  });
}

export async function markFailedAttempt(
  db: Client,
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
