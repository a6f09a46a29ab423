import type { TopicContent } from "../types";

export default {
  path: "/services/waste-audits-waste-assessments",
  lead:
    "Before you change bins, contracts or suppliers, find out what is really in your waste. We sort it, weigh it and tell you plainly what to change first.",
  overview: [
    "A waste audit is the evidence behind every other waste decision. Our auditors take a representative sample of your bins, sort the contents by material, weigh each category and photograph what they find. A waste assessment is the lighter option: a walk-through of bin areas and collection records without tipping anything out, useful for a quick picture or for scoping a full audit.",
    "Most managers are surprised by how much of their general waste is really cardboard, food scraps, stretch wrap or drink bottles, every kilogram of it attracting landfill levy it did not need to. The audit puts your own weights against those materials, so the case for change rests on your numbers rather than industry averages.",
  ],
  included: [
    "Walk-through of bin stores, docks, kitchens and production areas",
    "Review of bin sizes, lift frequencies and collection records",
    "Composition audit with each material weighed and photographed",
    "Contamination check of your existing recycling bins",
    "Written report with your diversion rate and ranked recommendations",
    "Baseline figures to compare against future audits",
  ],
  options: {
    heading: "Audit levels",
    intro: "The depth of the audit matches the decision in front of you.",
    rows: [
      {
        name: "Walk-through assessment",
        capacity: "Visual inspection of bins and records, with no sorting",
        suits: "Small sites and first looks at waste",
      },
      {
        name: "Standard bin audit",
        capacity: "Sample of waste and recycling bins sorted over one collection cycle",
        suits: "Single sites wanting a baseline",
      },
      {
        name: "Detailed or multi-site audit",
        capacity: "All streams in detailed categories, over several days or sites",
        suits: "Manufacturers, retail chains and formal reporting",
      },
    ],
  },
  steps: [
    {
      title: "Scope the audit",
      text: "We agree which streams, areas and days to sample, and arrange for the chosen bins to be held back from collection.",
    },
    {
      title: "Sort and weigh",
      text: "Auditors in protective equipment sort each bin into categories in a space you nominate, then weigh and photograph every category.",
    },
    {
      title: "Report and debrief",
      text: "You receive annual estimates, photographs and a ranked action list, and we walk your team through the findings.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/office-buildings-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/food-manufacturing-processing",
      "/other-manufacturing-waste-management",
      "/industries/education",
    ],
    text: "Any business paying for more than a couple of general waste bins will learn something from an audit. It is most valuable before signing a new contract, adding a recycling stream or answering a tender that asks for diversion figures.",
  },
  compliance: [
    "Sorting waste is a work health and safety task, so we complete a risk assessment with you beforehand. Anything hazardous found in the bins, such as needles, batteries or unlabelled containers, is isolated rather than sorted.",
    "Misplaced waste can also carry legal obligations. In Victoria, the general environmental duty under the Environment Protection Act 2017 expects businesses to minimise risks from their waste, and New South Wales and Queensland impose comparable duties through their own environment laws. Our reports flag regulated material found in general bins and record the method and sample size, so results can support NABERS Waste ratings or sustainability reporting.",
  ],
  faqs: [
    {
      question: "Do we need to prepare anything for the audit?",
      answer:
        "Change nothing about how waste is handled during the sample days, so the results reflect normal practice. We need the sampled bins held back from collection and a safe, flat sorting area about the size of a car space.",
    },
    {
      question: "How accurate is an audit based on a sample?",
      answer:
        "A sample is an estimate, not a count of every item thrown away in a year. Sorting more bins over more days improves confidence, and the report states the sample size and its limits.",
    },
    {
      question: "Can you audit our site if another company collects our bins?",
      answer:
        "Yes, the audit is independent of who collects your waste. You can take the recommendations to your current provider, to us or to the market.",
    },
    {
      question: "How often should we repeat the audit?",
      answer:
        "Once a year suits most businesses tracking a target, using the same method each time. A repeat audit a few months after introducing a new stream confirms it is being used properly.",
    },
  ],
  related: [
    "/services/spend-savings-analysis",
    "/services/zero-waste-strategy",
    "/services/waste-consulting",
    "/services/waste-education-training",
    "/services/waste-segregation-systems",
    "/recycling",
  ],
} satisfies TopicContent;
