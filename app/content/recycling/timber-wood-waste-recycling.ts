import type { TopicContent } from "../types";

export default {
  path: "/recycling/timber-wood-waste-recycling",
  lead: "Broken pallets and packing crates pile up quickly behind warehouses and factories. Sorted from treated and painted timber, clean wood has a second life as mulch, bedding or fuel.",
  overview: [
    "Clean timber is fed through a grinder, magnets pull out nails and staples, and the chips are screened by size. Depending on quality, the product becomes landscape mulch, animal bedding, a compost ingredient, feedstock for particleboard or biomass fuel for industrial boilers. Pallets that are still sound can be repaired and returned to use before they are ever chipped.",
    "The key to a clean timber load is what stays out. Treated pine, painted or varnished wood, MDF, particleboard, plywood and laminated timber contain chemicals or resins that make them unsuitable for mulch, so they are collected separately or go to general waste. Plastic strapping, cardboard, metal brackets and rubbish should also be removed.",
    "Pooled hire pallets, usually painted a solid colour and branded, belong to the hire company and should be returned to it rather than placed in a timber bin.",
  ],
  included: [
    "Broken and surplus wooden pallets",
    "Packing crates and dunnage",
    "Untreated hardwood and pine offcuts",
    "Cable drums and timber reels",
    "Heat-treated export pallets marked HT",
    "Sawdust and shavings, bagged, by arrangement",
    "Separate bins for treated or engineered timber",
  ],
  options: {
    heading: "Timber bins and pallet collections",
    intro: "Pallets and offcuts are bulky, so the right container depends on whether you stack or throw your timber.",
    rows: [
      { name: "Front lift bin", capacity: "3 to 4.5 m3", suits: "Joinery workshops and factories with steady offcuts" },
      { name: "Skip bin", capacity: "6 to 10 m3", suits: "Shopfitters and builders clearing crates and framing scraps" },
      { name: "Hook-lift bin", capacity: "20 to 30 m3", suits: "Warehouses and manufacturers with large volumes of broken pallets" },
      { name: "Stacked pallet pickup", capacity: "By the stack or truckload", suits: "Sites that stack pallets neatly for collection or repair" },
    ],
  },
  steps: [
    { title: "Sort clean from treated", text: "We show your team how to tell untreated timber from treated, painted and engineered wood, and provide separate bins where needed." },
    { title: "Stack or fill", text: "Good pallets are stacked for reuse, broken ones and offcuts go into the timber bin." },
    { title: "Collection", text: "Bins and stacks are collected on a regular schedule or on call when full." },
    { title: "Processing and records", text: "Timber is sent to a recycler for repair or chipping, and you receive collection records." },
  ],
  suits: {
    sizes: ["medium", "large", "small"],
    industries: [
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/food-manufacturing-processing",
    ],
    text: "Warehouses, importers, manufacturers, furniture makers, joiners and shopfitters produce the most timber. Retailers receiving palletised stock can also divert broken pallets from their general waste.",
  },
  compliance: [
    "Timber treated with copper chrome arsenate, common in older H3 to H5 rated posts, sleepers and decking, contains arsenic and chromium. It must never be chipped into mulch or burned, because the ash and dust are toxic, and it goes to landfills permitted to take it. Newer treatments are also kept out of clean timber loads.",
    "Export pallets must meet the ISPM 15 international standard, which is why they carry a heat treatment or fumigation stamp. Heat-treated pallets are suitable for recycling, and timber from renovation or demolition should be checked for lead paint and asbestos before it goes in any bin.",
  ],
  faqs: [
    { question: "Do you take treated pine?", answer: "Yes, but not in the clean timber bin. We collect it separately so it never ends up in mulch." },
    { question: "Do nails and screws need to be removed?", answer: "No. Magnets remove nails and staples during processing, but large metal brackets and hinges should come off." },
    { question: "Can you take good pallets for reuse?", answer: "Sound pallets can often be repaired and reused. Stack them separately and we will arrange collection." },
    { question: "What about MDF and particleboard offcuts?", answer: "Their glues make them unsuitable for mulch, so they go in a separate bin or general waste." },
  ],
  related: [
    "/services/bulk-bins-skip-bins",
    "/recycling/green-waste-organics-recycling",
    "/recycling/metal-recycling",
    "/industries/distribution-centres-logistics",
  ],
} satisfies TopicContent;
