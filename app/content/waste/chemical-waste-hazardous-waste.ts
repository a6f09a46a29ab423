import type { TopicContent } from "../types";

export default {
  path: "/waste-management/chemical-waste-hazardous-waste",
  lead:
    "Old cleaning chemicals in the storeroom, expired laboratory reagents or leftover paint from a finished job: we identify it, pack it safely and move it to a facility licensed to treat it.",
  overview: [
    "Hazardous waste is anything that could harm people or the environment in a general bin or down a drain: flammable solvents, corrosive acids and alkalis, oxidisers, pesticides, aerosols, paints, resins, batteries and laboratory chemicals. Each group needs its own packaging and treatment, and some react dangerously if stored or carried together.",
    "Our technicians start with what you have. For products in labelled original containers, the safety data sheets tell us most of what we need. Where labels are missing or a container holds an unknown mixture, we take samples for analysis so the material is classified correctly before it leaves your site.",
    "Jobs range from a one-off clear-out of a school science room to weekly pick-ups from a manufacturing plant. Either way, you end up with paperwork showing where the waste went.",
  ],
  included: [
    "Chemical inventory and safety data sheet review",
    "Sampling and analysis of unknown substances",
    "Lab packing of small containers into approved outer packaging",
    "Segregation by dangerous goods class",
    "Labelling and placarding for road transport",
    "Treatment, recovery or destruction at licensed facilities",
    "Waste tracking and disposal records",
  ],
  options: {
    heading: "How hazardous waste is packed",
    rows: [
      { name: "Lab pack", capacity: "Small bottles cushioned inside a 20 to 205 litre drum", suits: "Laboratories, schools and pharmacies" },
      { name: "Open-top drum", capacity: "60 or 205 litres", suits: "Contaminated rags, resins and absorbents" },
      { name: "Closed-head drum", capacity: "20 to 205 litres", suits: "Liquid solvents, acids and alkalis" },
      { name: "IBC", capacity: "1000 litres", suits: "Larger volumes of a single liquid" },
    ],
  },
  steps: [
    { title: "Send a list or photos", text: "A product list, safety data sheets or clear photos of labels let us quote and plan." },
    { title: "We classify and plan", text: "Each item is assigned a waste type and dangerous goods class, and we work out which items can share packaging." },
    { title: "On-site packing", text: "Technicians bring drums, absorbents and spill equipment, pack the waste on your premises and label every container." },
    { title: "Transport and treatment", text: "Tracked from your site, the load goes to a licensed plant for neutralisation, solvent recovery or high-temperature destruction." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/other-manufacturing-waste-management",
      "/industries/education",
      "/industries/healthcare-hospital-waste-management",
      "/industries/automotive",
    ],
    text: "Manufacturers, laboratories, cleaning contractors, schools, universities and hospitals are regular customers. We also help property managers and households who find old pesticides, pool chemicals or unlabelled tins in a shed.",
  },
  compliance: [
    "State regulators treat most chemical wastes as tracked or priority wastes. In Victoria, reportable priority waste is recorded through EPA Victoria's waste tracking system; in New South Wales, trackable waste moves under the NSW EPA's tracking requirements; and Queensland has its own tracking system for trackable waste. Each record links producer, transporter and receiving facility, and the producer remains responsible for the waste reaching a lawful destination.",
    "The Australian Dangerous Goods Code sets packaging, labelling, placarding and vehicle requirements on the road, and incompatible classes such as oxidisers and flammable liquids travel apart. Until collection, keep waste in labelled containers on a bund or spill tray, away from drains and heat.",
  ],
  faqs: [
    { question: "Can you take chemicals with no label?", answer: "Yes, once they are identified. Field tests or laboratory analysis decide how the material is packed and where it is treated, so mention unlabelled items up front." },
    { question: "Should I sort the chemicals before you arrive?", answer: "No. Please do not mix or decant anything. Leave containers closed and our technicians will sort them into compatible groups." },
    { question: "Can you collect a small amount from a household?", answer: "We can, although state and council programs run free drop-off days for household chemicals that may suit small quantities better." },
    { question: "What happens to the waste after collection?", answer: "Solvents may be distilled and reused, acids and alkalis neutralised, and toxic or persistent chemicals destroyed at high temperature. The disposal records show each load's route." },
    { question: "What if a container is leaking?", answer: "Call {phone} and describe what is happening. We will advise on immediate precautions and arrange an urgent collection." },
  ],
  related: [
    "/waste-management/drum-waste",
    "/waste-management/coolant-gun-wash",
    "/waste-management/bulk-liquid-waste",
    "/services/parts-washer-rentals-service",
    "/recycling/e-waste-electronics-recycling",
  ],
} satisfies TopicContent;
