import type { HubContent } from "../types";

export default {
  path: "/industries",
  lead:
    "Every sector produces its own mix of waste and works under its own rules. We shape collections, equipment and paperwork around the way your industry operates.",
  overview: [
    "A hospital, a pub and a distribution centre all need bins emptied, but that is where the similarity ends. Clinical waste, glass at closing time and mountains of shrink wrap each call for different containers, collection times, safety controls and records. Over {years} years we have learned what each sector needs and where the usual problems lie.",
    "For each industry we look at the streams it typically produces, the regulators and standards that apply, such as health, food safety, trade waste and environmental rules, and the practical limits of the site: loading docks, residents, trading hours and shared bin rooms.",
    "The result is a service that fits the way you already work, rather than one you have to work around. Choose your sector below to see the streams we usually manage for it, the equipment that helps, and the compliance points that come up most often when we set up a new site in that field.",
  ],
  guidance: {
    heading: "What changes from one industry to the next",
    paragraphs: [
      "Timing matters as much as bins. Schools and childcare centres need collections outside drop-off and pick-up, hospitality needs early-morning or late service that respects neighbours, and apartment buildings need quiet trucks and tidy bin rooms.",
      "Records matter too. Healthcare, food manufacturing and automotive sites are regularly inspected or audited, so keep collection records, waste tracking documents and certificates together where an auditor can find them.",
    ],
  },
  faqs: [
    {
      question: "My industry isn't listed. Can you still help?",
      answer: "Yes. Most businesses share common streams, and we tailor a plan to the rest. Call {phone} to talk it through.",
    },
    {
      question: "Do you understand industry-specific regulations?",
      answer: "We work with the rules that affect waste in each sector every day and can explain what applies to your site.",
    },
    {
      question: "Can you service several sites in different states?",
      answer: "Yes, across Melbourne, Sydney and Brisbane, under one account with combined reporting.",
    },
  ],
  related: ["/services", "/waste-management", "/your-business", "/services/waste-consulting", "/about"],
} satisfies HubContent;
