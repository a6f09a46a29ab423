import type { HubContent } from "../types";

export default {
  path: "/your-business",
  lead:
    "A cafe, a growing manufacturer, a national retailer and a family clearing out a garage need very different things from a waste company. Start with the size that fits you.",
  overview: [
    "The right waste plan depends as much on the size of your operation as on what you throw away. Small businesses need flexibility and simple billing without long lock-in. Growing businesses juggle more streams, more staff and rising costs. Large and multi-site organisations need consistency, consolidated reporting and one point of contact across locations.",
    "Households are different again: most need a skip or a one-off removal for a renovation, move or clean-up, with clear advice on what can go in and what needs separate disposal.",
    "Whichever group you belong to, we start by understanding your waste and your site, then recommend the smallest set of services that does the job. As your business grows, the plan grows with it, without changing providers. A single cafe can move to a second site, a regional warehouse can join a national account, and the same team keeps track of your bins, records and reporting throughout.",
  ],
  guidance: {
    heading: "Finding the right fit",
    paragraphs: [
      "Choose by how you operate rather than by headcount alone. A small business with heavy food or glass volumes may need the equipment and scheduling we normally suggest for larger sites, while a large office may produce little beyond paper and containers.",
      "If you have several locations, list them with their bins and collection days before you call. It is the fastest way for us to find duplicated services and gaps.",
    ],
  },
  faqs: [
    {
      question: "Are there minimum contract lengths?",
      answer:
        "Terms depend on the service and equipment, and we explain them before you sign. No agreement renews itself: we write to you before a term ends, and you choose whether to go on.",
      links: [{ label: "Our service agreement in plain English", path: "/service-agreement" }],
    },
    {
      question: "Can we start small and add services later?",
      answer: "Yes. Many customers begin with one or two bins and add recycling streams or equipment as volumes grow.",
    },
    {
      question: "How do we get started?",
      answer: "Call {phone} or use our contact form. Tell us about your site and current bins and we will suggest a plan.",
    },
  ],
  related: [
    "/services",
    "/services/spend-savings-analysis",
    "/services/waste-audits-waste-assessments",
    "/industries",
    "/contact-us",
  ],
} satisfies HubContent;
