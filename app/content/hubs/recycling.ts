import type { HubContent } from "../types";

export default {
  path: "/recycling",
  lead:
    "Separate streams, the right containers and honest reporting: we help businesses recycle more of what they throw away, and prove it.",
  overview: [
    "Most of what a business discards is a material someone can use: fibre for new packaging, glass for bottles, metal for smelters, food for compost, timber for mulch. Once it is mixed into a general waste bin, though, most of that value is lost. Recycling works when each material is kept apart from the start and collected in a way that keeps it clean.",
    "We collect separated streams in bins, cages, bulk containers or as bales, and deliver them to processors who turn them into new products. Regular diversion reports show how much went where, which is useful for sustainability reporting, tenant and customer questions, and tracking progress against your own targets.",
    "Good recycling is not only about the truck. Signage, bin placement and staff habits decide how clean your streams are, so we help with those too, from picture signs to short briefings for cleaners and new staff on what belongs in each bin.",
  ],
  guidance: {
    heading: "Getting recycling right",
    paragraphs: [
      "Begin with your largest, cleanest streams. For a retailer that is usually cardboard; for a restaurant, food and glass; for a factory, pallets, metal and plastic wrap. Separating one high-volume material well beats half-separating ten.",
      "Contamination is the main reason recycling loads are rejected. Put recycling bins next to general waste bins so people are never forced to choose the wrong one, label them with pictures, and check bins now and then.",
    ],
  },
  faqs: [
    {
      question: "Is recycling cheaper than general waste?",
      answer: "Often, because landfill levies apply to general waste. Savings depend on volumes and contamination, which a waste audit can estimate.",
    },
    {
      question: "Do you provide recycling reports?",
      answer: "Yes. We report the streams and amounts collected so you can track diversion from landfill.",
    },
    {
      question: "What happens if a recycling bin is contaminated?",
      answer: "A badly contaminated load may be treated as general waste. We let you know and help find the cause.",
    },
  ],
  related: [
    "/services/waste-segregation-systems",
    "/services/cardboard-balers-plastic-balers",
    "/services/waste-education-training",
    "/services/zero-waste-strategy",
    "/services/waste-audits-waste-assessments",
  ],
} satisfies HubContent;
