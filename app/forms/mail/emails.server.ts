import { emergencyAdvice } from "../../content/emergency";
import { site } from "../../site/site";

/**
 * The two emails an enquiry sends. Plain text only: whatever a visitor typed cannot become HTML in
 * anyone's mail client. Header values are ours or the visitor's checked email address, so nothing
 * typed can add a header either (and nodemailer encodes headers as well).
 */
export interface MailContent {
  kind: "notification" | "acknowledgement";
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
}

/** How an enquiry's or a quote request's acknowledgement ends: who wrote, and how to reach us. */
export const SIGN_OFF = [site.name, site.phone.display, site.email];

/**
 * How every acknowledgement ends after its own words: what to do in an emergency, what to do with
 * a mail the reader did not ask for (`what` they would have sent), and the sign-off.
 */
export const acknowledgementEnding = (what: "enquiry" | "request") => [
  emergencyAdvice(),
  "",
  `If you did not send this ${what}, you can ignore this email.`,
  "",
  ...SIGN_OFF,
];

/** Who sent an enquiry or a quote request: the contact details both forms ask for. */
export interface SenderDetails {
  name: string;
  email: string;
  phone: string;
  business: string;
}

/** What every email about a stored enquiry or quote request starts from. */
export interface StoredRequest extends SenderDetails {
  reference: string;
  receivedAt: Date;
}

export interface EnquiryForMail extends StoredRequest {
  audienceLabel: string;
  serviceLabel: string;
  /** Every field of the form as staff read it (fieldsForStaff in store/enquiry-record.server.ts). */
  details: { label: string; value: string; block: boolean }[];
}

export function formatReceived(at: Date): string {
  return (
    new Intl.DateTimeFormat("en-AU", {
      timeZone: "Australia/Melbourne",
      dateStyle: "full",
      timeStyle: "short",
    }).format(at) + " (Melbourne time)"
  );
}

/** To the company: everything the visitor sent; replying answers the visitor directly. */
export function notificationEmail(enquiry: EnquiryForMail, to: string): MailContent {
  const body = [
    "A new enquiry has arrived through the website.",
    "",
    `Reference: ${enquiry.reference}`,
    `Received: ${formatReceived(enquiry.receivedAt)}`,
    "",
    ...enquiry.details.flatMap(({ label, value, block }) =>
      block ? ["", `${label}:`, value] : [`${label}: ${value}`],
    ),
    "",
    "-- ",
    "Reply to this email to answer the customer. Staff can list every enquiry with `npm run enquiries`.",
  ].join("\n");
  return {
    kind: "notification",
    recipient: to,
    replyTo: enquiry.email,
    subject: `New enquiry ${enquiry.reference}: ${enquiry.serviceLabel} (${enquiry.audienceLabel})`,
    body,
  };
}

/**
 * To the visitor: the reference and what happens next. It repeats nothing the visitor typed, so
 * the form cannot be used to send someone else a message of a spammer's choosing.
 */
export function acknowledgementEmail(enquiry: EnquiryForMail, replyTo: string): MailContent {
  const body = [
    "Hello,",
    "",
    `Thanks for contacting ${site.name}. We have received your enquiry about "${enquiry.serviceLabel}".`,
    "",
    `Your reference number is ${enquiry.reference}. Please quote it if you call us.`,
    "",
    `A specialist will reply by phone or email during our hours (${site.hours}). For an overflowing`,
    `bin or a missed collection, call us on ${site.phone.display} during those hours.`,
    "",
    ...acknowledgementEnding("enquiry"),
  ].join("\n");
  return {
    kind: "acknowledgement",
    recipient: enquiry.email,
    replyTo,
    subject: `We've received your enquiry (${enquiry.reference})`,
    body,
  };
}
