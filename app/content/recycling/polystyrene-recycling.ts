import type { TopicContent } from "../types";

export default {
  path: "/recycling/polystyrene-recycling",
  lead: "Foam packaging is mostly air, which is why a few boxes of new stock can fill a general waste bin. We collect clean polystyrene and send it to be compacted into dense blocks for recycling.",
  overview: [
    "Expanded polystyrene, or EPS, is the white beaded foam used to protect appliances, electronics, furniture and building products in transit. At the recycler it is fed into a compactor or thermal densifier that squeezes out the air and turns it into solid blocks. These are ground and remade into products such as picture frames, skirting, garden edging and building insulation.",
    "Only clean, dry EPS packaging can be recycled this way. Tape, labels, cardboard and plastic film should be removed, and foam stained with food, oil, paint, glue or soil is rejected. Cups, meat trays and takeaway containers are normally excluded because of food contamination. Other foams that look similar, such as soft polyethylene sheeting, grey or pink extruded foam board and polyurethane, are different plastics and are kept apart.",
  ],
  included: [
    "White EPS packaging blocks and corner pieces",
    "Moulded inserts from appliances and electronics",
    "Clean EPS boxes used for produce",
    "EPS offcuts from building and insulation work",
    "Broken pieces, bagged so beads do not escape",
    "Large clear bags for collecting foam",
    "Advice on separating EPS from other foams",
  ],
  options: {
    heading: "Polystyrene collection options",
    intro: "Polystyrene weighs very little, so containers are chosen for volume and to stop foam blowing away.",
    rows: [
      { name: "Clear polystyrene bags", capacity: "Large bags", suits: "Shops and offices with occasional deliveries" },
      { name: "1100 L wheelie bin", capacity: "1100 litres", suits: "Furniture and appliance retailers unpacking weekly" },
      { name: "Cage or bulk bag", capacity: "About 1 to 3 m3", suits: "Warehouses and building sites with regular volumes" },
      { name: "On-site EPS compactor", capacity: "Sized to volume", suits: "Large generators that want to store dense blocks instead of loose foam" },
    ],
  },
  steps: [
    { title: "Check the type of foam", text: "We confirm the foam is EPS and clean enough, and point out anything that needs another route." },
    { title: "Strip and bag", text: "Staff remove tape and labels and place pieces in bags or a cage, keeping them dry and out of the wind." },
    { title: "Collect", text: "Foam is collected on a schedule or on call when your bags or cage are full." },
    { title: "Compaction and recycling", text: "The foam is compacted into blocks and sent on for remanufacture, with records returned to you." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
      "/industries/healthcare-hospital-waste-management",
    ],
    text: "Furniture, whitegoods and electronics retailers, importers, warehouses, builders installing appliances and hospitals receiving equipment produce the most clean EPS.",
  },
  compliance: [
    "Most states have banned single-use polystyrene food containers and cups, and the National Plastics Plan set timelines for industry to phase out loose polystyrene packaging fill and moulded consumer packaging. Protective packaging for goods in transit remains common, so a recycling route still matters.",
    "Polystyrene is combustible and burns with thick smoke, so bags and cages should be stored away from ignition sources, exits and electrical boards. Loose beads spread easily into drains and waterways, and environmental regulators expect businesses to contain litter on their site.",
  ],
  faqs: [
    { question: "Can we put polystyrene in the commingled bin?", answer: "No. It breaks into beads that contaminate paper and glass, and most sorting facilities do not recover it from mixed recycling." },
    { question: "Are foam peanuts accepted?", answer: "Loose-fill peanuts are often made from starch or other materials. Keep them separate and check with our team on {phone} before adding them." },
    { question: "What about polystyrene fish or meat boxes?", answer: "Boxes that held seafood or meat usually carry odour and residue, so they are not accepted unless thoroughly cleaned." },
    { question: "Does wet foam matter?", answer: "Water gets trapped between beads and interferes with compaction, so keep bags under cover." },
  ],
  related: [
    "/recycling/plastic-recycling",
    "/recycling/cardboard-recycling",
    "/industries/shopping-centre-retail-waste-management",
    "/services/waste-compactors",
  ],
} satisfies TopicContent;
