import type { TopicContent } from "../types";

export default {
  path: "/recycling/e-waste-electronics-recycling",
  lead: "Old laptops, monitors and phone chargers hold copper, gold, plastics and, in some cases, your customers' data. We collect them so the metals are recovered and the data is gone for good.",
  overview: [
    "At an e-waste recycler, equipment is dismantled by hand and machine. Circuit boards go to precious metal refiners, cables are stripped for copper, steel and aluminium cases are shredded for smelting, and plastics are separated for reprocessing. Hazardous parts such as batteries, mercury backlights and leaded glass from old CRT screens are removed and handled separately.",
    "We accept almost anything with a plug or battery, from servers to kettles. Items we need to know about in advance include large batteries, fluorescent tubes, fridges and air conditioners that still hold refrigerant, and anything damaged, swollen or leaking.",
    "Hard drives, phones, tablets and copiers with internal storage are kept apart in a locked container and wiped or physically destroyed, with a certificate listing what was processed.",
  ],
  included: [
    "Desktop computers, laptops, servers and network gear",
    "Monitors and televisions",
    "Printers, copiers and scanners",
    "Mobile phones, tablets and chargers",
    "Cables, keyboards, mice and power supplies",
    "Small appliances and power tools",
    "Hard drive shredding with a certificate of destruction",
    "Household and lithium batteries in separate tubs",
  ],
  options: {
    heading: "E-waste containers and collections",
    intro: "E-waste is usually collected on request rather than weekly, so choose a container that holds a few months of equipment.",
    rows: [
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Offices collecting cables, phones and small devices" },
      { name: "Battery tub", capacity: "20 to 60 litres", suits: "Reception areas and workshops gathering used batteries" },
      { name: "Locked data bin", capacity: "Lockable container", suits: "Hard drives, phones and other devices holding data" },
      { name: "Pallet cage", capacity: "About 1 to 1.5 m3", suits: "IT refreshes and warehouses with bulky monitors and printers" },
      { name: "One-off pickup", capacity: "By the item or pallet", suits: "Office moves, clear-outs and home collections" },
    ],
  },
  steps: [
    { title: "Send us a list", text: "A rough count of devices and whether any hold data lets us plan the right vehicle, containers and security." },
    { title: "We pack and remove", text: "Our team loads equipment onto pallets or cages, keeping data-bearing devices in sealed, locked containers." },
    { title: "Sort and destroy data", text: "Storage is wiped following NIST SP 800-88 (Guidelines for Media Sanitization) or shredded, and the rest is dismantled for recycling." },
    { title: "Paperwork back to you", text: "You receive records of what was collected and a certificate of destruction for data devices." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/office-buildings-waste-management",
      "/industries/education",
      "/industries/healthcare-hospital-waste-management",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "Offices refreshing computers, schools replacing devices, clinics upgrading equipment and retailers handling returns all need e-waste collection. Households clearing out garages can book a single pickup.",
  },
  compliance: [
    "Victoria has banned e-waste from landfill since 2019, and South Australia has banned many electronic items from landfill for over a decade. Televisions, computers, printers and peripherals are covered by the National Television and Computer Recycling Scheme, which funds free recycling of these items for households and small businesses through approved collection points.",
    "Under the Privacy Act, organisations covered by it must take reasonable steps to destroy or de-identify personal information they no longer need, which includes data on retired devices. Lithium batteries can start fires in trucks and bins, so terminals should be taped and damaged batteries kept apart; the national battery stewardship scheme supports their recycling.",
  ],
  faqs: [
    { question: "Is deleting files enough before recycling a computer?", answer: "No. Deleted files can often be recovered. Drives need a proper wipe or physical destruction, which we provide with a certificate." },
    { question: "Can we recycle e-waste in our general waste bin?", answer: "In Victoria it is illegal, and everywhere it wastes recoverable metals and risks battery fires in the truck." },
    { question: "Do you take fridges and air conditioners?", answer: "Yes, but refrigerant must be recovered by a licensed technician first, so tell us about them when booking." },
    { question: "Can equipment be reused instead of recycled?", answer: "Working equipment can sometimes be refurbished. Let us know what you have and we will discuss reuse options before recycling." },
  ],
  related: [
    "/waste-management/secure-product-destruction",
    "/waste-management/secure-document-shredding",
    "/waste-management/chemical-waste-hazardous-waste",
    "/recycling/metal-recycling",
    "/private-homes",
  ],
} satisfies TopicContent;
