import type { TopicContent } from "../types";

export default {
  path: "/services/waste-consulting",
  lead:
    "When a waste decision carries real cost or compliance risk, it helps to have someone who runs collections every day on your side. Our consultants give straight answers, in writing.",
  overview: [
    "Waste consulting covers the questions that sit between the bin and the boardroom. Is this contract fair? How should a new building's bin room be laid out? Which streams are worth separating, and what does the regulator expect of us? We answer them with the knowledge we use to run collections every day.",
    "Independence matters in this work. If the best outcome for your site is different equipment, another processing route or a contract with a different provider, we say so. After {years} years in the industry, we would rather keep a client's trust than win one extra bin.",
  ],
  included: [
    "Review of waste contracts, service schedules and pricing terms",
    "Waste management plans for development applications",
    "Bin room, loading dock and equipment layout advice",
    "Compliance reviews of waste classification, storage and tracking",
    "Tender specifications and evaluation of collector bids",
    "Support when responding to a regulator, council or customer",
  ],
  options: {
    heading: "Ways to work with us",
    intro: "Engagements range from one question to a standing advisory role.",
    rows: [
      {
        name: "Focused advice",
        capacity: "One contract, notice or proposal reviewed and answered in writing",
        suits: "Small businesses and one-off decisions",
      },
      {
        name: "Site review",
        capacity: "Visit, interviews and a report on streams, layout and compliance",
        suits: "Sites juggling several waste problems at once",
      },
      {
        name: "Project or ongoing support",
        capacity: "A plan or tender managed end to end, or regular check-ins",
        suits: "New buildings and multi-site groups",
      },
    ],
  },
  steps: [
    {
      title: "Tell us the problem",
      text: "A short conversation with our team to understand the site, the decision and the deadline.",
    },
    {
      title: "Gather the facts",
      text: "We read contracts, invoices, permits and drawings, and visit the site wherever the real constraints need to be seen.",
    },
    {
      title: "Advise in writing",
      text: "You get a clear recommendation, the options we ruled out and the risks, and we can stay involved while it is put in place.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/apartment-buildings",
      "/industries/office-buildings-waste-management",
      "/industries/food-manufacturing-processing",
      "/other-manufacturing-waste-management",
      "/industries/distribution-centres-logistics",
      "/industries/healthcare-hospital-waste-management",
    ],
    text: "Consulting suits organisations without a waste specialist that face a decision with real consequences. Developers and owners corporations use us for waste plans and bin rooms, manufacturers and distribution centres for equipment and stream choices, and health and food businesses for questions about regulated waste.",
  },
  compliance: [
    "Waste law is made state by state. In Victoria that means the Environment Protection Act 2017 and the industrial waste duties enforced by EPA Victoria; in New South Wales, the Protection of the Environment Operations Act 1997; and in Queensland, the Environmental Protection Act 1994 and the Waste Reduction and Recycling Act 2011. Each state also sets its own landfill levy and its own tracking rules for regulated waste.",
    "Many councils require a waste management plan with development applications, assessed against their own guidelines for bin numbers, storage space and vehicle access, and we design around the trucks that will really service the site. Our advice is technical rather than legal, and we will tell you when a matter needs a lawyer.",
  ],
  faqs: [
    {
      question: "How is a consultant different from our collector's account manager?",
      answer:
        "An account manager looks after their own company's services. A consultant looks at equipment, layout, compliance and other providers too, and is free to recommend that you buy less service.",
    },
    {
      question: "Can you write the waste plan for our development application?",
      answer:
        "We work from your drawings and the council's waste guideline, size storage for each stream, check truck access with your traffic engineer, and revise the plan if council requests changes.",
    },
    {
      question: "We have received a notice about our waste. What should we do first?",
      answer:
        "Note the deadlines, keep every related record and contact us early. We help you understand what is being asked, gather the evidence and put corrective actions in place while you respond.",
    },
    {
      question: "Will you only recommend your own services?",
      answer:
        "No. If another provider or equipment we do not supply is the better answer, the report says so, and you are under no obligation to use {name} afterwards.",
    },
  ],
  related: [
    "/services/waste-audits-waste-assessments",
    "/services/spend-savings-analysis",
    "/services/zero-waste-strategy",
    "/services/waste-compactors",
    "/industries/apartment-buildings",
    "/waste-management/chemical-waste-hazardous-waste",
  ],
} satisfies TopicContent;
