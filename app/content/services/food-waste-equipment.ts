import type { TopicContent } from "../types";

export default {
  path: "/services/food-waste-equipment",
  lead:
    "Process kitchen scraps where they are made: dry them, digest them or pulp them, and cut the weight, smell and pickups that come with wet food waste.",
  overview: [
    "Food waste is heavy, wet and quick to rot, which makes it expensive to store and collect. On-site equipment changes its form before it leaves the kitchen, and the right choice depends on your volumes, space, drainage and what you want at the end.",
    "Dehydrators heat and turn food in a sealed drum until most of the water is driven off, leaving a dry, stable material a fraction of the original weight that can go to composting. In-vessel digesters use microorganisms, air and water to break food down into a liquid that drains to sewer, so they need a trade waste agreement. Macerator and dewatering systems grind scraps into a slurry, press out the water and leave a compact solid for organics collection.",
    "We help you compare the three honestly, install the one that fits and collect whatever it produces.",
  ],
  included: [
    "Review of your food waste volumes and kitchen layout",
    "Checks on drainage, power and trade waste requirements",
    "Equipment supply, installation and commissioning",
    "Staff training on loading and what must stay out",
    "Preventive maintenance and breakdown repairs",
    "Collection of dried material, solids or slurry for composting",
  ],
  options: {
    heading: "Food waste equipment at a glance",
    intro: "Capacities vary by model; these are typical ranges.",
    rows: [
      {
        name: "Food waste dehydrator",
        capacity: "Batches from a few dozen kilograms to several hundred per cycle",
        suits: "Kitchens without sewer approval that want a dry, light output",
      },
      {
        name: "In-vessel aerobic digester",
        capacity: "Continuous feeding, from small units to a tonne or more a day",
        suits: "Hotels, hospitals and food halls with a trade waste agreement",
      },
      {
        name: "Macerator with dewatering press",
        capacity: "Sink or hopper fed, sized to peak kitchen throughput",
        suits: "Busy commercial kitchens and food manufacturers",
      },
    ],
  },
  steps: [
    {
      title: "Weigh and observe",
      text: "We measure how much food waste you produce and watch how it moves from prep benches and plate returns to the bins.",
    },
    {
      title: "Check the site",
      text: "We confirm power supply, drainage, ventilation and whether your water authority will accept discharge.",
    },
    {
      title: "Install and train",
      text: "Licensed trades install the unit, and we train staff on loading, cleaning and keeping out cutlery, packaging and bones where required.",
    },
    {
      title: "Service and collect",
      text: "We maintain the equipment on schedule and collect its output for composting or energy recovery.",
    },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/healthcare-hospital-waste-management",
      "/industries/aged-care",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/education",
    ],
    text: "On-site equipment pays off where food waste is steady and substantial: hotel and hospital kitchens, aged care, supermarkets, food courts, university dining halls and food factories. Smaller cafes usually do better with a food organics bin collection.",
  },
  compliance: [
    "Sending anything to sewer needs your water authority's consent. Digesters and some macerators discharge liquid, so a trade waste agreement, and sometimes pre-treatment such as a grease trap, must be in place first. Some authorities do not allow food grinding to sewer at all, so we check before you buy.",
    "Larger units often need a dedicated or three-phase circuit installed by a licensed electrician, with moving parts guarded and isolation points staff can reach. Keep equipment out of food preparation areas to meet food safety requirements.",
    "Fans and motors run for hours, so placement near homes matters under local noise rules.",
  ],
  faqs: [
    {
      question: "Which is better, a dehydrator or a digester?",
      answer: "A digester suits sites with trade waste approval that want food gone rather than reduced. A dehydrator suits sites that cannot discharge to sewer or want a dry product for composting.",
    },
    {
      question: "Can the equipment take bones, shells and packaging?",
      answer: "It depends on the machine. Most handle soft scraps well; many dislike large bones, shells and fibrous material, and none accept packaging or cutlery.",
    },
    {
      question: "Does the equipment smell?",
      answer: "Sealed units with filtered exhaust smell far less than open bins of rotting food, provided they are loaded and cleaned as trained.",
    },
    {
      question: "Will we still need an organics collection?",
      answer: "Usually, yes. Dried material and pressed solids are collected for composting, though far less often than raw food waste.",
    },
  ],
  related: [
    "/recycling/food-waste-organics-recycling",
    "/waste-management/grease-trap-pump-outs",
    "/industries/hospitality-waste-management",
    "/services/waste-audits-waste-assessments",
    "/services/zero-waste-strategy",
  ],
} satisfies TopicContent;
