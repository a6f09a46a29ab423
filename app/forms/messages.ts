import { site } from "~/site/site";
import type { Refusal } from "./pipeline.server";

/** What the contact page says when a whole submission is refused; plain words, and a way out. */
const orCall = `or call us on ${site.phone.display}`;

export const enquiryMessages = {
  unreadable: `We couldn't read your enquiry. Please try again, ${orCall}.`,
  tooLarge: `Your enquiry is too long to send. Please shorten your message and try again, ${orCall}.`,
  automated: `Your enquiry looks like it was filled in automatically, so we haven't sent it. If you filled it in yourself, please wait a few seconds and send it again, ${orCall}.`,
  unavailable: `Sorry, we couldn't save your enquiry just now, so it hasn't been sent. What you typed is still in the form: please try again in a few minutes, ${orCall}.`,
  rateLimited(retryAfterSeconds: number): string {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    const wait = minutes === 1 ? "a minute" : `about ${minutes} minutes`;
    return `You've sent several enquiries in a short time, so we've paused the form for your connection. Please try again in ${wait}, ${orCall}.`;
  },
};

/** The words for a refusal every enquiry form shares (the contact form and the quote). */
export function refusalMessage(refusal: Refusal): string {
  switch (refusal.reason) {
    case "unreadable":
      return enquiryMessages.unreadable;
    case "too-large":
      return enquiryMessages.tooLarge;
    case "limited":
      return enquiryMessages.rateLimited(refusal.retryAfterSeconds);
    case "automated":
      return enquiryMessages.automated;
    case "unavailable":
      return enquiryMessages.unavailable;
  }
}
