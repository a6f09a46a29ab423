import type { HubContent } from "../types";

export default {
  path: "/services/bins-and-skips",
  lead:
    "Containers for ongoing collections and one-off jobs, in sizes from a kerbside wheelie bin to a hook-lift bin that takes a whole strip-out.",
  overview: [
    "The bin you choose decides how often we visit, how much space you give up and how easy it is for staff to use. Too small and it overflows before collection day; too large and you pay to move air. We match containers to the volume and type of waste your site actually produces, then set a schedule around it.",
    "Wheelie bins are emptied by side-loading trucks and suit most small and medium sites. Front lift bins hold more and are lifted over the cab of a front-loading truck, which needs clear overhead access. Skips and hook-lift bins are dropped off for a project or a regular bulk stream and taken away full.",
    "Each container can be set up for general waste or a recycling stream, with colour-coded lids and signage, and we can swap sizes as your business changes. Seasonal peaks, a refit or a new tenant can all be handled with an extra bin or a temporary skip rather than a new contract.",
  ],
  guidance: {
    heading: "Choosing the right bin",
    paragraphs: [
      "Start with a week of observation: how many bins you fill, how full they are on collection day and what is in them. Bulky, light material like cardboard and polystyrene fills containers fast, while food and glass get heavy quickly, so a bin that suits one stream can be wrong for another.",
      "Then check access. Front lift trucks need height and a clear approach, skips need a firm, level spot and sometimes a council permit if they sit on the road, and wheelie bins need a short, smooth path to where the truck stops. Tell us about gates, ramps, parking and time restrictions before delivery.",
    ],
  },
  faqs: [
    {
      question: "Can we change bin size later?",
      answer: "Yes. If your volumes go up or down we can swap the bin or change the collection frequency.",
    },
    {
      question: "Do we need a permit for a skip?",
      answer: "On private property usually not. A skip on a road or footpath typically needs a permit from the local council, which we can help you arrange.",
    },
    {
      question: "What can't go in a general waste bin?",
      answer: "Hazardous items such as chemicals, batteries, gas bottles, paint, asbestos and liquids need separate handling. Ask us if you are unsure.",
    },
  ],
  related: [
    "/bin-size-guide",
    "/services/waste-compactors",
    "/waste-management/general-waste",
    "/recycling/cardboard-recycling",
    "/private-homes",
    "/services/waste-audits-waste-assessments",
  ],
} satisfies HubContent;
