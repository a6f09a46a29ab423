import type { TopicContent } from "../types";

export default {
  path: "/industries/office-buildings-waste-management",
  lead: "Office waste looks simple until a building has twenty tenants, a cleaning contractor, a basement dock and a sustainability rating to defend. We give property managers and tenants one system that works on every floor.",
  overview: [
    "Offices produce paper, cardboard, coffee cups, takeaway containers, food scraps from kitchenettes, bottles and cans, plus regular batches of confidential documents and retired IT equipment. Fit-outs and relocations bring short bursts of furniture, partitions and carpet tiles.",
    "In a multi-tenant building the problems are about people and logistics. Cleaners empty floor bins into a shared chute or goods lift, so good sorting at desks can be undone if everything is tipped together. Basement docks are shared with couriers and contractors, and the loading bay often has a height limit and booking rules.",
    "Security is the other concern. Confidential paper in an open recycling bin is a privacy breach waiting to happen, and old laptops still hold data long after they leave a desk.",
  ],
  included: [
    "Floor recycling stations for paper, commingled and organics",
    "Locked shredding consoles with scheduled collection",
    "Cardboard recycling at the dock",
    "General waste in a compactor or front lift bins",
    "E-waste collection with secure data destruction",
    "Soft plastic and coffee cup recycling options",
    "Waste audits and tenant reporting for ratings",
    "Furniture and fit-out waste removal",
  ],
  options: {
    heading: "A typical set-up for a 15-storey tenanted building",
    rows: [
      { name: "Floor recycling stations", capacity: "Three or four colour-coded bins", suits: "Kitchens and print rooms on each level" },
      { name: "Shredding consoles", capacity: "Locked units per tenancy", suits: "Contracts, HR files and client papers" },
      { name: "Dock compactor", capacity: "Static or self-contained", suits: "Mixed general waste from all floors" },
      { name: "Cardboard and commingled bins", capacity: "660 L to 1100 L", suits: "Packaging and recyclables from cleaners' rounds" },
    ],
  },
  steps: [
    { title: "Audit the building", text: "We sort a sample of bins to see what tenants throw away and how much is recyclable." },
    { title: "Align cleaners and tenants", text: "Floor stations and cleaning contracts are set up so separated streams stay separate down to the dock." },
    { title: "Schedule dock access", text: "Collections fit your loading bay bookings and after-hours access rules." },
    { title: "Report by tenancy", text: "Diversion data supports ratings, tenant sustainability reports and green lease clauses." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/shopping-centre-retail-waste-management", "/industries/education"],
    text: "We work with property managers of commercial towers, business parks, owner-occupied headquarters, co-working spaces and government offices. Small offices in shared buildings can use our shredding and e-waste services alongside the landlord's bins.",
  },
  compliance: [
    "The Privacy Act 1988 requires organisations covered by it to take reasonable steps to destroy or de-identify personal information they no longer need. Locked consoles, secure shredding and a certificate of destruction give a clear record. Hard drives and phones need data destruction before recycling, and Victoria bans e-waste from landfill.",
    "Building owners pursuing NABERS or Green Star ratings will need reliable waste data, often gathered through audits. Cleaners and dock staff moving heavy bins are covered by WHS duties, so bin tugs or lifters may be needed.",
  ],
  faqs: [
    { question: "Why does recycling get mixed back together?", answer: "Usually because cleaners have one bag or one chute. We work with the building and cleaning contractor so each stream has its own bag colour and route." },
    { question: "How often should shredding consoles be emptied?", answer: "Most offices use a fortnightly or monthly cycle, with extra pick-ups for archive clear-outs." },
    { question: "Can tenants see their own recycling data?", answer: "Where tenants have separate bins or audits, we can report by tenancy; otherwise we report for the building." },
    { question: "What about office moves?", answer: "We provide skips or crews for furniture, sort reusable items, and securely collect documents and e-waste." },
  ],
  related: [
    "/waste-management/secure-document-shredding",
    "/recycling/e-waste-electronics-recycling",
    "/services/waste-segregation-systems",
    "/services/waste-audits-waste-assessments",
    "/recycling/commingled-recycling",
    "/services/waste-compactors",
  ],
} satisfies TopicContent;
