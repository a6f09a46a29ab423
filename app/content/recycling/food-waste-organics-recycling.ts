import type { TopicContent } from "../types";

export default {
  path: "/recycling/food-waste-organics-recycling",
  lead: "Kitchen scraps are heavy, wet and quick to smell, which makes them expensive to leave in general waste. A separate organics bin sends them to compost or biogas instead.",
  overview: [
    "Food organics are processed at commercial composting sites or anaerobic digesters. Compost is screened and matured for farms, landscapers and gardens, while digesters capture methane as biogas to make electricity or heat and leave a digestate that can be used on land. In landfill the same scraps rot without air and give off methane as a greenhouse gas.",
    "We take plate scrapings, preparation waste, spoiled produce, bread, meat, seafood, dairy and coffee grounds. The contaminants we see most are plastic bags, cling wrap, gloves, cutlery, sauce sachets and packaging. Compostable liners are only accepted where the receiving facility allows them, and we tell you which ones before you buy.",
    "Food manufacturers and distributors with packaged product can use depackaging, where machinery separates food from its wrapper so the organic part can still be processed.",
  ],
  included: [
    "Kitchen preparation scraps and plate waste",
    "Out-of-date fruit, vegetables and bakery goods",
    "Meat, fish, bones and dairy",
    "Coffee grounds and tea leaves",
    "Kitchen caddies for benches and prep areas",
    "Bin washing so lids stay clean and sealed",
    "Depackaging of spoiled packaged food for larger producers",
  ],
  options: {
    heading: "Food organics bins and equipment",
    intro: "Food is dense, so organics bins stay small enough to move safely when full.",
    rows: [
      { name: "Kitchen caddy", capacity: "7 to 25 litres", suits: "Prep benches and staff kitchens, emptied into the main bin" },
      { name: "120 L wheelie bin", capacity: "120 litres", suits: "Cafes, childcare centres and small kitchens" },
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Restaurants, hotels, aged care and supermarkets" },
      { name: "Bulk tub or skip", capacity: "By arrangement", suits: "Food manufacturers with production rejects" },
      { name: "On-site dehydrator or digester", capacity: "Sized to daily volume", suits: "Large kitchens wanting fewer collections" },
    ],
  },
  steps: [
    { title: "Measure your food waste", text: "We estimate how much your kitchen or production line discards each day and how quickly bins will fill in summer." },
    { title: "Set up the kitchen", text: "Caddies go where food is prepared and scraped, with pictures showing what belongs in them." },
    { title: "Collect often", text: "Food bins are lifted frequently, often several times a week, to prevent smells, flies and rodents." },
    { title: "Check and report", text: "We flag contamination and give you collection records to show how much stayed out of landfill." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/aged-care",
      "/industries/childcare",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "Restaurants, hotels, food courts, aged care kitchens, childcare centres and food factories all produce enough organics to justify their own bin. Small cafes often start with one 120 L bin.",
  },
  compliance: [
    "Australia has a national goal of halving food waste by 2030, and states are moving toward separate food organics collections. Victoria is rolling out food and garden organics collections for every household, and New South Wales requires households to have food and garden organics collections by 2030. NSW supermarkets, hospitality venues and institutions must separate food waste in stages set by their general waste bin capacity, not by how much food they produce: from 1 July 2026 at 3,840 litres a week or more, from 2028 at 1,920 litres and from 2030 at 660 litres.",
    "The Food Standards Code requires food businesses to store waste so it does not attract pests or contaminate food, which means lidded bins, regular collection and clean bin areas. Edible surplus can be donated, and state laws protect businesses that donate food in good faith.",
  ],
  faqs: [
    { question: "Will an organics bin smell worse than general waste?", answer: "It should not, because the food was already in your general bin. Tight lids, frequent lifts and regular washing keep odours down." },
    { question: "Can compostable packaging go in?", answer: "Only if the facility receiving your food accepts it. Many do not, so we confirm before you switch products." },
    { question: "What about used cooking oil?", answer: "Liquid oil goes in a separate drum for collection, not the food bin, and grease traps are pumped out by tanker." },
    { question: "Can we include food still in packaging?", answer: "Small sites should unwrap food first. Larger volumes of packaged product can go to depackaging by arrangement." },
  ],
  related: [
    "/services/food-waste-equipment",
    "/waste-management/grease-trap-pump-outs",
    "/services/bin-washing-deodorising",
    "/recycling/green-waste-organics-recycling",
    "/pest-control",
  ],
} satisfies TopicContent;
