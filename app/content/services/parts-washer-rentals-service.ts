import type { TopicContent } from "../types";

export default {
  path: "/services/parts-washer-rentals-service",
  lead:
    "Rent a parts washer and let us handle the messy part: fresh fluid on schedule, a clean sink and spent solvent taken away under proper tracking.",
  overview: [
    "Every workshop needs somewhere to degrease engine parts, brake components and tools. Owning a washer means buying solvent, storing it, changing it and arranging disposal of the dirty fluid, a job that often gets put off until the sink is sludge. Renting moves that work to us.",
    "Solvent washers circulate a petroleum-based cleaning fluid from a drum through a brush and back, and cut heavy grease fast. Aqueous washers use heated water and detergent instead, in a sink or a spray cabinet, and avoid flammable solvent vapours. Both kinds end up holding oil, grit and metal fines.",
    "Spent solvent is hazardous waste, and dirty aqueous fluid is a regulated waste that cannot be tipped down a drain. On each service visit we swap the fluid, clean the unit and transport the used fluid to a licensed facility for recycling or treatment.",
  ],
  included: [
    "Washer supply, delivery and set-up",
    "Fresh solvent or detergent at every service",
    "Scheduled fluid changes matched to how hard you use it",
    "Sink, filter, pump and brush cleaning and checks",
    "Removal of spent fluid and sludge in sealed containers",
    "Waste tracking paperwork for each collection",
    "Safety data sheets and labelling for your chemical register",
    "Repairs or swap-outs if a unit fails",
  ],
  options: {
    heading: "Parts washer options",
    rows: [
      {
        name: "Drum-mounted solvent sink",
        capacity: "Sink over a sealed solvent drum, recirculating brush",
        suits: "General mechanical and fleet workshops",
      },
      {
        name: "Bench-top solvent washer",
        capacity: "Small reservoir for light daily cleaning",
        suits: "Small engine, motorcycle and tool repair shops",
      },
      {
        name: "Heated aqueous sink",
        capacity: "Heated tank with detergent; solvent-free",
        suits: "Sites avoiding flammable liquids indoors",
      },
      {
        name: "Aqueous spray cabinet",
        capacity: "Enclosed cabinet for large or heavily soiled parts",
        suits: "Heavy vehicle, machinery and engine rebuild shops",
      },
    ],
  },
  steps: [
    {
      title: "Talk through your work",
      text: "We ask what you clean, how often and how dirty it is, then recommend solvent or aqueous and a size.",
    },
    {
      title: "Deliver and set up",
      text: "We position the washer away from ignition sources and show staff how to use it.",
    },
    {
      title: "Service on schedule",
      text: "Our technician drains spent fluid, cleans the unit, refills it and checks that it runs properly.",
    },
    {
      title: "Track and dispose",
      text: "Used fluid travels under waste tracking to a licensed facility, and you keep the paperwork.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/automotive",
      "/other-manufacturing-waste-management",
      "/industries/distribution-centres-logistics",
      "/industries/education",
    ],
    text: "Our rentals suit mechanics, dealerships, fleet depots, engineering shops, trade schools and maintenance teams in factories and warehouses. One bench-top unit may be enough for a sole trader; a large depot may need several washers on a shorter service cycle.",
  },
  compliance: [
    "Used solvent is classed as hazardous waste and must be moved by a licensed transporter to a licensed facility, with the movement recorded under your state EPA's waste tracking rules. As the producer you share responsibility for where it ends up, so keep the records we give you.",
    "Under WHS laws, parts washer fluids are hazardous chemicals: list them in your register, keep safety data sheets on hand, ventilate the area and give staff chemical-resistant gloves and eye protection. Solvent units have lids that close if fire breaks out and must be kept away from welding, grinding and naked flames.",
    "Pumps and heaters need a sound power lead on an RCD-protected outlet, tested regularly like any other workshop equipment.",
  ],
  faqs: [
    {
      question: "How often is the fluid changed?",
      answer: "Busy workshops often need a change every few weeks, lighter users every couple of months. We set the interval from how dirty the fluid gets.",
    },
    {
      question: "Solvent or aqueous: which should we choose?",
      answer: "Solvent cleans heavy grease quickly at room temperature. Aqueous avoids flammable vapour and suits sites with ventilation or fire concerns.",
    },
    {
      question: "Can we pour spent fluid into our waste oil tank?",
      answer: "No. Mixing wastes complicates treatment and may breach your obligations. Keep it separate and we will collect it.",
    },
    {
      question: "Can you service a washer we already own?",
      answer: "Often, yes. Call {phone} with the make and model and we will arrange fluid changes and disposal.",
    },
  ],
  related: [
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/coolant-gun-wash",
    "/industries/automotive",
    "/waste-management/drum-waste",
  ],
} satisfies TopicContent;
