import type { TopicContent } from "../types";

export default {
  path: "/services/front-lift-bins",
  lead:
    "A front lift bin stays put on your site and is emptied over our truck's cab, so nobody wheels bins to the kerb.",
  overview: [
    "Front lift bins are steel bins with side pockets that the truck's forks lift, tip and set back down. One bin holds many wheelie bins' worth and empties in a minute or two. We supply 1.5, 2, 3 and 4.5 cubic metre sizes for general waste, cardboard and commingled recycling.",
    "An overflowing bin invites dumping and vermin; a bin lifted half empty means paying to move air. We match size and frequency to your output so the lid closes on collection day.",
    "Access matters too: the truck needs a clear approach, firm level ground and overhead room free of wires and branches.",
  ],
  included: [
    "Delivery of a clean steel bin in your chosen size",
    "Collections on fixed days, weekly or several times a week",
    "Extra lifts for sales, stocktakes and fit-outs",
    "Lockable lids against illegal dumping and vermin",
    "Decals marking general waste, cardboard or recycling",
    "Repairs, lid replacements and bin swaps",
  ],
  options: {
    heading: "Front lift bin sizes",
    intro: "Typical outside measurements (width by depth by height); models vary slightly.",
    rows: [
      {
        name: "1.5 m³",
        capacity: "About 1.8 × 1.0 × 1.1 m; roughly six 240 litre wheelie bins",
        suits: "Cafes, small shops and offices that have outgrown wheelie bins",
      },
      {
        name: "2 m³",
        capacity: "About 1.8 × 1.2 × 1.2 m; roughly eight 240 litre bins",
        suits: "Restaurants, medical centres and small warehouses",
      },
      {
        name: "3 m³",
        capacity: "About 1.8 × 1.5 × 1.4 m; roughly twelve 240 litre bins",
        suits: "Supermarkets, factories and clubs; the usual general waste size",
      },
      {
        name: "4.5 m³",
        capacity: "About 1.8 × 1.8 × 1.7 m; roughly eighteen 240 litre bins",
        suits: "Distribution centres, manufacturers and bulky packaging",
      },
    ],
  },
  steps: [
    {
      title: "Tell us about your waste",
      text: "Call {phone} with your waste streams, current bins and how fast they fill; photos of the bin area help.",
    },
    {
      title: "Site check",
      text: "We confirm truck access and overhead clearance, then recommend sizes and a schedule.",
    },
    {
      title: "Delivery and lifts",
      text: "Bins are placed where they can be lifted safely and emptied on your set days, with extra lifts on request.",
    },
    {
      title: "Review",
      text: "As trade changes we adjust sizes and frequency so you never lift empty bins or live with overflowing ones.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
      "/industries/office-buildings-waste-management",
    ],
    text: "Front lift bins suit any business filling more than a handful of wheelie bins between collections, provided a truck can reach the bin. A cafe might replace a row of wheelie bins with one 1.5 cubic metre bin, while a factory often runs a 4.5 cubic metre bin for waste beside another for cardboard.",
  },
  compliance: [
    "We place bins where the driver has a clear view, away from doorways, and ask you to keep pallets and cars clear on collection days. Staff should never climb in to tread waste down.",
    "Bins on private land rarely need a permit, though planning permits or local laws may control screening and collection hours near homes; bins on a footpath or road reserve usually need council approval. Our vehicles take every load to licensed landfills and recyclers. Batteries, gas cylinders and chemicals can start truck fires, so we collect them separately.",
  ],
  faqs: [
    {
      question: "What size front lift bin do I need?",
      answer:
        "Add up the wheelie bins you fill between collections: twelve full 240 litre bins a week is close to one 3 cubic metre bin lifted weekly. Your first few weeks of lifts confirm the estimate.",
    },
    {
      question: "How much room does the truck need?",
      answer:
        "A straight approach to the bin front, space to reverse out and clear air above, since the bin rises over the cab. Carports, wires and overhanging trees are the usual obstacles.",
    },
    {
      question: "Can I have a bin just for cardboard?",
      answer:
        "Yes, and it is one of the easiest ways to shrink general waste. Flatten boxes, keep them dry and leave out plastic film, polystyrene and food-soiled packaging.",
    },
    {
      question: "What if the bin is overfull on collection day?",
      answer:
        "Waste above the rim can fall during the lift and may be left behind; repeated overfilling means you need an extra lift or a larger bin.",
    },
  ],
  related: [
    "/bin-size-guide",
    "/services/bins-and-skips",
    "/services/wheelie-bins",
    "/services/waste-compactors",
    "/recycling/cardboard-recycling",
    "/waste-management/general-waste",
  ],
} satisfies TopicContent;
