import type { TopicContent } from "../types";

export default {
  path: "/large-business",
  lead:
    "Large organisations need waste services that behave the same at every site and data they can trust. We run collections, recycling and specialist streams across Melbourne, Sydney and Brisbane under a single agreement.",
  overview: [
    "At scale, waste covers almost everything: compacted general waste, baled cardboard and plastics, organics, pallets, scrap metal, confidential paper, e-waste, and liquid or hazardous streams from plant and fleet maintenance. Each site also has its own access rules and hours.",
    "When every site has a different provider, nobody sees the full picture. Invoices differ, contamination goes unnoticed and nobody can total what went to landfill. Bringing the streams under one account gives procurement, operations and sustainability staff the same numbers.",
    "We assign an account manager who knows your sites, co-ordinate local crews and suppliers, and plan changes such as new streams or equipment with each site manager.",
  ],
  included: [
    "A dedicated account manager and a single point of escalation",
    "Site-by-site assessments and waste audits",
    "Compactors, balers and bin lifters supplied and maintained",
    "Consolidated invoicing with costs split by site or cost centre",
    "Collection and diversion reports by site, stream and period",
    "Liquid, hazardous, medical and secure destruction services",
    "Zero waste and landfill diversion planning",
    "Staff training and signage for consistent sorting",
  ],
  options: {
    heading: "A typical multi-site set-up",
    intro: "A distribution centre supplying several retail or office sites might look like this.",
    rows: [
      { name: "Static compactor with hook-lift bin", capacity: "15 to 30 m³", suits: "General waste at distribution centres and shopping centre docks" },
      { name: "Horizontal or large vertical baler", capacity: "Mill-size bales", suits: "Cardboard and soft plastic from high-volume receiving docks" },
      { name: "Front lift bins", capacity: "3 to 4.5 m³", suits: "Retail and office sites without room for a compactor" },
      { name: "Secure document consoles", capacity: "Lockable consoles and 240 L bins", suits: "Head office, finance and HR areas" },
      { name: "Scheduled liquid waste service", capacity: "Vacuum tanker", suits: "Grease traps, interceptors and wash bays" },
    ],
  },
  steps: [
    { title: "Scope the portfolio", text: "We gather site lists, current agreements and invoices to build a baseline of streams, volumes and spend." },
    { title: "Assess and audit", text: "Key sites are visited and audited so the recommendations rest on what is actually in the bins." },
    { title: "Staged roll-out", text: "Sites move across in an agreed order, with equipment installed and crews briefed before each changeover." },
    { title: "Report and improve", text: "Regular reports and account reviews track diversion, costs and service against agreed targets." },
  ],
  suits: {
    sizes: ["large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/industries/healthcare-hospital-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/education",
      "/industries/office-buildings-waste-management",
    ],
    text: "This service is built for national and multi-site organisations: retail chains, shopping centres, logistics operators, hospitals, universities, manufacturers and property portfolios with many tenancies.",
  },
  compliance: [
    "Large generators often handle waste that is regulated in every state, such as liquid, clinical and chemical streams. These must travel with licensed transporters and be tracked to approved treatment under each state environment regulator's system, and we keep the records.",
    "Reporting obligations are growing. Australia's mandatory climate-related financial disclosures are being phased in for large entities, and waste from operations is one source of the indirect emissions many companies now account for. Site-level data makes those disclosures far easier to support.",
    "Secure streams need proof. Confidential paper, data-bearing devices and recalled or branded stock can be destroyed with a certificate of destruction for your records.",
  ],
  faqs: [
    { question: "Can we keep some sites with an existing provider?", answer: "Yes. We can start with one region or one site type and include data from other providers in your reporting where you supply it." },
    { question: "How is reporting delivered?", answer: "Reports cover collections by site, stream and period, and we agree the format and frequency when the account is set up." },
    { question: "Do you handle regional sites?", answer: "Our own crews cover Melbourne, Sydney and Brisbane. For sites further afield we discuss what is practical, including working with local licensed operators." },
    { question: "Can you help us set a landfill diversion target?", answer: "Yes. Audits show what is in your waste today, and a zero waste strategy sets staged targets with the changes needed to reach them." },
    { question: "Who do we call when something goes wrong?", answer: "Your account manager handles escalations, and site staff can also call our general line for missed lifts or urgent collections." },
  ],
  related: [
    "/services/zero-waste-strategy",
    "/services/waste-audits-waste-assessments",
    "/services/spend-savings-analysis",
    "/services/waste-compactors",
    "/services/waste-consulting",
    "/waste-management/secure-product-destruction",
  ],
} satisfies TopicContent;
