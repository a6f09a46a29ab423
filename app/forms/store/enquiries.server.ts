import { type Database, type Statement, type Value, isUniqueFailure, placeholders } from "./sql.server";
import { enquiryColumns, fieldsForStaff } from "./enquiry-record.server";
import { audienceLabel, type Enquiry } from "../enquiry";
import {
  type MailContent,
  type SenderDetails,
  acknowledgementEmail,
  notificationEmail,
} from "../mail/emails.server";
import { newReference } from "./reference.server";
import { webhookOutboxInsert } from "../mail/webhook.server";

export interface NewEnquiry {
  enquiry: Enquiry;
  serviceLabel: string;
  /** The browser's key for this filled-in form, when scripts ran (a double click sends it twice). */
  submissionId?: string;
  channel: "js" | "no-js";
  receivedAt: Date;
}

export interface MailAddresses {
  enquiryTo: string;
  /** ENQUIRY_WEBHOOK_URL, when set: the enquiry is also POSTed there (webhook.ts). */
  webhookUrl?: string;
}

export async function referenceForSubmission(db: Database, submissionId: string): Promise<string | null> {
  const found = await db.execute({
    sql: "SELECT reference FROM enquiries WHERE submission_id = ?",
    args: [submissionId],
  });
  return (found.rows[0]?.reference as string | undefined) ?? null;
}

export function outboxInsert(reference: string, mail: MailContent, at: Date): Statement {
  return {
    sql: `INSERT INTO outbox (enquiry_id, kind, recipient, reply_to, subject, body, next_attempt_at, created_at)
          VALUES ((SELECT id FROM enquiries WHERE reference = ?), ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      reference,
      mail.kind,
      mail.recipient,
      mail.replyTo,
      mail.subject,
      mail.body,
      at.getTime(),
      at.toISOString(),
    ],
  };
}

/**
 * Writes one request (its enquiries row, the staff email and the visitor's acknowledgement, and the
 * webhook delivery when one is configured) in one write transaction under a new reference, so that
 * when the visitor is told "thank you" all of it is on disk together, and a failure leaves none of
 * it. Returns the reference: the earlier one when the same filled-in form was sent twice.
 */
export async function storeRequest(
  db: Database,
  request: { submissionId?: string; receivedAt: Date },
  addresses: MailAddresses,
  write: (reference: string) => { row: Statement; mail: MailContent[] },
): Promise<string> {
  const { submissionId, receivedAt } = request;
  if (submissionId) {
    const earlier = await referenceForSubmission(db, submissionId);
    if (earlier) return earlier;
  }
  for (let tries = 0; ; tries++) {
    const reference = newReference(receivedAt);
    const { row, mail } = write(reference);
    try {
      await db.batch(
        [
          row,
          ...mail.map((content) => outboxInsert(reference, content, receivedAt)),
          ...(addresses.webhookUrl ? [webhookOutboxInsert(reference, addresses.webhookUrl, receivedAt)] : []),
        ],
        "write",
      );
      return reference;
    } catch (error) {
      if (submissionId && isUniqueFailure(error, "enquiries", "submission_id")) {
        const earlier = await referenceForSubmission(db, submissionId);
        if (earlier) return earlier;
      }
      // Four random characters a day rarely collide; when they do, draw again.
      if (isUniqueFailure(error, "enquiries", "reference") && tries < 5) continue;
      throw error;
    }
  }
}

/** Stores a contact enquiry (storeRequest): its row and its mail from the fields' one definition. */
export function storeEnquiry(db: Database, input: NewEnquiry, addresses: MailAddresses): Promise<string> {
  const { enquiry, receivedAt } = input;
  const fields = enquiryColumns(enquiry, input.serviceLabel);
  return storeRequest(db, input, addresses, (reference) => {
    const forMail = {
      ...enquiry,
      reference,
      receivedAt,
      audienceLabel: audienceLabel(enquiry.audience),
      serviceLabel: input.serviceLabel,
      details: fieldsForStaff(fields),
    };
    const columns: Record<string, Value> = {
      reference,
      submission_id: input.submissionId ?? null,
      created_at: receivedAt.toISOString(),
      channel: input.channel,
      ...fields,
    };
    const names = Object.keys(columns);
    return {
      row: {
        sql: `INSERT INTO enquiries (${names.join(", ")}) VALUES (${placeholders(names)})`,
        args: Object.values(columns),
      },
      mail: [
        notificationEmail(forMail, addresses.enquiryTo),
        acknowledgementEmail(forMail, addresses.enquiryTo),
      ],
    };
  });
}

/** What a form that keeps its answers as JSON (a quote, a customer's request) stores beside its sender. */
export interface AnsweredRow {
  postcode: string;
  audience: string;
  service: string;
  serviceLabel: string;
  message: string;
  kind: string;
  answers: unknown;
}

/** The enquiries row of such a form: the sender's columns, then its own, its answers as JSON. */
export function answeredEnquiryRow(
  reference: string,
  sender: SenderDetails & { submissionId?: string; channel: "js" | "no-js"; receivedAt: Date },
  row: AnsweredRow,
): Statement {
  return {
    sql: `INSERT INTO enquiries (reference, submission_id, created_at, name, email, phone, business, postcode,
            audience, service, service_label, message, privacy_agreed, channel, kind, answers)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
    args: [
      reference,
      sender.submissionId ?? null,
      sender.receivedAt.toISOString(),
      sender.name,
      sender.email,
      sender.phone,
      sender.business || null,
      row.postcode,
      row.audience,
      row.service,
      row.serviceLabel,
      row.message,
      sender.channel,
      row.kind,
      JSON.stringify(row.answers),
    ],
  };
}
