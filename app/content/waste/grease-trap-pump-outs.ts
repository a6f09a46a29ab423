import type { TopicContent } from "../types";

export default {
  path: "/waste-management/grease-trap-pump-outs",
  lead:
    "A grease trap only works if it is emptied before the fat layer reaches the outlet. We pump yours out completely on the cycle your trade waste agreement sets, and leave a docket you can show the water authority.",
  overview: [
    "Commercial kitchens that discharge to sewer normally have a grease trap, also called a grease arrestor. Water from sinks and dishwashers flows slowly through the tank, so fats, oils and grease float while food solids sink. As the trap fills, that separation fails, grease escapes into the sewer and smells drift back into the kitchen.",
    "A proper pump-out removes everything: the floating grease cap, the water and the settled sludge. Skimming the top leaves sludge to harden and brings the next overflow closer. After pumping, our operator scrapes down walls and baffles where access allows, checks the lid seal and fittings, and reports any damage.",
    "The contents go to a licensed liquid waste facility, where much of the organic material can be recovered, for example through anaerobic digestion that produces biogas.",
  ],
  included: [
    "Complete pump-out of grease, water and sludge, not a skim",
    "Scraping of walls and baffles where the trap allows",
    "Check of lid, seals, inlet and outlet",
    "Docket for each visit with date, volume and trap details",
    "Visits outside trading hours, including early mornings",
    "Urgent pump-outs for overflowing traps, booked during our hours ({hours})",
  ],
  options: {
    heading: "Common grease trap sizes",
    intro: "Capacity is often shown on the lid or in your trade waste documents.",
    rows: [
      { name: "Small trap", capacity: "Up to about 1,000 litres", suits: "Cafes and takeaway shops" },
      { name: "Medium trap", capacity: "About 1,000 to 3,000 litres", suits: "Restaurants, pubs, clubs and aged care kitchens" },
      { name: "Large trap", capacity: "About 3,000 to 5,000 litres", suits: "Hotels, food courts and hospital kitchens" },
      { name: "Very large or multiple traps", capacity: "Above 5,000 litres", suits: "Food factories and central production kitchens" },
    ],
  },
  steps: [
    { title: "Send your trade waste details", text: "Share the trap size and required pump-out frequency, or ask us to check the trap for you." },
    { title: "Set the schedule", text: "Visits are booked on that cycle at a time when the kitchen is quiet and the lid is reachable." },
    { title: "Pump-out and clean", text: "The tanker removes the full contents, the trap is cleaned down and the lid resealed." },
    { title: "Docket and records", text: "You get a docket each service, and we keep the history for when an inspector asks." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/aged-care",
      "/industries/healthcare-hospital-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/education",
    ],
    text: "Restaurants, cafes, bakeries, pubs, hotels and takeaway shops are our most frequent grease trap customers, followed by food courts, institutional kitchens and food factories.",
  },
  compliance: [
    "In most Australian cities, discharging grease-laden water to sewer requires a trade waste agreement, consent or permit from the water authority: in Melbourne a retailer such as South East Water, Yarra Valley Water or Greater Western Water; in Sydney, Sydney Water; in Brisbane, Urban Utilities. The agreement usually sets a minimum pump-out frequency and may require you to keep service records.",
    "Grease trap waste must go by licensed or permitted transporter to an approved facility, and some states also track it. Missed services risk blocked sewers and enforcement action, so keep dockets handy.",
  ],
  faqs: [
    { question: "How often should my grease trap be pumped out?", answer: "Your trade waste agreement sets the minimum. A busy kitchen may need more; a common rule of thumb is to pump before grease and solids fill about a quarter of the trap's depth." },
    { question: "Can you pump out while we are trading?", answer: "We prefer not to, because the lid is open and hoses cross access areas. Most customers book early mornings or after close." },
    { question: "Why does my kitchen smell after a pump-out?", answer: "A brief odour while the lid is open is normal. A lingering smell usually points to a damaged lid seal, a dry floor waste or a plumbing fault, which we note on the docket." },
    { question: "What if my trap overflows between services?", answer: "Call {phone} during our hours ({hours}) and we book an urgent pump-out. Repeated overflows suggest the trap is undersized or needs more frequent service." },
  ],
  related: [
    "/waste-management/liquid-waste",
    "/industries/hospitality-waste-management",
    "/recycling/food-waste-organics-recycling",
    "/pages/liquid-waste-management-brisbane",
    "/pages/liquid-waste-management-melbourne",
  ],
} satisfies TopicContent;
