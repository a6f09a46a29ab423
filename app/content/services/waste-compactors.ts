import type { TopicContent } from "../types";

export default {
  path: "/services/waste-compactors",
  lead:
    "A compactor presses loose waste into a sealed container, so each collection carries far more and the loading dock stays tidy between pick-ups.",
  overview: [
    "Compaction pays off at sites with large, steady volumes of bulky waste: packaging, mixed general waste or food-laden waste from supermarkets and kitchens. A hydraulic ram pushes each load into the container, fitting several times more waste per lift than an open bin of the same size, so trucks visit less often and litter stops blowing around.",
    "Static compactors keep the ram fixed to the ground and push waste into a detachable container that a hook lift truck swaps when full. Self-contained compactors combine ram and container in one sealed unit, the choice for wet waste because liquids stay inside. Vertical compactors press waste into wheelie bins inside a bin room.",
    "The right machine depends on your waste, volumes, floor space, power supply and truck access. Larger units usually run on three-phase power, and the truck needs a straight line up to the container.",
  ],
  included: [
    "Site assessment of volumes, space, power and access",
    "Supply, installation and commissioning",
    "Operator training at handover",
    "Collections timed to fullness, with fill indicators on many models",
    "Planned servicing of the ram, hydraulics and safety interlocks",
    "Signage and operating instructions at the machine",
  ],
  options: {
    heading: "Compactor types",
    rows: [
      {
        name: "Static compactor",
        capacity: "Detachable 15 to 30 m³ containers",
        suits: "Dry waste and cardboard at distribution centres, factories and shopping centres",
      },
      {
        name: "Self-contained compactor",
        capacity: "Sealed 10 to 25 m³ units lifted whole",
        suits: "Wet and food waste at supermarkets, hospitals and food manufacturers",
      },
      {
        name: "Portable compactor",
        capacity: "Smaller 10 to 15 m³ skid-mounted units",
        suits: "Tight docks, seasonal peaks and sites that move equipment around",
      },
      {
        name: "Vertical compactor",
        capacity: "Compacts into 660 or 1100 litre bins",
        suits: "Apartment, hotel and restaurant bin rooms without truck access",
      },
    ],
  },
  steps: [
    {
      title: "Measure the waste",
      text: "We review current lifts, bin counts and waste types, or run a short audit.",
    },
    {
      title: "Design the set-up",
      text: "We pick the compactor, container size and position, and flag any electrical work needed.",
    },
    {
      title: "Install and train",
      text: "The unit is commissioned and your nominated operators are trained on site.",
    },
    {
      title: "Collect and maintain",
      text: "We collect when full and service the machine on a schedule.",
    },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/industries/food-manufacturing-processing",
      "/industries/healthcare-hospital-waste-management",
      "/industries/apartment-buildings",
      "/other-manufacturing-waste-management",
    ],
    text: "Compactors suit supermarkets, shopping centres, hospitals, warehouses and large apartment buildings where several front lift bins are emptied many times a week. Small businesses usually get better value from a well-sized bin.",
  },
  compliance: [
    "A compactor is plant under WHS laws, so the business controlling it must manage its risks: guarding, interlocks that stop the ram when a door opens, emergency stops, isolation for maintenance and training so only competent people operate it. We keep those safety devices working at every service.",
    "Leachate from wet waste must not reach stormwater drains, an obligation environment protection regulators enforce in every state; self-contained units hold it inside a sealed body. Planning conditions may control compactor location and operating hours near homes. Full containers travel in our licensed trucks to licensed facilities.",
  ],
  faqs: [
    {
      question: "Will a compactor lower our costs?",
      answer:
        "It often does where many lifts are spent moving loose, bulky waste. We compare current lifts with the collections a compactor would need before you commit.",
    },
    {
      question: "What power supply does a compactor need?",
      answer:
        "Most larger units need three-phase power; some vertical compactors run on single-phase. We confirm before installation so your electrician can prepare.",
    },
    {
      question: "Can a compactor take food waste?",
      answer:
        "Yes, in a self-contained unit with a sealed, leak-resistant body. Static compactors, whose container can leak where it joins the ram, are best kept for dry waste.",
    },
    {
      question: "Should cardboard go in a compactor or a baler?",
      answer:
        "If cardboard is clean and plentiful, a baler usually suits better because bales can be recycled. Compactors suit mixed waste and wet loads.",
    },
  ],
  related: [
    "/services/front-lift-bins",
    "/services/cardboard-balers-plastic-balers",
    "/services/bin-lifters-bin-tippers",
    "/services/waste-handling-equipment",
    "/waste-management/general-waste",
  ],
} satisfies TopicContent;
