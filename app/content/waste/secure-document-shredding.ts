import type { TopicContent } from "../types";

export default {
  path: "/waste-management/secure-document-shredding",
  lead:
    "Payslips, patient files, contracts and customer records should never sit loose in a recycling bin. Staff drop them into a locked console, and our team collects, shreds and recycles the paper without anyone reading it along the way.",
  overview: [
    "Most organisations hold paper that identifies people or reveals commercial secrets: HR files, invoices with bank details, medical and legal records, tenders and tax papers. The safest way to destroy it routinely is a locked bin where people already work, so confidential paper never piles up on desks or lands in open recycling.",
    "We supply locked consoles for offices and locked wheelie bins for bulk paper. On the scheduled day, a uniformed operator unlocks the container, transfers the paper into a sealed bag or bin, and takes it directly to secure shredding. The shredded paper is then baled and sent for recycling into new paper products.",
    "We also handle one-off purges, for example when archived files pass their keep-until date or an office relocates.",
  ],
  included: [
    "Locked consoles and security bins, supplied and serviced",
    "Regular collection on a weekly, fortnightly or monthly cycle",
    "One-off archive purges and office move clear-outs",
    "Secure chain of custody from your premises to the shredder",
    "Shredded paper recycled into new paper products",
    "Certificate of destruction for every service",
  ],
  options: {
    heading: "Console and bin sizes",
    rows: [
      { name: "Office console", capacity: "About 100 litres", suits: "Reception areas, small offices and individual teams" },
      { name: "Security wheelie bin", capacity: "240 litres", suits: "Open-plan offices, accounts departments and clinics" },
      { name: "Large security bin", capacity: "360 litres", suits: "Busy legal, finance and records teams" },
      { name: "One-off purge bins", capacity: "Multiple 240 litre bins or archive box collection", suits: "Archive clear-outs, relocations and end-of-retention destruction" },
    ],
  },
  steps: [
    { title: "Work out how much you generate", text: "Staff numbers and office layout tell us how many consoles you need and where." },
    { title: "Consoles placed", text: "Locked consoles and bins are delivered, with a sign on each explaining what belongs inside." },
    { title: "Scheduled collection", text: "On your service day the contents are transferred to sealed containers and taken straight to secure shredding." },
    { title: "Certificate issued", text: "After shredding, a certificate of destruction is issued to you as proof." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/office-buildings-waste-management",
      "/industries/healthcare-hospital-waste-management",
      "/industries/education",
      "/industries/aged-care",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "Accountants, law firms, real estate agencies, medical practices, schools and corporate offices all use secure shredding. A sole practitioner might have one console emptied monthly, while a head office runs dozens of bins. Households can book a one-off collection for old tax returns.",
  },
  compliance: [
    "The Privacy Act 1988 and its Australian Privacy Principles expect organisations covered by the Act to destroy or de-identify personal information once it is no longer needed for a permitted purpose, using steps that are reasonable in the circumstances. Secure shredding with a documented chain of custody and a certificate of destruction is a practical way to show those steps were taken. Health records and some financial records carry their own retention and destruction requirements, so check those before a purge.",
    "Each certificate of destruction records the date, the customer and the containers serviced. File them with your privacy records, because auditors and clients often ask for them.",
  ],
  faqs: [
    { question: "Do I need to remove staples and paper clips?", answer: "No. Staples, clips and spiral binding pass through industrial shredders. Remove lever arch mechanisms and bulk plastic sleeves if you can." },
    { question: "Can I watch the shredding?", answer: "Tell us when you book if you need to witness destruction. We can discuss the options, including on-site arrangements, depending on your location and volume." },
    { question: "What happens to the paper after shredding?", answer: "The shredded paper is baled and sent to paper mills for recycling, so confidential waste is also kept out of landfill." },
    { question: "Who has the keys to the consoles?", answer: "Our operators hold service keys. If your office needs its own access, for example to retrieve something dropped in by mistake, we can arrange a key for a nominated person." },
    { question: "Can you destroy hard drives and USB sticks too?", answer: "Yes. Electronic media can be collected separately for physical destruction, and our e-waste service handles the computers themselves." },
  ],
  related: [
    "/waste-management/secure-product-destruction",
    "/recycling/cardboard-recycling",
    "/recycling/e-waste-electronics-recycling",
    "/industries/office-buildings-waste-management",
    "/industries/healthcare-hospital-waste-management",
  ],
} satisfies TopicContent;
