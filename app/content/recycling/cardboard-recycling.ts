import type { TopicContent } from "../types";

export default {
  path: "/recycling/cardboard-recycling",
  lead: "Flattened boxes are one of the easiest materials a business can keep out of landfill, and one of the bulkiest to leave in a general waste bin. We collect cardboard and paper on a schedule that matches your deliveries.",
  overview: [
    "Collected cardboard goes to a paper mill, where it is pulped with water, screened to remove tape and staples, and made into new liners, cartons and paperboard. Because the fibre can go round several times, clean, dry cardboard keeps a steady value that mixed waste never has.",
    "We take corrugated cartons, boxboard, paper, magazines and cardboard tubes. What spoils a load is moisture, food, wax-coated produce boxes, polystyrene inserts, plastic film and greasy pizza boxes. A cardboard bin left open in the rain can be rejected, so lids stay shut and wet stock goes in general waste.",
  ],
  included: [
    "Corrugated cardboard cartons and shipping boxes",
    "Boxboard such as cereal and shoe boxes",
    "Office paper, envelopes and printed forms",
    "Newspapers, catalogues and magazines",
    "Cardboard tubes, dividers and edge protectors",
    "Baled cardboard from vertical or horizontal balers",
    "Lockable lids for sites where bins attract dumping",
  ],
  options: {
    heading: "Cardboard bins and collection options",
    intro: "Choose by how many boxes you flatten each week and how much room your loading area has.",
    rows: [
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Offices and small shops with mostly paper and a few cartons" },
      { name: "660 L or 1100 L wheelie bin", capacity: "660 to 1100 litres", suits: "Cafes, pharmacies and retailers unpacking stock several times a week" },
      { name: "Front lift bin", capacity: "1.5 to 4.5 m3", suits: "Supermarkets, warehouses and shopping centre docks" },
      { name: "Cardboard cage", capacity: "About 1.5 to 3 m3", suits: "Sites that need an open-mesh container workers can fill at waist height" },
      { name: "Baled cardboard", capacity: "Bales from a vertical or horizontal baler", suits: "High-volume retailers and distribution centres collecting by the pallet load" },
    ],
  },
  steps: [
    { title: "Check your volume", text: "We ask how many cartons arrive each week and look at where a bin can stand without blocking exits or loading bays." },
    { title: "Set the bin and schedule", text: "Your bins or cage are delivered with clear labels, and lifts are booked on days that follow your stock deliveries." },
    { title: "Flatten and fill", text: "Staff break down boxes, remove plastic wrap and foam, and keep the lid closed so the fibre stays dry." },
    { title: "Review and resize", text: "If bins keep overflowing or go out half empty, we change the size, frequency or move you to baling." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/industries/office-buildings-waste-management",
      "/other-manufacturing-waste-management",
    ],
    text: "Any business that receives goods in boxes produces cardboard. Retail stores, warehouses and manufacturers generate the most, while offices mainly produce paper that can share the same bin.",
  },
  compliance: [
    "Every state charges a levy on waste sent to landfill, and cardboard is bulky enough to fill general waste bins quickly, so separating it usually lowers the cost of your remaining rubbish. Under Victoria's general environmental duty, businesses are expected to take reasonably practicable steps to reduce harm from their waste, and a working recycling stream is part of that.",
    "Balers are machinery under work health and safety laws: operators need training, guards and interlocks must stay in place, and the manufacturer's instructions on who may use the machine apply. Loose cardboard stacked against walls is also a fire and arson risk.",
  ],
  faqs: [
    { question: "Do boxes have to be flattened?", answer: "Yes. Unflattened boxes trap air and can fill a bin in minutes, so flattening is the single biggest factor in how often you need a lift." },
    { question: "Can shredded paper go in the cardboard bin?", answer: "Loose shreds blow around and jam sorting lines, so put them in a tied paper bag first. For confidential paper, our secure shredding service is the better choice." },
    { question: "Is waxed cardboard recyclable?", answer: "Wax-coated fruit, vegetable and seafood boxes do not break down in pulping, so they belong in general waste unless your volume justifies a separate arrangement." },
    { question: "Can we get a rebate for cardboard?", answer: "Clean baled cardboard in large quantities can attract a rebate that moves with the paper market. Loose cardboard in bins usually does not." },
  ],
  related: [
    "/services/cardboard-balers-plastic-balers",
    "/services/front-lift-bins",
    "/recycling/plastic-recycling",
    "/waste-management/secure-document-shredding",
    "/recycling/commingled-recycling",
  ],
} satisfies TopicContent;
