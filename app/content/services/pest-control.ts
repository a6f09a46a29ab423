import type { TopicContent } from "../types";

export default {
  path: "/pest-control",
  lead:
    "Pests go where they find food, water and shelter, and most commercial sites offer all three. We find how they get in, deal with what is there and leave records your auditor will accept.",
  overview: [
    "Commercial pest control means continuous monitoring, not a yearly spray. In a kitchen, food factory or warehouse, one rodent sighting can mean a failed audit or a council inspection. We work to integrated pest management principles: identify the pest, find out why it is there, seal entry points, remove harbourage and use chemicals only where needed. Inside food handling areas we generally use traps and non-toxic monitors rather than toxic bait.",
    "Pests and waste are closely linked. Overflowing bins, grease around a compactor and an unwashed bin store attract rats, flies and cockroaches. Our technicians report those conditions alongside pest activity, and our waste team can fix the cause with better bins, more frequent collections or bin washing.",
  ],
  included: [
    "Initial inspection and pest risk assessment",
    "Site plan of every numbered bait station, trap and monitor",
    "Rodent control inside and around buildings",
    "Cockroach, ant, fly and stored product insect treatments",
    "Termite inspections for buildings at risk",
    "A service report after every visit",
    "Call-outs between scheduled visits",
  ],
  options: {
    heading: "Service frequencies",
    intro: "We recommend a frequency from your pest risk and what your auditors expect.",
    rows: [
      {
        name: "Monthly",
        capacity: "Twelve inspections a year, plus call-outs",
        suits: "Commercial kitchens and food manufacturers",
      },
      {
        name: "Every two months",
        capacity: "Six inspections a year",
        suits: "Lower-risk food outlets and childcare centres",
      },
      {
        name: "Quarterly",
        capacity: "Four inspections a year",
        suits: "Offices, showrooms and general warehouses",
      },
      {
        name: "Annual termite inspection",
        capacity: "Inspection of the building for timber pests",
        suits: "Buildings with timber or past termite activity",
      },
    ],
  },
  steps: [
    {
      title: "Inspect",
      text: "A technician surveys the site inside and out, identifying activity, entry points and attractants.",
    },
    {
      title: "Set up the program",
      text: "We install monitoring devices, draw the site plan, agree a frequency and treat any active infestation.",
    },
    {
      title: "Service and report",
      text: "Each visit checks every device and records activity and treatments, and we return between visits when you report a sighting.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/distribution-centres-logistics",
      "/industries/aged-care",
      "/industries/childcare",
      "/industries/office-buildings-waste-management",
    ],
    text: "Our pest control suits businesses where pests threaten food safety, stored stock or vulnerable occupants: food businesses needing audit-ready records, warehouses protecting goods, and aged care and childcare centres needing carefully chosen treatments. Offices and shops usually need lighter, less frequent visits.",
  },
  compliance: [
    "Standard 3.2.2 of the Australia New Zealand Food Standards Code requires food businesses to take all practicable measures to prevent pests entering their premises and to eradicate and prevent pest harbourage. Council environmental health officers check this, and food safety auditors generally expect a pest program, a current site plan and service reports showing recommendations were followed up.",
    "Pest control must be carried out by technicians licensed by the relevant state authority: the Department of Health in Victoria, the EPA in New South Wales and Queensland Health in Queensland. Products must be registered by the Australian Pesticides and Veterinary Medicines Authority and used to label directions, and our reports record each product applied. Possums are protected wildlife, so we refer them to licensed wildlife handlers.",
  ],
  faqs: [
    {
      question: "How often should a food business have pest control?",
      answer:
        "Most commercial kitchens and food manufacturers are serviced monthly, which auditors commonly expect. We recommend a frequency after the first inspection and explain the reasons in writing.",
    },
    {
      question: "Do we have to close while you treat?",
      answer:
        "Inspections happen during normal operations. Treatments that need an area cleared are scheduled outside trading hours, and we tell you in advance how long it must stay clear.",
    },
    {
      question: "Are treatments safe around children and residents?",
      answer:
        "We favour traps, exclusion and locked bait stations over broad spraying, and agree treatment areas and timing with managers in childcare, aged care and healthcare settings.",
    },
    {
      question: "We have just seen a rat in the kitchen. What should we do?",
      answer:
        "Call us on {phone}. Meanwhile, cover exposed food, clean up spills and keep bin lids closed, but avoid laying shop-bought baits in food areas.",
    },
  ],
  related: [
    "/washroom-hygiene-services",
    "/services/bin-washing-deodorising",
    "/industries/hospitality-waste-management",
    "/industries/food-manufacturing-processing",
    "/recycling/food-waste-organics-recycling",
    "/services/waste-compactors",
  ],
} satisfies TopicContent;
