import type { TopicContent } from "../types";

export default {
  path: "/other-manufacturing-waste-management",
  lead: "Every factory has its own waste signature, from metal swarf and resin offcuts to spent solvents and packaging. We sort out which streams are worth recovering, which are regulated, and how to move both without slowing production.",
  overview: [
    "Metal fabricators make offcuts, swarf and spent coolant. Plastics and packaging plants make purge, regrind and reject parts. Printers have inks and solvents, furniture makers sawdust and timber offcuts, and chemical or cosmetics manufacturers have off-spec batches and contaminated drums. Nearly all of them receive goods on pallets in cardboard and shrink wrap.",
    "The difficulty is that valuable and hazardous materials often sit side by side. Clean copper offcuts are worth money, but only if no one throws a paint tin into the same bin. Liquid wastes must be stored in bunded areas, labelled and kept away from drains.",
    "Factories also change. New products, customer packaging specifications or a second shift can quickly outgrow a waste setup.",
  ],
  included: [
    "Scrap metal bins and cages by grade",
    "Coolant, solvent and bulk liquid removal",
    "Chemical, drum and IBC collection",
    "Timber and pallet recycling",
    "Cardboard and plastic balers",
    "General waste in front lift bins, skips or compactors",
    "Secure destruction of rejected parts and branded stock",
    "Waste audits and classification advice",
  ],
  options: {
    heading: "A typical set-up for a medium metal and plastics plant",
    rows: [
      { name: "Scrap metal skips", capacity: "3 to 15 m3", suits: "Steel offcuts and aluminium kept separate" },
      { name: "Drum store", capacity: "Bunded pallets", suits: "Solvents, oils and coolant" },
      { name: "Plastic regrind bulka bags", capacity: "Bagged or baled", suits: "Clean purge and production scrap" },
      { name: "General waste", capacity: "Front lift or compactor", suits: "Non-recyclable residue" },
    ],
  },
  steps: [
    { title: "Identify the streams", text: "We look at each process and classify its waste, including anything needing testing." },
    { title: "Separate at source", text: "Bins and labels are placed at machines so valuable and hazardous wastes never mix." },
    { title: "Schedule and track", text: "Solids, liquids and hazardous loads are collected on schedules with tracking where required." },
    { title: "Review value and cost", text: "Reports show rebates, disposal costs and opportunities for improvement." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/food-manufacturing-processing", "/industries/automotive", "/industries/distribution-centres-logistics"],
    text: "We serve fabrication shops, engineering workshops, printers, plastics processors, chemical blenders, furniture and joinery makers, building product manufacturers and electronics assemblers. Food and beverage producers have their own page, as their hygiene needs differ.",
  },
  compliance: [
    "Each state makes the producer responsible for classifying its waste correctly and sending it only to a place lawfully able to accept it. In Victoria that sits within the general environmental duty and industrial waste rules of the Environment Protection Act 2017; New South Wales uses the EPA's waste classification guidelines, and Queensland tracks many regulated wastes from producer to receiver.",
    "Hazardous chemicals on site must be stored, labelled and listed on a register under WHS regulations, and dangerous goods travel under the Australian Dangerous Goods Code. Balers, compactors and shredders need guarding, isolation procedures and trained operators. If your site holds an EPA licence or permit, its conditions may add waste storage or reporting requirements of their own.",
  ],
  faqs: [
    { question: "Can scrap metal earn a rebate?", answer: "Often, particularly when it is separated by grade. Clean copper, brass, aluminium and stainless steel are worth far more kept apart than mixed into a general steel bin with oil and plastic." },
    { question: "What if we do not know what a waste is?", answer: "Old drums with faded labels and process residues are common. We arrange sampling and laboratory testing so the material can be classified and sent to the right facility." },
    { question: "Can you collect solvents and coolant in drums?", answer: "Yes. We collect drums, IBCs and bulk liquids under licensed transport and tracking, and return clean drums for reuse where the contents allow." },
    { question: "Can rejected parts be destroyed securely?", answer: "Yes. Branded or faulty components can be crushed or shredded under witnessed destruction, with a certificate and the metals or plastics recovered." },
    { question: "Our volumes change with each contract. Is that a problem?", answer: "No. Bin sizes and lift frequencies can be reviewed whenever production changes, and skips can be added for a line changeover or factory clean-out." },
  ],
  related: [
    "/recycling/metal-recycling",
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/drum-waste",
    "/waste-management/coolant-gun-wash",
    "/services/cardboard-balers-plastic-balers",
    "/services/waste-audits-waste-assessments",
  ],
} satisfies TopicContent;
