import type { PrivacyContent } from "../types";

export default {
  lead:
    "This policy explains what personal information we collect through this website, why we collect it, how we look after it and how you can access or correct it. We handle personal information in line with the Privacy Act 1988 (Cth) and the Australian Privacy Principles.",
  updated: "2026-11-24",
  sections: [
    {
      heading: "Who we are",
      paragraphs: [
        "This website is operated by {legalName} ({name}), which provides waste management, recycling and environmental services to businesses and households. {legalName} is responsible for this website and for your personal information.",
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
        "Subscribe box: your email address, when and on which page you asked to subscribe, and when you confirmed.",
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
        "Enquiries, subscriptions and logs are stored on our own servers in Australia. When an enquiry arrives, an email notification containing its details is sent to the staff who will respond to it, and, where we have set one up, a copy is sent to the system we use to manage customer enquiries.",
        "We protect personal information with reasonable technical and organisational measures, including encrypted connections to the website, restricted access to the servers and staff access limited to those who need it for their work. No system is completely secure, but we take care to guard against misuse, interference, loss and unauthorised access, changes or disclosure.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal information only for as long as we need it, then delete it.",
      ],
      list: [
        "Enquiries, and the emails we sent about them, are kept for {enquiryRetention} and then deleted automatically.",
        "Subscription email addresses are kept until you unsubscribe. An address that is not confirmed within {confirmLinkDays} days is deleted.",
        "When you unsubscribe we delete your address and keep only a coded record of it (a keyed hash, from which the address cannot be read back), so that we never email it again unless you subscribe again.",
        "Server logs are kept for 30 days.",
      ],
    },
    {
      heading: "Disclosure",
      paragraphs: [
        "We do not sell, rent or trade personal information. We share it only with service providers who help us run the website and our business, such as the provider that delivers our email and the system we use to manage customer enquiries, and only so far as they need it to perform that service for us.",
        "Some of these providers, including our email provider, may store or process information on servers outside Australia. Before we use such a provider we take reasonable steps to make sure it handles your information in line with the Australian Privacy Principles, and we remain accountable for how it does. Ask us and we will tell you which providers and countries are involved.",
        "We may also disclose information where the law requires it, for example in response to a valid request from a court or government authority.",
      ],
    },
    {
      heading: "Direct marketing and unsubscribing",
      paragraphs: [
        "We send marketing emails only to people who have subscribed or who have otherwise agreed to receive them. When you type your address into the subscribe box we send one email asking you to confirm; you are subscribed only once you press the button on the page its link opens, so nobody can sign you up without you knowing.",
        "Every email we send to subscribers has an unsubscribe link that needs no login and no other details, and works with the unsubscribe button of email programs that offer one. An unsubscribe takes effect straight away, well within the five working days the Spam Act 2003 allows. You can also ask us to stop by contacting us.",
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
        "You may ask for a copy of the personal information we hold about you, ask us to correct anything that is inaccurate, out of date or incomplete, or ask us to delete it. We can give you everything the website has stored about your email address (your enquiries, your subscription and the emails we sent you) as a file. We will need to confirm your identity before releasing, changing or deleting information.",
        "We respond to access, correction and deletion requests within a reasonable time, usually within 30 days, and do not charge for making a request. If we decline, we will explain why in writing.",
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
