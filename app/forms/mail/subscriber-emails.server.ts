import { site } from "../../site/site";
import { CONFIRM_LINK_DAYS } from "../../content/retention";
import { welcomeWords } from "../../content/monthly-welcome.server";

/**
 * Mail to a subscriber, plain text like the enquiry emails. Every one carries the unsubscribe link
 * in its body and the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058), so a mail
 * client can offer its own unsubscribe button: subscriberMail() is the only way to build one.
 */
export interface SubscriberMail {
  kind: "confirmation" | "welcome";
  subject: string;
  body: string;
  headers: Record<string, string>;
}

export interface SubscriberLinks {
  /** The page with the unsubscribe button. */
  unsubscribe: string;
  /** Where a mail client POSTs List-Unsubscribe=One-Click. */
  oneClick: string;
}

function subscriberMail(
  kind: SubscriberMail["kind"],
  subject: string,
  lines: string[],
  links: SubscriberLinks,
): SubscriberMail {
  const body = [
    ...lines,
    "",
    "-- ",
    `${site.legalName}, ${site.phone.display}, ${site.email}`,
    `To stop these emails, unsubscribe here (one click, no login): ${links.unsubscribe}`,
  ].join("\n");
  return {
    kind,
    subject,
    body,
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * Sent when someone types an address into the subscribe box: nothing more is sent unless they
 * confirm. It says what they would receive and when the next one goes out, at `now`.
 */
export function confirmationEmail(confirmUrl: string, links: SubscriberLinks, now: number): SubscriberMail {
  return subscriberMail(
    "confirmation",
    `Please confirm your subscription to ${site.name}`,
    [
      "Hello,",
      "",
      `Someone, hopefully you, asked for ${site.name}'s monthly email to be sent to this address.`,
      "To confirm, open this link and press the button on the page:",
      "",
      confirmUrl,
      "",
      `The link works for ${CONFIRM_LINK_DAYS} days. If you didn't ask, ignore this email: we won't email you again`,
      "and we'll delete your address when the link expires.",
      "",
      ...welcomeWords(now),
    ],
    links,
  );
}

/** Sent once a subscription is confirmed: what to expect, and when the next e-mail goes out. */
export function welcomeEmail(links: SubscriberLinks, now: number): SubscriberMail {
  return subscriberMail(
    "welcome",
    `You're subscribed to ${site.name}'s monthly email`,
    [
      "Hello,",
      "",
      "Thanks for confirming your subscription.",
      "",
      ...welcomeWords(now),
      "",
      "You can unsubscribe at any time with the link below.",
    ],
    links,
  );
}
