import type { Database } from "./sql.server";
import type { QuoteRecord } from "../quote-summary";
import { type MailAddresses, answeredEnquiryRow, storeRequest } from "./enquiries.server";
import type { SenderDetails } from "../mail/emails.server";
import {
  type QuoteForMail,
  quoteAcknowledgementEmail,
  quoteNotificationEmail,
} from "../mail/quote-emails.server";

export interface NewQuote extends SenderDetails {
  notes: string;
  record: QuoteRecord;
  submissionId?: string;
  channel: "js" | "no-js";
  receivedAt: Date;
}

/**
 * Stores a quote or waste audit request as an enquiry of its kind, with its answers as JSON, its two
 * emails and its webhook delivery, as a contact enquiry is stored (storeRequest). Staff systems that
 * take enquiries by webhook take quote requests the same way.
 */
export function storeQuote(db: Database, input: NewQuote, addresses: MailAddresses): Promise<string> {
  const { record } = input;
  return storeRequest(db, input, addresses, (reference) => {
    const forMail: QuoteForMail = { ...input, reference };
    return {
      row: answeredEnquiryRow(reference, input, {
        postcode: record.postcode,
        audience: record.audience,
        service: record.service,
        serviceLabel: record.serviceLabel,
        message: input.notes,
        kind: record.kind,
        answers: record,
      }),
      mail: [
        quoteNotificationEmail(forMail, addresses.enquiryTo),
        quoteAcknowledgementEmail(forMail, addresses.enquiryTo),
      ],
    };
  });
}
