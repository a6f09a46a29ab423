import type { TopicContent } from "../types";

export default {
  path: "/services/spend-savings-analysis",
  lead:
    "Waste bills creep upwards quietly: a bin that is never full, a rate rise nobody checked, a surcharge that appeared one month and stayed. We go through your costs line by line.",
  overview: [
    "A commercial waste invoice usually combines bin rental, lift charges, a landfill levy component, fuel or environmental surcharges, and excess weight or contamination fees, and any of them can change during a contract. Spread across months, streams and sites, small errors and poorly matched services can run for years unnoticed.",
    "We rebuild what you pay for each bin and stream from up to twelve months of invoices, compare it with your contract, and test it against what the bins actually hold. Common findings include unnecessary lifts, general waste bins full of cardboard, charges for bins removed long ago, and increases applied outside the contract terms. The report shows each achievable saving, how confident we are in it and what it takes to secure.",
  ],
  included: [
    "Line-by-line review of up to twelve months of invoices",
    "Check of every charge against contract rates and review clauses",
    "Bin size and lift frequency review against fill levels",
    "Idle, duplicated or removed bins that are still being billed",
    "Savings from moving material into cheaper recycling streams",
    "Summary of contract term, renewal date and notice period",
  ],
  options: {
    heading: "Review scope",
    intro: "Pick the depth of review that fits your spend and number of sites.",
    rows: [
      {
        name: "Invoice check",
        capacity: "Invoices compared with the contract for one site",
        suits: "Small businesses that suspect overcharging",
      },
      {
        name: "Service and spend review",
        capacity: "Invoices, contract, site visit and bin fill checks",
        suits: "Single sites wanting to right-size services",
      },
      {
        name: "Portfolio review",
        capacity: "All sites and providers in one spend baseline",
        suits: "Multi-site businesses and franchise groups",
      },
    ],
  },
  steps: [
    {
      title: "Send the paperwork",
      text: "Share recent invoices, the current contract and any service schedule you have.",
    },
    {
      title: "Rebuild the spend",
      text: "We separate every charge by bin, stream and site, and flag anything that does not match agreed rates.",
    },
    {
      title: "Report and act",
      text: "You receive the findings with estimated savings, and we can raise errors and service changes with your provider for you.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/hospitality-waste-management",
      "/industries/office-buildings-waste-management",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
      "/industries/apartment-buildings",
    ],
    text: "A review pays off most for businesses that have not looked at waste since signing a contract years ago, whose operations have grown or changed, or that use different providers at different sites. Even a small cafe with two bins can benefit from a quick check before its contract rolls over.",
  },
  compliance: [
    "Savings must never come from cutting corners. We will not suggest moving hazardous, clinical or liquid waste into general bins, and every change we propose keeps waste going to licensed facilities with tracking where your state requires it. Landfill levies are set by state governments, so we separate them from the collector's own charges to show which costs are negotiable.",
    "Waste contracts often include automatic renewal, price review and early termination clauses. The unfair contract terms protections in the Australian Consumer Law cover many small business contracts, and since November 2023 unfair terms can attract penalties. We summarise the terms that affect your costs and recommend legal advice for a dispute over a specific clause.",
  ],
  faqs: [
    {
      question: "What do you need from us to get started?",
      answer:
        "Ideally twelve months of invoices for every stream, the contract and a site contact. A few recent invoices are enough to begin.",
    },
    {
      question: "Do we have to change providers to save money?",
      answer:
        "Not necessarily. Correcting errors, removing idle bins and changing lift frequencies can usually happen with your current provider, and we recommend going to market only when the numbers support it.",
    },
    {
      question: "How do you estimate the savings?",
      answer:
        "From your own charges and service data, such as the cost of a lift multiplied by the lifts we believe can go. We show the working and rate our confidence in each item.",
    },
    {
      question: "Will you contact our current collector?",
      answer:
        "Only with your permission. Some clients take our findings to their provider themselves, while others ask us to lodge billing disputes and negotiate changes.",
    },
  ],
  related: [
    "/services/waste-audits-waste-assessments",
    "/services/waste-consulting",
    "/services/waste-compactors",
    "/services/cardboard-balers-plastic-balers",
    "/medium-business",
    "/large-business",
  ],
} satisfies TopicContent;
