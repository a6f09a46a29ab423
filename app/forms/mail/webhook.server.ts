import type { Database, Statement } from "../store/sql.server";
import { createHmac } from "node:crypto";
import type { OutboxMessage } from "./outbox.server";
import { isRequestSlug } from "~/content/request-kinds";

/**
 * Each new enquiry, POSTed as JSON to ENQUIRY_WEBHOOK_URL so a CRM or an automation tool can take
 * it. Delivered from the outbox like the emails: retried with the same back-off (retry.ts) while
 * the receiver is down or answers 5xx, 408 or 429; another 4xx is the receiver refusing this
 * delivery, tried three times and then marked failed for staff.
 */
export const WEBHOOK_HEADERS = {
  signature: "X-Saltbush-Signature",
  delivery: "X-Saltbush-Delivery",
  event: "X-Saltbush-Event",
} as const;

export const ENQUIRY_EVENT = "enquiry.created";

/** Columns that are the site's bookkeeping, not the enquiry. */
const INTERNAL_COLUMNS = new Set(["id", "submission_id"]);

/** The outbox row for an enquiry's webhook delivery, stored in the enquiry's own transaction. */
export function webhookOutboxInsert(reference: string, url: string, at: Date): Statement {
  return {
    sql: `INSERT INTO outbox (enquiry_id, channel, kind, recipient, subject, body, next_attempt_at, created_at)
          VALUES ((SELECT id FROM enquiries WHERE reference = ?), 'webhook', 'webhook', ?, ?, '', ?, ?)`,
    args: [reference, url, ENQUIRY_EVENT, at.getTime(), at.toISOString()],
  };
}

/**
 * The JSON body, built from the stored row when it is sent: every column of the enquiry (a column
 * added later, such as a quote's answers, is included without a change here), and fields holding
 * JSON text are sent as JSON.
 */
export async function enquiryPayload(db: Database, message: OutboxMessage, sentAt: Date) {
  const found = await db.execute({ sql: "SELECT * FROM enquiries WHERE id = ?", args: [message.enquiryId] });
  const row = found.rows[0];
  if (!row) return null;
  const enquiry: Record<string, unknown> = {};
  for (const column of found.columns) {
    if (INTERNAL_COLUMNS.has(column)) continue;
    const value = row[column];
    enquiry[column] = typeof value === "bigint" ? Number(value) : (value ?? null);
    if (typeof value === "string" && /^[[{]/.test(value)) {
      try {
        enquiry[column] = JSON.parse(value);
      } catch {
        // plain text that happens to start with a bracket
      }
    }
  }
  if ("privacy_agreed" in enquiry) enquiry.privacy_agreed = enquiry.privacy_agreed === 1;
  // An existing customer's request (a missed collection…) or a new enquiry (contact, quote, audit).
  const type = isRequestSlug(enquiry.kind) ? "request" : "enquiry";
  return { event: ENQUIRY_EVENT, type, delivery: message.id, sent_at: sentAt.toISOString(), enquiry };
}

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`: the receiver recomputes it with the
 * shared secret, compares in constant time, and refuses a timestamp more than a few minutes old
 * (a replayed delivery).
 */
export function webhookSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${mac}`;
}

export class WebhookError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The receiver refused this delivery (4xx): retried only a few times (retry.ts). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface WebhookSender {
  send(message: OutboxMessage): Promise<void>;
}

export function createWebhookSender(options: {
  /**
   * ENQUIRY_WEBHOOK_URL as it is now: a queued delivery goes where the site sends enquiries today,
   * not to an address it had when the enquiry came in (the outbox row keeps that one for the record).
   */
  url: string;
  secret: string;
  db: () => Promise<Database>;
  now: () => number;
  timeoutMs?: number;
}): WebhookSender {
  return {
    async send(message) {
      const sentAt = new Date(options.now());
      const payload = await enquiryPayload(await options.db(), message, sentAt);
      // The enquiry was deleted (privacy request) after the delivery was queued: nothing to send.
      if (!payload) return;
      const body = JSON.stringify(payload);
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "User-Agent": "Saltbush-Website-Webhook/1",
            [WEBHOOK_HEADERS.signature]: webhookSignature(
              options.secret,
              body,
              Math.floor(sentAt.getTime() / 1000),
            ),
            [WEBHOOK_HEADERS.delivery]: String(message.id),
            [WEBHOOK_HEADERS.event]: ENQUIRY_EVENT,
          },
          body,
          // A redirect could send the enquiry somewhere nobody configured.
          redirect: "manual",
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        const reason =
          error instanceof Error
            ? (error.cause as Error | undefined)?.message || error.message
            : String(error);
        throw new WebhookError(`The webhook receiver could not be reached: ${reason}`, null, false);
      }
      await response.body?.cancel();
      if (response.ok) return;
      const status = response.status;
      const refused = status >= 300 && status < 500 && status !== 408 && status !== 429;
      throw new WebhookError(`The webhook receiver answered ${status}`, status, refused);
    },
  };
}
