import type { TopicContent } from "../types";

export default {
  path: "/medium-business",
  lead:
    "Once a business has a loading dock or more than one shift, waste becomes a cost worth managing. We help growing operations separate their streams, pick the right equipment and see what they are spending.",
  overview: [
    "Medium businesses tend to run several streams at once: general waste, large volumes of cardboard and soft plastic, pallets and timber, food organics from canteens or production, and sometimes liquid or hazardous waste from cleaning and maintenance. Separating them is usually cheaper than landfilling everything.",
    "Growth is where costs creep: bins get added in a hurry, lifts are booked more often than needed, and cardboard ends up in general waste. We look at the whole site, then suggest changes such as a baler for cardboard or a compactor for general waste.",
    "You get one account covering every stream, with regular reporting on what was collected, so you can see whether recycling is improving and where money is going.",
  ],
  included: [
    "A site assessment covering every stream, bin location and loading point",
    "Front lift bins, wheelie bins and skips matched to each stream",
    "Advice on compactors, balers and bin lifters where volumes justify them",
    "Collection schedules built around shifts and deliveries",
    "Liquid and hazardous waste collections on the same account",
    "Bin signage and short staff briefings to cut contamination",
    "Periodic reports on collections by stream",
  ],
  options: {
    heading: "A typical medium business set-up",
    intro: "A warehouse or small manufacturer with a single dock might start here.",
    rows: [
      { name: "General waste front lift bin", capacity: "3 to 4.5 m³", suits: "Mixed non-recyclable waste from production and offices" },
      { name: "Cardboard baler", capacity: "Vertical baler", suits: "Sites flattening cardboard every day" },
      { name: "Commingled recycling bins", capacity: "660 L or 1100 L", suits: "Lunchrooms, offices and packing areas" },
      { name: "Food organics bins", capacity: "240 L", suits: "Canteens and food handling areas" },
      { name: "Pallet or timber skip", capacity: "6 to 15 m³", suits: "Broken pallets, crates and offcuts" },
    ],
  },
  steps: [
    { title: "Walk the site", text: "We visit to see where waste is produced, how it moves and where trucks can reach the bins." },
    { title: "Review current costs", text: "If you share recent invoices, we compare lifts, bin sizes and fill levels to find idle capacity." },
    { title: "Agree a plan", text: "You receive a written proposal listing every stream, bin, collection day and any equipment we recommend." },
    { title: "Change over and report", text: "We co-ordinate delivery with your outgoing provider, then send regular collection reports and review the plan with you." },
  ],
  suits: {
    sizes: ["medium"],
    industries: [
      "/industries/distribution-centres-logistics",
      "/industries/food-manufacturing-processing",
      "/other-manufacturing-waste-management",
      "/industries/aged-care",
      "/industries/education",
      "/industries/hospitality-waste-management",
    ],
    text: "This fits businesses that have outgrown a couple of wheelie bins: warehouses, manufacturers, larger restaurants and venues, aged care homes, private schools and busy retail stores with a back dock.",
  },
  compliance: [
    "As volumes grow, so does regulatory attention. State environment protection authorities expect businesses to store waste so it cannot escape or pollute, and hazardous or liquid waste generally has to be moved by licensed transporters with its journey tracked to an approved facility.",
    "Equipment brings safety duties too. Balers and compactors should be used only by trained staff with guards and interlocks working, and bin lifters exist largely to remove the manual handling risks that workplace safety regulators focus on.",
  ],
  faqs: [
    { question: "When is a baler or compactor worth it?", answer: "Usually when a stream fills several bins a week. Compressing it cuts lifts, and baled cardboard usually suits recyclers better than loose material." },
    { question: "Can you take over from our current provider?", answer: "Yes. We check your existing agreement's end date and notice terms, then time the changeover so you are never left without bins.", links: [{ label: "Our service agreement in plain English", path: "/service-agreement" }] },
    { question: "What reports do we receive?", answer: "Reports show collections for each stream over the period, which helps you track recycling and prepare for audits or customer questionnaires." },
    { question: "We have a grease trap and some drums of old oil. Can you help?", answer: "Yes. Grease traps, oils and drummed liquids can be collected on the same account by our licensed liquid waste team." },
    { question: "How often do you review the service?", answer: "We suggest a review at least once a year, and sooner if you add a shift, open a new line or move premises." },
  ],
  related: [
    "/services/waste-compactors",
    "/services/cardboard-balers-plastic-balers",
    "/services/front-lift-bins",
    "/services/waste-audits-waste-assessments",
    "/waste-management/liquid-waste",
    "/large-business",
  ],
} satisfies TopicContent;
