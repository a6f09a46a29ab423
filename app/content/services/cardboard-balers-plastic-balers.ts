import type { TopicContent } from "../types";

export default {
  path: "/services/cardboard-balers-plastic-balers",
  lead:
    "A baler crushes loose boxes and plastic film into tight, strapped blocks that take a fraction of the floor space and go straight to recycling instead of landfill.",
  overview: [
    "Cardboard is bulky rather than heavy, so in open bins you mostly pay to move air. A baler compresses it with a hydraulic plate into a dense bale tied with wire or strapping, which we collect and send to paper mills and recyclers. Clean shrink wrap and pallet wrap can be baled the same way, kept apart from cardboard.",
    "Vertical balers load from the front, one chamber at a time, and need little floor space, making them the usual choice for supermarkets, hardware stores and warehouses. Horizontal balers feed continuously from a hopper or conveyor and produce heavier bales, but need much more room, three-phase power and a forklift.",
    "Before installing, check ceiling height for the vertical ram, a door swing and working area in front, a suitable power outlet, and somewhere dry to stack finished bales until pick-up.",
  ],
  included: [
    "Review of your cardboard and plastic volumes",
    "Advice on baler position, power and bale handling",
    "Supply, installation and commissioning",
    "Operator training and a posted operating guide",
    "Baling wire or strapping supply",
    "Scheduled bale collections and servicing",
  ],
  options: {
    heading: "Baler types",
    intro: "Bale weights depend on the material, its dryness and the machine.",
    rows: [
      {
        name: "Mini vertical baler",
        capacity: "Bales of roughly 50 to 150 kg; many run on single-phase power",
        suits: "Pharmacies, pubs and small retailers with a few cages of boxes a week",
      },
      {
        name: "Standard vertical baler",
        capacity: "Bales of roughly 150 to 300 kg; usually three-phase",
        suits: "Supermarkets, hardware stores and warehouses with daily cardboard",
      },
      {
        name: "Mill-size vertical baler",
        capacity: "Bales of roughly 350 to 500 kg; needs a forklift and high ceiling",
        suits: "Distribution centres and factories with heavy, steady volumes",
      },
      {
        name: "Horizontal baler",
        capacity: "Bales from several hundred kilograms to over a tonne; continuous feed",
        suits: "Large distribution centres and shopping centre docks baling all day",
      },
    ],
  },
  steps: [
    {
      title: "Estimate volumes",
      text: "Tell us how many cardboard bins or cages you fill each week and what plastic you handle.",
    },
    {
      title: "Check the site",
      text: "We measure floor area, ceiling height and power, and plan how bales will be moved.",
    },
    {
      title: "Install and train",
      text: "The baler is set up and staff learn loading, tying off and ejecting bales safely.",
    },
    {
      title: "Collect bales",
      text: "We pick up finished bales on a schedule or when you call.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/hospitality-waste-management",
    ],
    text: "Balers make sense wherever cardboard arrives daily: supermarkets, retail stores, warehouses and factories unpacking deliveries. A busy pub or small supermarket may suit a mini baler; distribution centres often run mill-size or horizontal machines.",
  },
  compliance: [
    "Balers are plant under WHS laws: operators need training, chamber doors must be interlocked, and nobody reaches into the chamber while power is on. Ejected bales are heavy and can topple, so keep a clear zone and stack them no higher than is stable. We service safety devices at each visit.",
    "Stored cardboard is a fire load, so bales should be kept away from ignition sources and never block exits or fire equipment. Our licensed vehicles take bales to recyclers, and your collection records support recycling reports.",
  ],
  faqs: [
    {
      question: "How much cardboard do I need before a baler makes sense?",
      answer:
        "There is no fixed threshold. If you fill several cardboard bins a week, or staff spend time flattening boxes, a baler is worth pricing.",
    },
    {
      question: "Can cardboard and plastic go in the same bale?",
      answer:
        "No. Mixed bales are hard to recycle; bale each material separately, often in the same machine on different days.",
    },
    {
      question: "Will I be paid for my bales?",
      answer:
        "Clean, dry, well-formed bales can attract a rebate when recycling markets allow. Wet or contaminated bales lose value.",
    },
    {
      question: "How are finished bales moved?",
      answer:
        "Small bales can go on a pallet jack; mill-size and horizontal bales need a forklift or a dedicated bale trolley.",
    },
  ],
  related: [
    "/services/waste-handling-equipment",
    "/recycling/cardboard-recycling",
    "/recycling/plastic-recycling",
    "/services/waste-compactors",
    "/services/waste-audits-waste-assessments",
  ],
} satisfies TopicContent;
