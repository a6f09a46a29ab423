import type { TopicContent } from "../types";

export default {
  path: "/services/bin-lifters-bin-tippers",
  lead:
    "A bin lifter raises a full wheelie bin and tips it into a skip, front lift bin, compactor or hopper at the press of a button, so nobody lifts heavy bins above shoulder height.",
  overview: [
    "Tipping bins by hand is a common cause of back and shoulder strains among kitchen hands, cleaners and warehouse staff. Raising a loaded 240 litre bin to the rim of a front lift bin holds the load far from the body and overhead, exactly the posture WHS guidance warns against. A lifter takes that load off the person entirely.",
    "Fixed lifters bolt down beside a compactor or bin and suit sites tipping in one place every day. Mobile lifters roll on wheels or travel by pallet jack or forklift to wherever bins are. Most take two-wheel bins from 120 to 360 litres; heavier units with a different cradle handle 660 and 1100 litre four-wheel bins.",
    "Food scraps, glass and wet waste weigh far more than paper, so we check the lifter's rated capacity against your heaviest full bin, and its tipping height against the rim it empties into.",
  ],
  included: [
    "Site visit to measure bins, rim heights and floor space",
    "Lifter selection for your bin sizes and heaviest loads",
    "Delivery, installation and anchoring of fixed units",
    "Operator training and a posted safe work procedure",
    "Scheduled servicing and safety inspections",
    "Repairs and replacement parts",
  ],
  options: {
    heading: "Bin lifter types",
    rows: [
      {
        name: "Fixed two-wheel bin lifter",
        capacity: "120 to 360 litre bins; mains powered, bolted in place",
        suits: "Kitchens, bin rooms and docks with one tipping point",
      },
      {
        name: "Mobile two-wheel bin lifter",
        capacity: "120 to 360 litre bins; moved by hand, pallet jack or forklift",
        suits: "Sites with bins in several places or changing layouts",
      },
      {
        name: "Battery bin lifter",
        capacity: "120 to 360 litre bins; no power point needed",
        suits: "Outdoor bin areas far from an outlet",
      },
      {
        name: "Four-wheel bin lifter",
        capacity: "660 and 1100 litre bins; heavier frame and cradle",
        suits: "Shopping centres, hospitals and apartment buildings",
      },
      {
        name: "Compactor-mounted lifter",
        capacity: "Built onto the compactor hopper",
        suits: "High-volume sites tipping bins many times a day",
      },
    ],
  },
  steps: [
    {
      title: "Show us the task",
      text: "We watch how bins are emptied now and measure the bins and receiving rim.",
    },
    {
      title: "Choose the lifter",
      text: "We recommend a type and capacity, including any power or anchoring work.",
    },
    {
      title: "Install and train",
      text: "The lifter is commissioned and staff practise loading, operating and stopping it.",
    },
    {
      title: "Keep it safe",
      text: "Regular servicing checks controls, guards, chains and hydraulics.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/healthcare-hospital-waste-management",
      "/industries/aged-care",
      "/industries/apartment-buildings",
      "/industries/food-manufacturing-processing",
    ],
    text: "Any site where staff empty wheelie bins into something taller benefits, from a single restaurant tipping food waste to a hospital dock handling dozens of bins a shift.",
  },
  compliance: [
    "WHS laws require employers to identify hazardous manual tasks and control their risks, preferring engineering controls over training alone; Safe Work Australia's Code of Practice on hazardous manual tasks sets out how, and Victoria has equivalent manual handling regulations. A bin lifter is one such control.",
    "Lifters are plant too. Look for a marked safe working load, hold-to-run controls, guarding around the tipping zone and an emergency stop, with electrical units tested periodically. Waste tipped into your bins still leaves site in our licensed vehicles.",
  ],
  faqs: [
    {
      question: "Can one lifter handle all our bin sizes?",
      answer:
        "A two-wheel lifter usually handles 120, 240 and 360 litre bins. Four-wheel bins need a different cradle, so mixed sites may need two units.",
    },
    {
      question: "Does a bin lifter need three-phase power?",
      answer:
        "Most two-wheel lifters run on a standard outlet or battery. Some heavy-duty hydraulic units need three-phase supply, which we confirm beforehand.",
    },
    {
      question: "How high can a lifter tip?",
      answer:
        "Lifters are built for set discharge heights, so we measure the rim of the skip, front lift bin or hopper first.",
    },
    {
      question: "Do staff need training?",
      answer:
        "Yes. We train operators at installation and leave a written procedure beside the lifter for new starters.",
    },
  ],
  related: [
    "/services/waste-tipplers",
    "/services/waste-handling-equipment",
    "/services/wheelie-bins",
    "/services/waste-compactors",
    "/services/front-lift-bins",
  ],
} satisfies TopicContent;
