import type { TopicContent } from "../types";

export default {
  path: "/recycling/commingled-recycling",
  lead: "One bin for containers and paper is the simplest way to start recycling at work. The catch is that a mixed bin only works when everything in it is empty, loose and genuinely recyclable.",
  overview: [
    "A commingled load is tipped at a materials recovery facility, where screens, magnets, eddy currents, optical sorters and people separate it into paper, glass, steel, aluminium and several plastic types. Each stream is then sold to processors that turn it into new packaging, fibre or raw material.",
    "Sorting machines cannot open bags or clean containers. Items tied inside plastic bags usually go straight to landfill, and food scraps, nappies, coffee cups, soft plastics, clothing and garden waste contaminate the paper. Loads with too much of this can be rejected outright or charged as general waste.",
    "We supply the bins, the stickers and the advice. Most of the improvement comes from bin placement and a short briefing for staff, cleaners and tenants.",
  ],
  included: [
    "Rigid plastic bottles, tubs and trays",
    "Aluminium cans and clean foil",
    "Steel food tins and aerosol cans that are completely empty",
    "Glass bottles and jars",
    "Milk and juice cartons",
    "Paper, envelopes and small flattened boxes",
    "Bin labels and signage in plain pictures",
  ],
  options: {
    heading: "Commingled bin sizes",
    intro: "Glass makes commingled bins heavy, so larger containers suit sites where paper and plastic dominate.",
    rows: [
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Small offices, clinics and cafes" },
      { name: "360 L wheelie bin", capacity: "360 litres", suits: "Busier shops and staff kitchens" },
      { name: "660 L wheelie bin", capacity: "660 litres", suits: "Apartment bin rooms and schools" },
      { name: "1100 L wheelie bin", capacity: "1100 litres", suits: "Office towers and larger venues with trolley access" },
      { name: "Front lift bin", capacity: "1.5 to 3 m3", suits: "Shopping centres and large sites with truck access" },
    ],
  },
  steps: [
    { title: "Look at what you throw out", text: "We check your general waste for containers and paper that could be diverted and suggest a bin size to match." },
    { title: "Place bins beside rubbish bins", text: "Recycling works best when people never walk past a general waste bin to reach it, so the two sit together." },
    { title: "Collect and watch contamination", text: "Drivers report bags, food or soft plastics in the bin so problems are fixed before they become a rejected load." },
    { title: "Report the results", text: "You receive collection records you can use for sustainability reporting or tenant updates." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/office-buildings-waste-management",
      "/industries/apartment-buildings",
      "/industries/education",
      "/industries/hospitality-waste-management",
    ],
    text: "Commingled recycling suits places where containers and paper are mixed together in small amounts: offices, schools, apartment buildings and front-of-house areas. Sites with large volumes of one material should separate it for a better result.",
  },
  compliance: [
    "Since China tightened its import rules in 2018, and Australia began restricting exports of unprocessed glass, plastic, tyres and paper from 2021, recyclers here are far stricter about what they accept. That is why contamination now matters so much to the cost of a commingled service.",
    "Every state and territory now has, or is starting, a container deposit scheme, so some businesses pull eligible drink containers out before they reach the mixed bin. Victoria is also moving households to separate glass bins, and councils and regulators are pushing for more consistent recycling streams nationally.",
  ],
  faqs: [
    { question: "Can we put recycling in plastic bags?", answer: "No. Bagged recycling is treated as rubbish at most sorting facilities. Tip items loose into the bin and use a liner only for general waste." },
    { question: "Do containers need to be washed?", answer: "They need to be empty, not spotless. A quick scrape or rinse is enough; containers still holding food or liquid spoil paper in the same bin." },
    { question: "Are takeaway coffee cups recyclable?", answer: "Most have a plastic lining that mixed recycling cannot separate, so they go in general waste unless you join a dedicated cup program." },
    { question: "What about soft plastic wrapping?", answer: "Soft plastics tangle sorting machines. Businesses with a lot of film should use our separate plastic recycling service instead." },
    { question: "Should lids stay on bottles?", answer: "Sorting rules vary between facilities, so we confirm the current advice for your area when we set up your bins." },
  ],
  related: [
    "/services/wheelie-bins",
    "/services/waste-education-training",
    "/recycling/glass-recycling",
    "/recycling/cardboard-recycling",
    "/services/waste-segregation-systems",
  ],
} satisfies TopicContent;
