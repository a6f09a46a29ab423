import type { TopicContent } from "../types";

export default {
  path: "/waste-management/drum-waste",
  lead:
    "Drums pile up in the corners of factories, farms and workshops, some full, some half used and some with labels long faded. We work out what is in them and make sure both contents and containers end up somewhere lawful.",
  overview: [
    "A drum collection looks simple until you ask what is inside. One pallet might hold sealed drums of unused product, spent oil, part-filled pails of resin and a few rusty drums nobody can identify. Some contents can be recovered, others must be treated as hazardous waste, and the drums themselves may be reconditioned, recycled as scrap or disposed of.",
    "We start with an inventory, recording each container's size, material and condition, reading whatever labels remain and matching them to safety data sheets. Anything unidentified is sampled before it moves, because a licensed facility will not accept a drum it cannot classify.",
    "Damaged or leaking containers are overpacked into salvage drums before loading. Heavy drums are moved with drum trolleys, forklift attachments or a tailgate lift, so your staff are never asked to roll or lift them by hand.",
  ],
  included: [
    "Inventory of drums, pails and IBCs with contents recorded",
    "Sampling and analysis of unlabelled contents",
    "Overpacking of bulging or leaking containers",
    "Loading with handling equipment suited to drum weight",
    "Contents sent for recovery, treatment or destruction",
    "Clean empty drums reconditioned or recycled",
    "Waste tracking and disposal records",
  ],
  options: {
    heading: "Container types we collect",
    rows: [
      { name: "Pails", capacity: "5 to 20 litres", suits: "Paints, adhesives, lubricants and cleaning concentrates" },
      { name: "Small drums", capacity: "60 litres", suits: "Resins, solvents and workshop chemicals" },
      { name: "Steel drums", capacity: "205 litres, closed-head or open-top", suits: "Oils, solvents and fuels" },
      { name: "Plastic drums", capacity: "205 litres", suits: "Acids, alkalis and corrosive cleaners" },
      { name: "IBCs", capacity: "1000 litres", suits: "Bulk liquids, detergents and process chemicals" },
    ],
  },
  steps: [
    { title: "Count and photograph", text: "Send the number and sizes of drums, plus photos of any labels, so we can spot likely contents." },
    { title: "Inspection where needed", text: "For large or mixed stockpiles, a technician inspects and samples on site." },
    { title: "Collection day", text: "Containers are checked, overpacked if needed, labelled and loaded." },
    { title: "Contents treated, drums recycled", text: "Each material goes to its treatment route, and emptied drums go for reconditioning or recycling." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/other-manufacturing-waste-management",
      "/industries/automotive",
      "/industries/food-manufacturing-processing",
      "/industries/distribution-centres-logistics",
    ],
    text: "Manufacturers, engineering workshops, transport depots, warehouses clearing abandoned stock and landlords inheriting drums from a departed tenant are typical customers, along with farms holding old chemical drums. Whether you have three drums or three hundred, the inventory comes first.",
  },
  compliance: [
    "A drum of hazardous liquid or residue on the road is both a dangerous goods consignment and, usually, a tracked waste. The Australian Dangerous Goods Code governs its packaging, labelling and vehicle, while the state regulator's tracking (EPA Victoria, the NSW EPA or Queensland's environment department) follows it from your dock to the receiving facility.",
    "Empty drums are not automatically safe. One that held a hazardous product carries residue and vapour unless drained and rinsed, so store it closed until collection. Never cut, weld or heat a used drum, as residual vapour can ignite.",
  ],
  faqs: [
    { question: "Do you take empty drums?", answer: "Yes. Drained, clean drums usually go for reconditioning or recycling, and drums with residue are handled according to what they held." },
    { question: "What if nobody knows what is in the drums?", answer: "We sample and analyse the contents. It adds a step, but it is the only way a licensed facility can accept the material and the only way to be sure it is handled safely." },
    { question: "One drum is leaking. What should I do?", answer: "Keep people away, stop the leak reaching drains with absorbent if it is safe, and call {phone}. We can bring a salvage drum and spill kit." },
    { question: "Can you collect full IBCs?", answer: "Yes. Full IBCs can be taken intact or pumped into a tanker, and clean empty ones can often be reconditioned." },
    { question: "We are closing a factory. Can you clear everything?", answer: "Yes. Closures often mean drums, tanks, chemicals and general waste at once, and we plan the whole clear-out so each stream goes to the right place." },
  ],
  related: [
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/bulk-liquid-waste",
    "/waste-management/waste-oil-waste-oil-filters",
    "/recycling/metal-recycling",
  ],
} satisfies TopicContent;
