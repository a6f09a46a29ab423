import { site } from "~/site/site";

/**
 * What the confirm and unsubscribe pages can say. Only these codes travel from the server, so a
 * token's contents are never echoed as text.
 */
export type SubscriptionStep =
  | "ask-confirm"
  | "ask-unsubscribe"
  | "confirmed"
  | "already-confirmed"
  | "unsubscribed"
  | "malformed"
  | "expired"
  | "ended"
  | "unavailable";

export interface SubscriptionPageData {
  step: SubscriptionStep;
  /** The token, only while asking (the button posts it back). */
  token?: string;
  /** What a subscriber receives and when the next e-mail goes out: asking to confirm, and confirmed. */
  welcome?: string[];
}

/** The steps that tell a subscriber what to expect. */
export const welcomedSteps: readonly SubscriptionStep[] = ["ask-confirm", "confirmed", "already-confirmed"];

export const subscriptionText: Record<SubscriptionStep, { title: string; lead: string }> = {
  "ask-confirm": {
    title: "Confirm your subscription",
    lead: `Press the button to start receiving ${site.name}'s monthly email at the address this link was sent to.`,
  },
  "ask-unsubscribe": {
    title: "Unsubscribe",
    lead: `Press the button and we'll stop emailing this address straight away. You don't need to log in or give any other details.`,
  },
  confirmed: {
    title: "You're subscribed",
    lead: "Thanks for confirming. Every email we send has a link to unsubscribe whenever you like.",
  },
  "already-confirmed": {
    title: "You're already subscribed",
    lead: "This address was confirmed earlier; there is nothing more to do.",
  },
  unsubscribed: {
    title: "You're unsubscribed",
    lead: `We won't send this address any more marketing email. If you change your mind, subscribe again with the box at the foot of any page.`,
  },
  malformed: {
    title: "This link doesn't work",
    lead: `The link is incomplete or has been changed. Open it again from the email (some email programs break long links across lines), or email ${site.email} or call ${site.phone.display} and we'll do it for you.`,
  },
  expired: {
    title: "This link has expired",
    lead: "Confirmation links work for seven days. To subscribe, enter your address again in the box at the foot of any page and we'll send a new one.",
  },
  ended: {
    title: "This link is no longer active",
    lead: "The subscription it belongs to has ended or has been replaced. To subscribe, enter your address again in the box at the foot of any page.",
  },
  unavailable: {
    title: "Please try again in a few minutes",
    lead: `We couldn't save that just now, so nothing has changed yet. Try again in a few minutes, or email ${site.email} or call ${site.phone.display}.`,
  },
};
