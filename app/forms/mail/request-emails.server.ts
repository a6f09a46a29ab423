import type { RequestAnswers } from "../requests/request-rules.server";
import { type MailContent, acknowledgementEnding, type StoredRequest, formatReceived } from "./emails.server";

/** A customer's request for the mail: its answers, its kind's name and what happens next. */
export interface RequestForMail extends StoredRequest {
  answers: RequestAnswers;
  kindName: string;
  nextSteps: string;
}

/** To the team that handles this kind of request in the site's state: every answer on its own line. */
export function requestNotificationEmail(request: RequestForMail, to: string): MailContent {
  const { answers } = request;
  const body = [
    `A customer's request has arrived through the website: ${request.kindName}.`,
    "",
    `Reference: ${request.reference}`,
    `Received: ${formatReceived(request.receivedAt)}`,
    `State: ${answers.state}`,
    "",
    ...answers.lines.map(([question, answer]) => `${question}: ${answer}`),
    "",
    `Name: ${request.name}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone}`,
    `Business: ${request.business || "(not given)"}`,
    "Read the collection notice: yes",
    "",
    "-- ",
    "Reply to this email to answer the customer. Staff can list every request with `npm run enquiries`.",
  ].join("\n");
  return {
    kind: "notification",
    recipient: to,
    replyTo: request.email,
    subject:
      `${request.kindName} ${request.reference}: ${answers.suburb} ${answers.values.postcode ?? ""}`.trim(),
    body,
  };
}

/**
 * To the customer: the reference and what happens next. A service message about their own
 * request, so it carries no consent wording and no unsubscribe link, and repeats nothing they typed.
 */
export function requestAcknowledgementEmail(request: RequestForMail, replyTo: string): MailContent {
  const body = [
    "Hello,",
    "",
    `We have received your request: ${request.kindName}.`,
    "",
    `Your reference number is ${request.reference}. Please quote it if you call us.`,
    "",
    request.nextSteps,
    "",
    ...acknowledgementEnding("request"),
  ].join("\n");
  return {
    kind: "acknowledgement",
    recipient: request.email,
    replyTo,
    subject: `We've received your request (${request.reference})`,
    body,
  };
}
