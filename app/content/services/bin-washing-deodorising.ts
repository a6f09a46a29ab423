import type { TopicContent } from "../types";

export default {
  path: "/services/bin-washing-deodorising",
  lead:
    "Our wash truck cleans your bins where they stand, straight after they are emptied, then carries the dirty water away instead of letting it run down the drain.",
  overview: [
    "Bins that hold food scraps, meat, seafood or nappies build up a film of grease that smells within days in warm weather and draws flies, cockroaches and rats. Dirty bin areas can be noted at council food safety inspections, and in apartment buildings smelly bin rooms are a common source of resident complaints.",
    "The truck carries clean water, a heater, a high-pressure system and a sealed tank for dirty water. Wheelie bins are lifted and washed inside and out with rotating jets; front lift bins are cleaned by hot-water lance. A deodorising and sanitising treatment follows, and bins are left draining with lids open.",
    "Most food businesses book weekly or fortnightly washes in summer and ease off in winter, while dry waste and recycling bins usually need cleaning only monthly or quarterly.",
  ],
  included: [
    "Washing on site straight after collection",
    "Hot high-pressure cleaning of bodies, lids and wheels",
    "Deodorising and sanitising after every wash",
    "Wash water captured and taken for approved disposal",
    "Bin pad and bin room cleaning on request",
    "A service record for food safety and pest files",
  ],
  options: {
    heading: "What we wash",
    rows: [
      {
        name: "Two-wheel bins, 120 to 360 L",
        capacity: "Lifted into the truck's wash chamber",
        suits: "Organics, waste and glass bins at cafes, childcare centres and homes",
      },
      {
        name: "Four-wheel bins, 660 and 1100 L",
        capacity: "Washed on the truck's heavy-duty lifter",
        suits: "Restaurants, hotels, apartment buildings and aged care",
      },
      {
        name: "Front lift bins, 1.5 to 4.5 m³",
        capacity: "Cleaned in place by hot-water lance",
        suits: "Supermarkets, food manufacturers and busy kitchens",
      },
      {
        name: "Bin rooms and bin pads",
        capacity: "Floors, walls and drains pressure-cleaned, water recovered",
        suits: "Apartment buildings, shopping centre docks and hospitals",
      },
    ],
  },
  steps: [
    {
      title: "Book a schedule",
      text: "Tell us which bins you have, where they stand and when they are emptied.",
    },
    {
      title: "Wash after collection",
      text: "We arrive soon after the collection truck, while bins are empty.",
    },
    {
      title: "Clean and deodorise",
      text: "Each bin is washed, treated and left to dry; damaged bins are reported to you.",
    },
    {
      title: "Adjust with the seasons",
      text: "We increase washes through summer and reduce them when odours ease.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/apartment-buildings",
      "/industries/childcare",
      "/industries/aged-care",
      "/industries/food-manufacturing-processing",
      "/industries/healthcare-hospital-waste-management",
    ],
    text: "Any business storing food or hygiene waste gains from routine washing: restaurants, cafes, butchers, childcare centres, aged care homes and food factories. Strata managers book it for residential bin rooms.",
  },
  compliance: [
    "Bin wash water carries food, fat, detergent and bacteria, and letting it reach a stormwater drain breaches state environment protection laws, because stormwater flows untreated to creeks and bays. We capture all of it on the truck and deliver it to a facility approved to receive it.",
    "The Food Standards Code requires food businesses to keep premises, including garbage storage areas, clean and free of pests, and environmental health officers check this. Our operators work with hot water and high pressure behind an exclusion zone, and safety data sheets for our products are available on request.",
  ],
  faqs: [
    {
      question: "How often should bins be washed?",
      answer:
        "Food and nappy bins usually need weekly or fortnightly washing in warm months. Paper and dry recycling bins can go much longer.",
    },
    {
      question: "Do we need to be on site?",
      answer:
        "No, as long as our operator can reach the bins and any gates or bin rooms are open or keyed.",
    },
    {
      question: "Can you wash bins another company collects?",
      answer:
        "Yes. We time our visit to follow that contractor's collection so bins are empty when we arrive.",
    },
    {
      question: "Where does the dirty water go?",
      answer:
        "Into a sealed tank on our truck, then to an approved liquid waste facility, never into gutters or drains.",
    },
  ],
  related: [
    "/services/waste-handling-equipment",
    "/services/wheelie-bins",
    "/services/front-lift-bins",
    "/pest-control",
    "/recycling/food-waste-organics-recycling",
  ],
} satisfies TopicContent;
