import type { PrivacyContent } from "../types";

export default {
  lead:
    "This policy explains what personal information we collect through this website, why we collect it, how we look after it and how you can access or correct it. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "This website is operated by {name}, which provides waste management, recycling and environmental services to businesses and households. The legal entity responsible for this website and for your personal information is set out in the footer of every page.",
        "In this policy, \"we\", \"us\" and \"our\" refer to that entity, and \"you\" means anyone who visits the website or contacts us through it.",
      ],
    },
    {
      heading: "What we collect",
      paragraphs: [
        "We collect only the information you choose to give us and the technical details a web server needs to deliver pages. We do not ask for sensitive information, such as health details, and we ask you not to include it in your messages.",
      ],
      list: [
        "Contact enquiry form: your name, email address, phone number, business name, postcode, who the enquiry is for (for example a business or a private home), the service you are interested in, and your message.",
        "Subscribe box: your email address.",
        "Server logs: your IP address, browser type and the pages you request, kept briefly for security and rate limiting.",
      ],
    },
    {
      heading: "Why we collect it",
      paragraphs: [
        "We use enquiry details to reply to you, to understand what service you need, to prepare a quote or arrange a site visit, and to keep a record of our dealings with you.",
        "We use a subscribed email address to send the updates you asked for. We use server logs to keep the website running, to detect and block abuse such as automated form submissions, and to limit how often requests can be made.",
        "We do not use your information for any other purpose unless you agree or the law requires or permits it.",
      ],
    },
    {
      heading: "How we store and protect it",
      paragraphs: [
        "Enquiries, subscriptions and logs are stored on our own servers in Australia. When an enquiry arrives, an email notification containing its details is sent to the staff who will respond to it.",
        "We protect personal information with reasonable technical and organisational measures, including encrypted connections to the website, restricted access to the servers and staff access limited to those who need it for their work. No system is completely secure, but we take care to guard against misuse, interference, loss and unauthorised access, changes or disclosure.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal information only for as long as we need it, then delete it.",
      ],
      list: [
        "Enquiries are kept for 2 years and then deleted.",
        "Subscription email addresses are kept until you unsubscribe.",
        "Server logs are kept for 30 days.",
      ],
    },
    {
      heading: "Disclosure",
      paragraphs: [
        "We do not sell, rent or trade personal information. We share it only with service providers who help us run the website and our business, such as the provider that delivers our email, and only so far as they need it to perform that service for us.",
        "We may also disclose information where the law requires it, for example in response to a valid request from a court or government authority.",
      ],
    },
    {
      heading: "Direct marketing and unsubscribing",
      paragraphs: [
        "We send marketing emails only to people who have subscribed or who have otherwise agreed to receive them. Every such email includes a simple way to unsubscribe, and you can also ask us to stop by contacting us.",
        "When you unsubscribe, we remove your email address from our list and stop sending marketing messages to it.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "This website sets no tracking or advertising cookies. If we ever add cookies that are not strictly needed to run the site, we will update this policy first.",
      ],
    },
    {
      heading: "Access and correction",
      paragraphs: [
        "You may ask for a copy of the personal information we hold about you and ask us to correct anything that is inaccurate, out of date or incomplete. We will need to confirm your identity before releasing or changing information.",
        "We respond to access and correction requests within a reasonable time and do not charge for making a request. If we decline, we will explain why in writing.",
      ],
    },
    {
      heading: "Complaints",
      paragraphs: [
        "If you believe we have mishandled your personal information, please contact us first using the details below and describe your concern. We will investigate and reply within 30 days.",
        "If you are not satisfied with our response, you can complain to the Office of the Australian Information Commissioner (OAIC) at oaic.gov.au.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [
        "For privacy questions, requests or complaints, email {email} or phone {phone}. Please mention privacy in your message so it reaches the right person quickly.",
      ],
    },
    {
      heading: "Changes to this policy",
      paragraphs: [
        "We may update this policy when our practices or the law change. The date at the top of this page shows when it was last reviewed, and the current version always applies from that date.",
      ],
    },
  ],
} satisfies PrivacyContent;
