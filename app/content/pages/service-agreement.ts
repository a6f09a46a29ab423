import type { PrivacyContent } from "../types";

export default {
  lead: "How our service agreements work, in plain English: how long they last, what happens when a term ends, how and when prices change, and how to cancel. The amounts and dates for your site are as set out in your quote and agreement.",
  updated: "2026-11-24",
  sections: [
    {
      heading: "What you agree to",
      paragraphs: [
        "Your agreement lists the services, bins and equipment, how often each is serviced, the prices, and the term. We send it with your quote, and the service starts once you accept it. Nothing in it is hidden in a separate document: the terms on this page are part of it.",
      ],
    },
    {
      heading: "The term, and what happens when it ends",
      paragraphs: [
        "Many services, such as skip hire, a one-off clean-out or an audit, have no term at all. Regular collections and equipment rentals usually have a fixed term, chosen with you and written in your agreement.",
        "No agreement renews itself. Before a term ends we write to you, at least 30 days ahead, with the prices we would offer for a new term. If you do nothing, the service continues month to month on the same prices, and either of us can end it with the notice written in your agreement.",
      ],
    },
    {
      heading: "How prices are reviewed",
      paragraphs: [
        "We review prices once a year, on the anniversary of your agreement, and tell you in writing at least 30 days before any change takes effect, with the reason for it.",
        "Changes to government levies are passed on at cost from the date the state sets, and shown as their own line where we can (see fees and charges). If we raise any other price during a term, you may end the affected service without a cancellation fee by telling us before the change takes effect.",
      ],
      links: [{ label: "Fees and charges", href: "/fees-and-charges" }],
    },
    {
      heading: "Changing the service",
      paragraphs: [
        "You can ask to change bin sizes, streams or collection days at any time. A change that suits your site better is not a reason for a fee: we confirm the new prices in writing before the change starts.",
      ],
    },
    {
      heading: "How to cancel",
      paragraphs: [
        "To cancel, call us or email us, and we confirm it in writing. Month-to-month services end after the notice period in your agreement. Ending a fixed term early may involve the cost of removing equipment we installed for you or the rest of a rental, as set out in your quote; we tell you the amount before you decide.",
        "Under the Australian Consumer Law, terms in standard-form contracts with small businesses must be fair. If something in an agreement seems unfair to you, tell us and we will look at it with you.",
      ],
    },
  ],
} satisfies PrivacyContent;
