import { type QuoteRecord, kindLabel, quoteLines } from "../quote-summary";
import { labelOf, REPLY_CHOICES } from "../quote-fields";
import { site } from "../../site/site";
import { type MailContent, acknowledgementEnding, type StoredRequest, formatReceived } from "./emails.server";

/** A quote request for the mail: its structured answers and the visitor's details. */
export interface QuoteForMail extends StoredRequest {
  notes: string;
  record: QuoteRecord;
}

/** To the company: every answer on its own line, so staff can price it without a call first. */
export function quoteNotificationEmail(quote: QuoteForMail, to: string): MailContent {
  const { record } = quote;
  const body = [
    `A new ${kindLabel(record.kind).toLowerCase()} request has arrived through the website.`,
    "",
    `Reference: ${quote.reference}`,
    `Received: ${formatReceived(quote.receivedAt)}`,
    "",
    ...quoteLines(record).map(([question, answer]) => `${question}: ${answer}`),
    "",
    `Name: ${quote.name}`,
    `Email: ${quote.email}`,
    `Phone: ${quote.phone || "(not given)"}`,
    `Business: ${quote.business || "(not given)"}`,
    "Read the collection notice: yes",
    "",
    "Notes:",
    quote.notes || "(none)",
    "",
    "-- ",
    "Reply to this email to answer the customer. Staff can list every request with `npm run enquiries`.",
  ].join("\n");
  return {
    kind: "notification",
    recipient: to,
    replyTo: quote.email,
    subject: `New ${kindLabel(record.kind).toLowerCase()} request ${quote.reference}: ${record.serviceLabel} (${labelOf(REPLY_CHOICES, record.reply)})`,
    body,
  };
}

/** To the visitor: the reference and the reply they chose; nothing they typed is repeated. */
export function quoteAcknowledgementEmail(quote: QuoteForMail, replyTo: string): MailContent {
  const { record } = quote;
  const how =
    record.reply === "email"
      ? "by email"
      : `by phone, ${labelOf(REPLY_CHOICES, record.reply).replace(/^Call me /, "")}`;
  const body = [
    "Hello,",
    "",
    `Thanks for asking ${site.name} for a ${record.kind === "audit" ? "waste audit" : "quote"} for "${record.serviceLabel}".`,
    "",
    `Your reference number is ${quote.reference}. Please quote it if you call us.`,
    "",
    `You asked us to reply ${how}. We reply during our hours: ${site.hours}.`,
    "",
    ...acknowledgementEnding("request"),
  ].join("\n");
  return {
    kind: "acknowledgement",
    recipient: quote.email,
    replyTo,
    subject: `We've received your ${record.kind === "audit" ? "waste audit" : "quote"} request (${quote.reference})`,
    body,
  };
}
