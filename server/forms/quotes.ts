import type { Client } from "@libsql/client";
import type { QuoteRecord } from "../../app/forms/quote-summary";
import { type MailAddresses, isUniqueFailure, outboxInsert, referenceForSubmission } from "./enquiries";
import { type QuoteForMail, quoteAcknowledgementEmail, quoteNotificationEmail } from "./quote-emails";
import { newReference } from "./reference";
import { webhookOutboxInsert } from "./webhook";

export interface NewQuote {
  name: string;
  email: string;
  phone: string;
  business: string;
  notes: string;
  record: QuoteRecord;
  submissionId?: string;
  channel: "js" | "no-js";
  receivedAt: Date;
}

/**
 * Stores a quote or waste audit request as an enquiry of its kind, with its answers as JSON, its
 * two emails and its webhook delivery (when configured), in one write transaction (as storeEnquiry does): the visitor is thanked only once
 * all three are on disk. Returns the reference (the earlier one when the same form was sent twice).
 */
export async function storeQuote(db: Client, input: NewQuote, addresses: MailAddresses): Promise<string> {
  const { record, receivedAt } = input;
  if (input.submissionId) {
    const earlier = await referenceForSubmission(db, input.submissionId);
    if (earlier) return earlier;
  }
  for (let tries = 0; ; tries++) {
    const reference = newReference(receivedAt);
    const forMail: QuoteForMail = { ...input, reference };
    try {
      await db.batch(
        [
          {
            sql: `INSERT INTO enquiries (reference, submission_id, created_at, name, email, phone, business, postcode,
                    audience, service, service_label, message, privacy_agreed, channel, kind, answers)
                  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
            args: [
              reference,
              input.submissionId ?? null,
              receivedAt.toISOString(),
              input.name,
              input.email,
              input.phone,
              input.business || null,
              record.postcode,
              record.audience,
              record.service,
              record.serviceLabel,
              input.notes,
              input.channel,
              record.kind,
              JSON.stringify(record),
            ],
          },
          outboxInsert(reference, quoteNotificationEmail(forMail, addresses.enquiryTo), receivedAt),
          outboxInsert(reference, quoteAcknowledgementEmail(forMail, addresses.enquiryTo), receivedAt),
          // Staff systems that take enquiries by webhook take quote requests the same way.
          ...(addresses.webhookUrl ? [webhookOutboxInsert(reference, addresses.webhookUrl, receivedAt)] : []),
        ],
        "write",
      );
      return reference;
    } catch (error) {
      if (input.submissionId && isUniqueFailure(error, "submission_id")) {
        const earlier = await referenceForSubmission(db, input.submissionId);
        if (earlier) return earlier;
      }
      if (isUniqueFailure(error, "enquiries.reference") && tries < 5) continue;
      throw error;
    }
  }
}
