import type { HubContent } from "../types";

export default {
  path: "/waste-management/liquid-waste",
  lead:
    "Liquid waste cannot go in a bin or down the drain. Our vacuum tankers and drum collections move it safely from your site to licensed treatment, with every load recorded.",
  overview: [
    "Grease, oily water, used oil, coolant, wash water and process liquids build up wherever food is prepared, vehicles are serviced or products are made. Left too long, they overflow traps and pits, block sewers and can reach stormwater, which flows untreated to creeks and bays.",
    "We remove liquid waste by vacuum tanker from traps, interceptors, pits and tanks, and in drums and IBCs for smaller or mixed volumes. Each load is transported by a licensed vehicle to a facility that can treat, recycle or safely dispose of it, and is documented under the waste tracking rules of your state.",
    "Regular servicing is what keeps most sites compliant. We set pump-out schedules around your water authority's trade waste conditions and the volumes you actually produce, and remind you before a service falls due. Missed pump-outs are a common trigger for odours, blockages and trade waste breaches, so a predictable routine is worth having.",
  ],
  guidance: {
    heading: "Planning your pump-outs",
    paragraphs: [
      "Your trade waste agreement or consent is the starting point: it often sets how often grease traps and interceptors must be emptied. If you do not have a copy, ask your water authority. Pump-outs based on that frequency, plus extra services after busy periods, keep you inside the rules.",
      "Keep liquids separate. Oil, coolant, solvent and food grease go to different treatment routes, and mixing them can turn a recyclable liquid into a costly hazardous one.",
    ],
  },
  faqs: [
    {
      question: "How quickly can you attend an overflowing trap?",
      answer: "Call {phone} and we will send the nearest available tanker. Scheduled pump-outs help avoid emergencies in the first place.",
    },
    {
      question: "Do you provide paperwork for our water authority?",
      answer: "Yes. You receive a record of each service, including the volume removed, to keep for inspections.",
    },
    {
      question: "Can you collect small amounts of liquid in drums?",
      answer: "Yes. Drums, pails and IBCs are collected and their contents identified before disposal.",
    },
  ],
  related: [
    "/waste-management/chemical-waste-hazardous-waste",
    "/services/parts-washer-rentals-service",
    "/industries/automotive",
    "/industries/food-manufacturing-processing",
    "/pages/liquid-waste-management-melbourne",
  ],
} satisfies HubContent;
