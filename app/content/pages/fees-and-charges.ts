import type { PrivacyContent } from "../types";

export default {
  lead: "What can appear on an invoice from us, in plain English, and why. Every amount is as set out in your quote: this page explains the kinds of charges, not their size, because they depend on your bins, your waste and your site.",
  updated: "2026-11-24",
  sections: [
    {
      heading: "The service itself",
      paragraphs: [
        "Most of an invoice is the service you asked for: each bin lift, pump-out, collection or visit at the price in your quote, and the rental of any bin or machine we supply. Your quote lists each item, how often it happens and what it costs, so the invoice can be checked line by line against it.",
      ],
    },
    {
      heading: "State waste levies",
      paragraphs: [
        "Each state charges a levy on waste that goes to landfill, and some on liquid and hazardous waste too. Landfills pay it on every tonne they receive and pass it on, so it reaches you through the disposal part of your price. We show it as its own line where we can, and we pass on levy changes at cost, from the date the state sets. Recycled and recovered material avoids the levy, which is the main reason sorting your waste lowers your bill.",
        "The rates and the areas they apply to are set by each state, on its own pages:",
      ],
      links: [
        { label: "New South Wales: waste levy (NSW EPA)", href: "https://www.epa.nsw.gov.au/your-environment/waste/waste-levy" },
        {
          label: "Victoria: waste levy (EPA Victoria)",
          href: "https://www.epa.vic.gov.au/for-business/find-a-topic/landfill-guidance/landfill-and-prescribed-waste-levies",
        },
        {
          label: "Queensland: waste levy rates (Queensland Government)",
          href: "https://www.qld.gov.au/environment/management/waste/recovery/disposal-levy/about/levy-rates",
        },
      ],
    },
    {
      heading: "Charges that depend on what happens on the day",
      paragraphs: [
        "A few charges apply only when something differs from what the quote assumed. Each is explained in your quote, with its amount, and we tell you when one is applied so you can stop it happening again.",
      ],
      list: [
        "Excess weight: a bin or skip filled beyond the weight it is rated for, most often with soil, concrete, food or liquid, is charged for the extra weight.",
        "Contamination: a recycling or organics bin with the wrong things in it cannot be recycled and may be charged as general waste. We send a photo when we can.",
        "Futile trip: when the truck arrives and cannot service the bin (a locked gate, a car parked in front, a bin not put out), the wasted trip may be charged.",
        "Bin exchange or extra lift: swapping a bin for another size, or a lift outside the schedule, at your request.",
        "Bin hire, delivery and removal: for bins and skips hired for a job, the days on site and the trips to deliver and collect.",
        "Replacement: a bin or machine lost or damaged beyond normal wear while in your care.",
      ],
    },
    {
      heading: "What we do not charge",
      paragraphs: [
        "No fee appears on an invoice unless it is in your quote or your agreement. We do not add administration, fuel or environmental surcharges that were not agreed, and a levy line is only ever the levy itself.",
        "If a line on an invoice is not clear, call us or reply to the invoice email: we will explain it, and correct it if it is wrong.",
      ],
    },
  ],
} satisfies PrivacyContent;
