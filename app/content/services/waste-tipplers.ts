import type { TopicContent } from "../types";

export default {
  path: "/services/waste-tipplers",
  lead:
    "A hydraulic tippler raises a full bin or tub, inverts it over a larger container and brings it back down, while the operator stands clear at the controls.",
  overview: [
    "Emptying wheelie bins into a front lift bin or skip by hand means lifting heavy, awkward loads above shoulder height, a well-known cause of back and shoulder injuries in cleaning, hospitality and manufacturing. A tippler removes that lift entirely.",
    "Tipplers use a hydraulic ram or lifting mast to grip the bin, raise it and tip it at a set height. Discharge heights are matched to the receiving container, whether that is a 3 cubic metre front lift bin, a compactor hopper or a tall hook-lift skip. Models range from compact mobile units wheeled between bins to fixed high-lift machines bolted to the dock.",
    "We supply, install and service tipplers and plan them around the bins we collect from you, so the tippler, the containers and the collection schedule all fit together.",
  ],
  included: [
    "Site assessment of bins, receiving containers and floor space",
    "Tippler selection for bin size, load and discharge height",
    "Delivery, anchoring and commissioning",
    "Operator training and a written safe work procedure",
    "Scheduled servicing of hydraulics, chains and controls",
    "Breakdown repairs and safety inspections",
  ],
  options: {
    heading: "Tippler types",
    rows: [
      {
        name: "Mobile wheelie bin tippler",
        capacity: "Takes 120 to 360 litre bins; battery or plug-in power",
        suits: "Cafes, aged care and sites with several tipping points",
      },
      {
        name: "Large bin tippler",
        capacity: "Handles full 660 and 1100 litre bins",
        suits: "Shopping centres, hospitals and apartment bin rooms",
      },
      {
        name: "Tub and Euro bin tippler",
        capacity: "Lifts 200 litre food-grade tubs, often stainless steel",
        suits: "Meat, bakery and food processing plants",
      },
      {
        name: "High-lift tippler",
        capacity: "Discharges over tall skip and hopper walls",
        suits: "Factories and docks loading bulk bins or compactors",
      },
    ],
  },
  steps: [
    {
      title: "Assess the job",
      text: "We record the bins you tip, how full and heavy they get and what they are emptied into.",
    },
    {
      title: "Specify the machine",
      text: "We match lift capacity, discharge height, power supply and any wash-down needs.",
    },
    {
      title: "Install and train",
      text: "We anchor and commission the tippler and train operators on safe use and daily checks.",
    },
    {
      title: "Keep it safe",
      text: "Regular servicing covers hydraulic hoses, seals, limit switches and emergency stops.",
    },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: [
      "/industries/food-manufacturing-processing",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/healthcare-hospital-waste-management",
      "/industries/apartment-buildings",
      "/other-manufacturing-waste-management",
      "/industries/aged-care",
    ],
    text: "Tipplers suit any site where staff empty many full bins a day into a bigger container: food factories, supermarkets, hospitals, aged care kitchens, apartment bin rooms and manufacturing plants.",
  },
  compliance: [
    "A tippler is plant under WHS laws. Identify and control the risks, guard pinch points, keep an exclusion zone around the lift and make sure only trained operators use it. Hold-to-run controls and emergency stops keep operators in control throughout the cycle, and service records show the machine has been maintained.",
    "Plug-in models need an RCD-protected outlet; fixed three-phase machines must be wired by a licensed electrician. Hydraulic leaks are a slip hazard and a pollution risk, so fix them promptly and keep spill kits nearby to keep oil out of stormwater drains.",
    "Tipping is noisy. Schedule it away from early mornings and late nights near homes.",
  ],
  faqs: [
    {
      question: "How is a tippler different from a bin lifter?",
      answer: "The terms overlap. We use tippler for hydraulic machines that tip heavier bins and tubs at greater heights; lifters are lighter units for wheelie bins.",
    },
    {
      question: "Will a tippler fit our bins?",
      answer: "Most fit standard wheelie bins. Tubs and unusual bins need matching lifting combs or cradles, which we confirm on site.",
    },
    {
      question: "Do operators need a licence?",
      answer: "No high risk work licence is needed, but operators must be trained and assessed on your procedure.",
    },
    {
      question: "Can it be washed down?",
      answer: "Stainless and galvanised models suit wash-down areas in food plants. Ask us when you call {phone}.",
    },
  ],
  related: [
    "/services/bin-lifters-bin-tippers",
    "/services/front-lift-bins",
    "/services/waste-compactors",
    "/services/waste-handling-equipment",
    "/industries/food-manufacturing-processing",
  ],
} satisfies TopicContent;
