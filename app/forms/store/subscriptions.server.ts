import {
  type Database,
  type SqlTransaction,
  type Statement,
  inWriteTransaction,
  secureDelete,
} from "./sql.server";
import { randomBytes } from "node:crypto";
import { CONFIRMATION_INTERVAL_MS, SUBSCRIPTION_PATHS, TOKEN_PARAM } from "../subscription-links";
import { CONFIRM_LINK_DAYS } from "../../content/retention";
import { absoluteUrl } from "../../site/site-url";
import type { SiteKeys } from "./secret.server";
import {
  type SubscriberLinks,
  type SubscriberMail,
  confirmationEmail,
  welcomeEmail,
} from "../mail/subscriber-emails.server";
import { type TokenSubject, signToken } from "./tokens.server";

/**
 * The subscribe box's list, with confirmed opt-in (docs/decisions/0011-subscriber-privacy.md):
 * an address typed into the box is "pending" and gets one confirmation email; it becomes
 * "confirmed" only through that email's link, within CONFIRM_LINK_DAYS. Unsubscribing deletes the
 * row and keeps only a keyed hash of the address in `suppressions`.
 */
export const CONFIRM_LINK_MS = CONFIRM_LINK_DAYS * 24 * 60 * 60_000;

export type SubscriptionState = "pending" | "confirmed";

const link = (path: string, token: string) =>
  absoluteUrl(`${path}?${new URLSearchParams({ [TOKEN_PARAM]: token })}`);

export function subscriberLinks(keys: SiteKeys, subject: TokenSubject): SubscriberLinks {
  const token = signToken(keys, "unsubscribe", subject, null);
  return {
    unsubscribe: link(SUBSCRIPTION_PATHS.page, token),
    oneClick: link(SUBSCRIPTION_PATHS.oneClick, token),
  };
}

export function confirmLink(keys: SiteKeys, subject: TokenSubject, expiresAt: number): string {
  return link(SUBSCRIPTION_PATHS.page, signToken(keys, "confirm", subject, expiresAt));
}

function mailInsert(subscriberId: number, recipient: string, mail: SubscriberMail, at: number): Statement {
  return {
    sql: `INSERT INTO outbox (subscriber_id, channel, kind, recipient, subject, body, headers, next_attempt_at, created_at)
          VALUES (?, 'email', ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      subscriberId,
      mail.kind,
      recipient,
      mail.subject,
      mail.body,
      JSON.stringify(mail.headers),
      at,
      new Date(at).toISOString(),
    ],
  };
}

const newNonce = () => randomBytes(12).toString("hex");

/** Queues a confirmation email for a pending row and starts its link's seven days. */
async function sendConfirmation(
  tx: SqlTransaction,
  keys: SiteKeys,
  row: { id: number; email: string; nonce: string },
  now: number,
) {
  const subject = { nonce: row.nonce };
  const mail = confirmationEmail(
    confirmLink(keys, subject, now + CONFIRM_LINK_MS),
    subscriberLinks(keys, subject),
    now,
  );
  await tx.batch([
    {
      sql: "UPDATE subscribers SET confirmation_sent_at = ?, confirm_by = ? WHERE id = ?",
      args: [now, now + CONFIRM_LINK_MS, row.id],
    },
    mailInsert(row.id, row.email, mail, now),
  ]);
}

/**
 * Someone typed an address into the box. A new address (or one whose link expired) becomes
 * pending and is sent a confirmation; a pending one is sent another at most once an hour; a
 * confirmed one is left alone. The caller answers the same in every case, so the box never tells
 * whether an address is on the list. Returns whether an email was queued (for the outbox nudge).
 */
export async function requestSubscription(
  db: Database,
  keys: SiteKeys,
  email: string,
  sourcePath: string | null,
  now: number,
): Promise<boolean> {
  const emailKey = email.toLowerCase();
  return inWriteTransaction(db, async (tx) => {
    const found = await tx.execute({
      sql: "SELECT id, status, token_nonce, confirmation_sent_at, confirm_by, refused_at FROM subscribers WHERE email_key = ?",
      args: [emailKey],
    });
    const row = found.rows[0];
    // An address the mail server refused for good signs up again like a new one, confirming afresh.
    const refused = row?.refused_at !== null && row?.refused_at !== undefined;
    if (row?.status === "confirmed" && !refused) return false;
    const sentAt =
      row?.confirmation_sent_at === null || row === undefined ? null : Number(row.confirmation_sent_at);
    const expired = refused || (row !== undefined && row.confirm_by !== null && Number(row.confirm_by) < now);
    if (row && !expired && sentAt !== null && now - sentAt < CONFIRMATION_INTERVAL_MS) return false;
    let id: number;
    let nonce: string;
    if (row && !expired) {
      id = Number(row.id);
      nonce = String(row.token_nonce ?? "");
      if (!nonce) {
        nonce = newNonce();
        await tx.execute({ sql: "UPDATE subscribers SET token_nonce = ? WHERE id = ?", args: [nonce, id] });
      }
    } else {
      // A new request, or one whose link has expired: a fresh consent record and fresh links.
      if (row) await deleteSubscriberRows(db, tx, Number(row.id));
      nonce = newNonce();
      const inserted = await tx.execute({
        sql: `INSERT INTO subscribers (email, email_key, created_at, source_path, status, token_nonce)
              VALUES (?, ?, ?, ?, 'pending', ?) RETURNING id`,
        args: [email, emailKey, new Date(now).toISOString(), sourcePath, nonce],
      });
      id = Number(inserted.rows[0]!.id);
    }
    await sendConfirmation(tx, keys, { id, email, nonce }, now);
    return true;
  });
}

async function deleteSubscriberRows(db: Database, tx: SqlTransaction, id: number) {
  await tx.batch([
    ...secureDelete(db),
    { sql: "DELETE FROM outbox WHERE subscriber_id = ?", args: [id] },
    { sql: "DELETE FROM subscribers WHERE id = ?", args: [id] },
  ]);
}

async function currentRow(tx: SqlTransaction, subject: TokenSubject) {
  const found = await tx.execute({
    sql: `SELECT id, email, email_key, status, created_at, source_path, confirmed_at, confirm_by
          FROM subscribers WHERE token_nonce = ?`,
    args: [subject.nonce],
  });
  return found.rows[0];
}

export type ConfirmOutcome = "confirmed" | "already" | "ended";

/**
 * The confirmation link's button was pressed (its token checked by the caller). The address
 * becomes a subscriber, any earlier unsubscribe record of it is dropped (its owner has asked
 * again), and a welcome email with the unsubscribe link is queued.
 */
export async function confirmSubscription(
  db: Database,
  keys: SiteKeys,
  subject: TokenSubject,
  now: number,
): Promise<ConfirmOutcome> {
  return inWriteTransaction(db, async (tx) => {
    const row = await currentRow(tx, subject);
    if (!row) return "ended";
    if (row.status === "confirmed") return "already";
    if (row.confirm_by !== null && Number(row.confirm_by) < now) return "ended";
    const hashes = keys.addressHashes(String(row.email_key));
    await tx.batch([
      {
        sql: "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, confirm_by = NULL WHERE id = ?",
        args: [new Date(now).toISOString(), Number(row.id)],
      },
      {
        sql: `DELETE FROM suppressions WHERE email_hash IN (${hashes.map(() => "?").join(", ")})`,
        args: hashes,
      },
      mailInsert(Number(row.id), String(row.email), welcomeEmail(subscriberLinks(keys, subject), now), now),
    ]);
    return "confirmed";
  });
}

export type UnsubscribeVia = "page" | "one-click" | "privacy request";

/**
 * Ends a subscription at once (the Spam Act allows five working days; this takes none): the row
 * and its mail go, and a keyed hash of the address is kept with when and how, so it is never
 * exported or mailed again. A link whose subscription has already ended answers the same.
 */
export async function unsubscribe(
  db: Database,
  keys: SiteKeys,
  subject: TokenSubject,
  via: UnsubscribeVia,
  now: number,
): Promise<void> {
  await inWriteTransaction(db, async (tx) => {
    const row = await currentRow(tx, subject);
    if (!row) return;
    await tx.execute(suppressionInsert(keys, row, via, now));
    await deleteSubscriberRows(db, tx, Number(row.id));
  });
}

export function suppressionInsert(
  keys: SiteKeys,
  row: Record<string, unknown>,
  via: UnsubscribeVia,
  now: number,
): Statement {
  return {
    sql: `INSERT INTO suppressions (email_hash, unsubscribed_at, via, subscribed_at, source_path, confirmed_at)
          VALUES (?, ?, ?, ?, ?, ?)
          ON CONFLICT (email_hash) DO UPDATE SET unsubscribed_at = excluded.unsubscribed_at, via = excluded.via,
            subscribed_at = excluded.subscribed_at, source_path = excluded.source_path, confirmed_at = excluded.confirmed_at`,
    args: [
      keys.addressHashes(String(row.email_key))[0]!,
      new Date(now).toISOString(),
      via,
      (row.created_at as string | null) ?? null,
      (row.source_path as string | null) ?? null,
      (row.confirmed_at as string | null) ?? null,
    ],
  };
}

/**
 * Pending addresses stored before confirmation existed (never sent one) get their confirmation;
 * pending ones whose link has expired are deleted with their mail. Part of the daily job.
 */
export async function tidyPendingSubscriptions(db: Database, keys: SiteKeys, now: number) {
  return inWriteTransaction(db, async (tx) => {
    const unsent = await tx.execute(
      "SELECT id, email, token_nonce FROM subscribers WHERE status = 'pending' AND confirmation_sent_at IS NULL",
    );
    for (const row of unsent.rows)
      await sendConfirmation(
        tx,
        keys,
        { id: Number(row.id), email: String(row.email), nonce: String(row.token_nonce) },
        now,
      );
    const expired = await tx.execute({
      sql: "SELECT id FROM subscribers WHERE status = 'pending' AND confirm_by < ?",
      args: [now],
    });
    for (const row of expired.rows) await deleteSubscriberRows(db, tx, Number(row.id));
    return { confirmationsSent: unsent.rows.length, expiredDeleted: expired.rows.length };
  });
}
