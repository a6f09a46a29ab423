import { type Database, type Executor, type Value, inWriteTransaction } from "./sql.server";
import type { SiteKeys } from "./secret.server";
import { subscriberLinks } from "./subscriptions.server";

/**
 * The monthly e-mail's sends (docs/decisions/0026-monthly-email.md). Starting one is a single
 * write transaction: its row in monthly_sends (the send's key is unique, so a second server that
 * sees the same day come finds it there and does nothing) and one outbox row per confirmed,
 * unrefused subscriber on the paced "bulk" channel, each unique per (subscriber, e-mail). The
 * outbox's own claim then sends each row once; unsubscribing deletes the reader's rows.
 */
export const BULK_CHANNEL = "bulk";
export const monthlyKind = (month: string) => `monthly:${month}`;
export const testKind = (month: string, version: string) => `monthly-test:${month}:${version}`;
export const monthOfKind = (kind: string) => /^monthly(?:-test)?:(\d{4}-\d\d)/.exec(kind)?.[1];

export interface QueuedCopy {
  subject: string;
  /** The text part for one reader, given their unsubscribe page. */
  text: (unsubscribeUrl: string) => string;
}

/** Rows per INSERT: well inside SQLite's and PostgreSQL's limits on parameters. */
const CHUNK = 200;
const COLUMNS = 10;

async function claimSend(db: Executor, key: string, month: string, now: number) {
  return db.execute({
    sql: `INSERT INTO monthly_sends (send_key, month, started_at, recipients) VALUES (?, ?, ?, 0)
          ON CONFLICT (send_key) DO NOTHING RETURNING send_key`,
    args: [key, month, new Date(now).toISOString()],
  });
}

type Reader = {
  subscriberId: number | null;
  recipient: string;
  headers: Record<string, string>;
  page: string;
};

async function queue(
  db: Database,
  key: string,
  month: string,
  kind: string,
  copy: QueuedCopy,
  readers: (tx: Executor) => Promise<Reader[]>,
  now: number,
) {
  return inWriteTransaction(db, async (tx) => {
    const started = await claimSend(tx, key, month, now);
    if (started.rows.length === 0) return null;
    const list = await readers(tx);
    for (let at = 0; at < list.length; at += CHUNK) {
      const chunk = list.slice(at, at + CHUNK);
      const args: Value[] = chunk.flatMap((reader) => [
        reader.subscriberId,
        BULK_CHANNEL,
        kind,
        reader.recipient,
        copy.subject,
        copy.text(reader.page),
        JSON.stringify(reader.headers),
        reader.page,
        now,
        new Date(now).toISOString(),
      ]);
      await tx.execute({
        sql: `INSERT INTO outbox (subscriber_id, channel, kind, recipient, subject, body, headers, unsubscribe_url, next_attempt_at, created_at)
              VALUES ${chunk.map(() => `(${Array(COLUMNS).fill("?").join(", ")})`).join(", ")}
              ON CONFLICT DO NOTHING`,
        args,
      });
    }
    await tx.execute({
      sql: "UPDATE monthly_sends SET recipients = ? WHERE send_key = ?",
      args: [list.length, key],
    });
    return list.length;
  });
}

/**
 * Starts the real send of `month` to everyone confirmed and not refused at this moment; returns
 * how many copies were queued, or null when the send had started already (here or on another server).
 */
export async function startMonthlySend(
  db: Database,
  keys: SiteKeys,
  month: string,
  copy: QueuedCopy,
  now: number,
) {
  return queue(
    db,
    `send:${month}`,
    month,
    monthlyKind(month),
    copy,
    async (tx) => {
      const found = await tx.execute(
        "SELECT id, email, token_nonce FROM subscribers WHERE status = 'confirmed' AND refused_at IS NULL ORDER BY id",
      );
      return found.rows.map((row) => {
        const links = subscriberLinks(keys, { nonce: String(row.token_nonce) });
        return {
          subscriberId: Number(row.id),
          recipient: String(row.email),
          page: links.unsubscribe,
          headers: {
            "List-Unsubscribe": `<${links.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        };
      });
    },
    now,
  );
}

/**
 * Sends a test copy of one version of `month` to the staff addresses in its entry, once per
 * version. A test copy has no subscriber behind it: its unsubscribe link is the subscribe page's.
 */
export async function startTestSend(
  db: Database,
  month: string,
  version: string,
  addresses: string[],
  copy: QueuedCopy,
  subscribePage: string,
  now: number,
) {
  if (addresses.length === 0) return null;
  return queue(
    db,
    `test:${month}:${version}`,
    month,
    testKind(month, version),
    copy,
    async () =>
      addresses.map((recipient) => ({ subscriberId: null, recipient, page: subscribePage, headers: {} })),
    now,
  );
}

/** Whether the real send of `month` has started (the scheduler's cheap look before a transaction). */
export async function sendStarted(db: Database, month: string): Promise<boolean> {
  const found = await db.execute({
    sql: "SELECT 1 FROM monthly_sends WHERE send_key = ?",
    args: [`send:${month}`],
  });
  return found.rows.length > 0;
}

/** A reader the mail server refused for good: no further monthly e-mail until they subscribe again. */
export async function markRefused(db: Database, subscriberId: number, now: number) {
  await db.execute({
    sql: "UPDATE subscribers SET refused_at = ? WHERE id = ?",
    args: [new Date(now).toISOString(), subscriberId],
  });
}

export interface SendCounts {
  month: string;
  startedAt: string | null;
  sent: number;
  waiting: number;
  failed: number;
  refused: number;
  /** Why copies failed, in plain words, with no address in them, and how many each. */
  reasons: { reason: string; count: number }[];
}

/** Plain words for the SMTP errors staff see, never the address the error names. */
export function plainReason(error: string, scrub: (text: string) => string): string {
  if (/^5\d\d|\b5\.\d\.\d\b/.test(error) || /rejected|unknown user|does not exist/i.test(error))
    return `The receiving mail server refused the address for good: ${scrub(error)}`;
  if (/ECONNREFUSED|ETIMEDOUT|timeout|ENOTFOUND/i.test(error))
    return `Our mail server could not be reached; tried again later: ${scrub(error)}`;
  return scrub(error);
}

/** Each month's real send: its counts from the outbox, for the staff view (no address leaves here). */
export async function sendCounts(db: Database, scrub: (text: string) => string): Promise<SendCounts[]> {
  const starts = await db.execute("SELECT month, started_at FROM monthly_sends WHERE send_key LIKE 'send:%'");
  const rows = await db.execute(
    `SELECT kind, status, attempts, last_error, COUNT(*) AS n FROM outbox WHERE channel = 'bulk' AND kind LIKE 'monthly:%'
     GROUP BY kind, status, attempts, last_error`,
  );
  const byMonth = new Map<string, SendCounts>();
  const entry = (month: string) => {
    let found = byMonth.get(month);
    if (!found)
      byMonth.set(
        month,
        (found = { month, startedAt: null, sent: 0, waiting: 0, failed: 0, refused: 0, reasons: [] }),
      );
    return found;
  };
  for (const row of starts.rows) entry(String(row.month)).startedAt = String(row.started_at);
  for (const row of rows.rows) {
    const counts = entry(monthOfKind(String(row.kind)) ?? "");
    const n = Number(row.n);
    const error = row.last_error === null ? null : String(row.last_error);
    if (row.status === "sent") counts.sent += n;
    else if (row.status === "failed")
      counts[error && /^5|\b5\.\d\.\d\b/.test(error) ? "refused" : "failed"] += n;
    else counts.waiting += n;
    if (error && row.status !== "sent") {
      const reason = plainReason(error, scrub);
      const known = counts.reasons.find((each) => each.reason === reason);
      if (known) known.count += n;
      else counts.reasons.push({ reason, count: n });
    }
  }
  return [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month));
}
