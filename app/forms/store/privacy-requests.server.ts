import { type Database, type Executor, type Row, secureDelete } from "./sql.server";
import type { SiteKeys } from "./secret.server";
import { checkpointAfterDeleting } from "./database.server";
import { suppressionInsert } from "./subscriptions.server";

/**
 * Access and deletion requests (Australian Privacy Principles 12 and 13, and the policy's promise
 * to delete): everything the site stores about one email address, found by the address in any
 * case. The address is matched exactly (after lower-casing), never by pattern.
 */
export interface StoredAboutAddress {
  email: string;
  /** Enquiries (contact form, quote requests: every column of the table) sent from the address. */
  enquiries: Record<string, unknown>[];
  /** The subscription, pending or confirmed, with its consent record. */
  subscription: Record<string, unknown> | null;
  /** An unsubscribe record matching the address's keyed hash (the address itself is not stored). */
  unsubscribed: Record<string, unknown> | null;
  /** Queued and sent mail and webhook deliveries about those enquiries, that subscription, or to the address. */
  mail: Record<string, unknown>[];
}

const plain = (row: Row, columns: string[]) =>
  Object.fromEntries(
    columns.map((column) => [column, typeof row[column] === "bigint" ? Number(row[column]) : row[column]]),
  );

const MAIL_COLUMNS =
  "id, enquiry_id, subscriber_id, channel, kind, recipient, reply_to, subject, body, status, attempts, created_at, sent_at";

async function query(db: Executor, sql: string, args: (string | number)[]) {
  const result = await db.execute({ sql, args });
  return result.rows.map((row) => plain(row, result.columns));
}

export async function findAddress(db: Executor, keys: SiteKeys, email: string): Promise<StoredAboutAddress> {
  const key = email.trim().toLowerCase();
  const enquiries = await query(
    db,
    "SELECT * FROM enquiries WHERE lower(email) = ? ORDER BY created_at, id",
    [key],
  );
  const [subscription] = await query(db, "SELECT * FROM subscribers WHERE email_key = ?", [key]);
  const hashes = keys.addressHashes(key);
  const [unsubscribed] = await query(
    db,
    `SELECT * FROM suppressions WHERE email_hash IN (${hashes.map(() => "?").join(", ")})`,
    hashes,
  );
  const enquiryIds = enquiries.map((row) => Number(row.id));
  const mail = await query(
    db,
    `SELECT ${MAIL_COLUMNS} FROM outbox
     WHERE enquiry_id IN (${enquiryIds.map(() => "?").join(", ") || "NULL"})
        OR subscriber_id = ? OR lower(recipient) = ? OR lower(reply_to) = ?
     ORDER BY id`,
    [...enquiryIds, Number(subscription?.id ?? -1), key, key],
  );
  return {
    email: key,
    enquiries,
    subscription: subscription ?? null,
    unsubscribed: unsubscribed ?? null,
    mail,
  };
}

export interface DeletionSummary {
  enquiries: number;
  subscription: number;
  mail: number;
  /** Whether an unsubscribe record (keyed hash only) is kept so the address is never mailed again. */
  keptUnsubscribeRecord: boolean;
}

/**
 * Deletes everything found for the address in one write transaction: all of it or, if anything
 * fails, none of it. An address that was on the list keeps an unsubscribe record (a keyed hash,
 * not the address), because a request to delete is also a request to stop mailing it.
 */
export async function deleteAddress(
  db: Database,
  keys: SiteKeys,
  email: string,
  now: number,
): Promise<DeletionSummary> {
  const tx = await db.transaction("write");
  try {
    const found = await findAddress(tx, keys, email);
    const mailIds = found.mail.map((row) => Number(row.id));
    const enquiryIds = found.enquiries.map((row) => Number(row.id));
    const list = (ids: number[]) => ids.map(() => "?").join(", ") || "NULL";
    for (const statement of secureDelete(db)) await tx.execute(statement);
    if (found.subscription)
      await tx.execute(suppressionInsert(keys, found.subscription, "privacy request", now));
    await tx.execute({ sql: `DELETE FROM outbox WHERE id IN (${list(mailIds)})`, args: mailIds });
    await tx.execute({ sql: `DELETE FROM enquiries WHERE id IN (${list(enquiryIds)})`, args: enquiryIds });
    await tx.execute({ sql: "DELETE FROM subscribers WHERE email_key = ?", args: [found.email] });
    await tx.commit();
    await checkpointAfterDeleting(db);
    return {
      enquiries: enquiryIds.length,
      subscription: found.subscription ? 1 : 0,
      mail: mailIds.length,
      keptUnsubscribeRecord: Boolean(found.subscription || found.unsubscribed),
    };
  } finally {
    tx.close();
  }
}
