import type { TopicContent } from "../types";

export default {
  path: "/services/zero-waste-strategy",
  lead:
    "Zero waste is a direction of travel, not a single project. We help you set targets you can reach, change what comes in the door and report progress honestly.",
  overview: [
    "A zero waste strategy sets out how your organisation will steadily cut what it sends to landfill and what it generates in the first place. Most organisations treat zero waste as a very high diversion goal reached over several years, not a promise that nothing will ever be landfilled.",
    "The plan follows the waste hierarchy: avoid, reduce, reuse, recycle, recover, and only then dispose. We begin with purchasing, packaging, reusable crates and donation of surplus food and goods, then add streams such as organics, soft plastics, timber or e-waste. A baseline audit and agreed measures, such as landfill tonnes per site, keep every stage tied to real results.",
  ],
  included: [
    "Baseline audit and review of collection data",
    "Targets by year, stream and site",
    "Supplier and packaging review to avoid waste at the source",
    "New recycling streams with confirmed end destinations",
    "Food rescue and donation options for surplus stock",
    "Reporting framework with a documented diversion calculation",
  ],
  options: {
    heading: "Strategy stages",
    intro: "Organisations usually move through these stages over a few years.",
    rows: [
      {
        name: "Baseline",
        capacity: "Audit, data gathering and current costs",
        suits: "Every organisation starting out",
      },
      {
        name: "Quick wins",
        capacity: "Right-sized bins, cardboard and commingled recycling, training",
        suits: "Sites with recyclables in general waste",
      },
      {
        name: "New streams",
        capacity: "Organics, soft plastics, pallets and e-waste",
        suits: "Kitchens, warehouses and manufacturers",
      },
      {
        name: "Design out waste",
        capacity: "Procurement rules, supplier take-back and reusable packaging",
        suits: "Organisations with established recycling",
      },
    ],
  },
  steps: [
    {
      title: "Measure",
      text: "We audit your waste and gather data from every provider to set the baseline.",
    },
    {
      title: "Plan and deliver",
      text: "With your leadership team we agree targets, owners and budgets, then roll out changes in stages, starting with those that also cut cost.",
    },
    {
      title: "Report and review",
      text: "Regular reports track progress against the baseline, and an annual review resets the plan.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/distribution-centres-logistics",
      "/industries/education",
      "/industries/office-buildings-waste-management",
      "/other-manufacturing-waste-management",
    ],
    text: "A formal strategy suits organisations with a public sustainability commitment, customers or investors asking for evidence, or a board that wants waste costs to fall each year. Smaller businesses can use a cut-down version built around a few clear targets.",
  },
  compliance: [
    "The National Waste Policy Action Plan sets national targets for 2030, including halving the organic waste sent to landfill, and state strategies in Victoria, New South Wales and Queensland point the same way. These targets bind governments rather than businesses, but they shape levies, landfill bans and the services available to you.",
    "Diversion claims must be accurate, because the ACCC has made misleading environmental claims an enforcement priority under the Australian Consumer Law. We calculate diversion from weighed or reliably estimated tonnes and keep recycling separate from energy recovery. Companies preparing mandatory climate disclosures can also use our tonnages, since operational waste is an indirect emissions category under the Greenhouse Gas Protocol.",
  ],
  faqs: [
    {
      question: "Is zero waste actually achievable?",
      answer:
        "Sending nothing to landfill is rare, because some materials have no practical recycling route. A large, steady reduction is achievable, and we set targets that stretch you without becoming promises you cannot keep.",
    },
    {
      question: "How long does a strategy take?",
      answer:
        "The baseline and plan usually take a few weeks. Delivery runs over several years, with quick wins first and supplier or equipment changes as contracts and budgets allow.",
    },
    {
      question: "Will a zero waste program increase our costs?",
      answer:
        "Early stages often reduce costs, because recycling usually costs less than landfill. Some specialist streams may cost more, and we show the cost effect of each action before you commit.",
    },
    {
      question: "Can we use your data in our sustainability report?",
      answer:
        "That is what the reporting framework is for. We provide tonnages, destinations and the calculation method, and can explain the figures to your auditors.",
    },
  ],
  related: [
    "/services/waste-audits-waste-assessments",
    "/services/waste-education-training",
    "/recycling/food-waste-organics-recycling",
    "/recycling/plastic-recycling",
    "/services/food-waste-equipment",
    "/large-business",
  ],
} satisfies TopicContent;
