import type { TopicContent } from "../types";

export default {
  path: "/waste-management/medical-waste-clinical-waste",
  lead:
    "From a single dental surgery to a multi-storey aged care home, we supply the right containers for each clinical stream, collect them on a set cycle and deliver them to licensed treatment.",
  overview: [
    "Clinical waste could carry infection or cause injury: dressings and swabs soaked in blood or body fluids, disposable instruments, tissue and anything contaminated with infectious material. Sharps, such as needles, blades and broken ampoules, form their own stream, and pharmaceutical and cytotoxic wastes are separate again.",
    "Good segregation protects staff and cleaners from needlestick injuries and keeps costs down: general waste in a clinical bin is treated at clinical rates, while clinical items in a general bin are a safety risk. We help set up each room so the right container is within reach.",
    "Most infectious clinical waste is made safe at licensed facilities by high-temperature treatment or steam sterilisation and shredding, while cytotoxic and many pharmaceutical wastes require high-temperature destruction.",
  ],
  included: [
    "Yellow clinical waste bins in sizes to suit each area",
    "Rigid, puncture-resistant sharps containers, wall-mounted or portable",
    "Purple cytotoxic waste containers for chemotherapy and related drugs",
    "Pharmaceutical waste containers for expired and unused medicines",
    "Scheduled collections with clean replacement containers",
    "Collection records and disposal documentation",
  ],
  options: {
    heading: "Clinical waste containers",
    rows: [
      { name: "Sharps container", capacity: "Small portable sizes up to about 20 litres", suits: "Treatment rooms, dental surgeries and tattoo studios" },
      { name: "Clinical waste bin", capacity: "Yellow bins, commonly 120 or 240 litres", suits: "Medical centres, dental and veterinary practices" },
      { name: "Large clinical waste bin", capacity: "Yellow 660 litre bins", suits: "Hospitals, day surgeries and large aged care homes" },
      { name: "Cytotoxic waste container", capacity: "Purple rigid containers and bins in several sizes", suits: "Oncology units and compounding pharmacies" },
      { name: "Pharmaceutical waste container", capacity: "Sealed containers sized to volume", suits: "Pharmacies, clinics and aged care medication rooms" },
    ],
  },
  steps: [
    { title: "Site review", text: "We discuss your procedures, the rooms where waste is produced and the volume of each stream." },
    { title: "Containers supplied", text: "Sharps, clinical, cytotoxic and pharmaceutical containers are delivered and placed where staff need them." },
    { title: "Scheduled collection", text: "Our driver collects sealed containers from an agreed, secure holding point and leaves clean replacements." },
    { title: "Treatment and records", text: "Waste goes to licensed treatment, and your records show what was collected and when." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/healthcare-hospital-waste-management",
      "/industries/aged-care",
      "/industries/education",
      "/industries/childcare",
    ],
    text: "GPs, dentists, vets, pathology collection centres, pharmacies, tattoo studios, aged care providers, hospitals and university laboratories all produce clinical waste. Workplaces and schools needing only a sharps container or two for first aid can be serviced too.",
  },
  compliance: [
    "Australia uses a colour-coded system for clinical and related wastes, set out in the Australian Standard for their management. Clinical waste goes in yellow containers marked with the biohazard symbol, cytotoxic waste in purple containers marked with the cytotoxic symbol, and sharps in rigid, puncture-resistant containers that must never be overfilled past the fill line.",
    "Each state regulates clinical and related wastes. Transport is licensed or permitted, and Victoria, New South Wales and Queensland generally require each consignment to be tracked from the practice or ward to the treatment facility. Health departments and accreditation bodies also expect written waste procedures and staff training. Between collections, keep full containers closed in a secure area away from the public.",
  ],
  faqs: [
    { question: "What can go in a yellow clinical waste bin?", answer: "Dressings, swabs and disposable equipment soiled with blood or other body fluids. Paper towels and packaging belong in general waste or recycling." },
    { question: "When should a sharps container be replaced?", answer: "Lock it once contents reach the marked fill line, even if there seems to be room. Never push sharps down or empty a container." },
    { question: "Can expired medicines go in the clinical bin?", answer: "No. Pharmaceutical waste should go in its own container. Cytotoxic drugs must go in purple cytotoxic containers." },
    { question: "How often will you collect?", answer: "That depends on volumes and storage space; a small practice may need a monthly visit, a hospital several each week." },
    { question: "Do you handle nappies and sanitary waste?", answer: "These are usually not clinical waste. They are covered by our washroom hygiene service, which supplies sanitary and nappy bins." },
  ],
  related: [
    "/industries/healthcare-hospital-waste-management",
    "/industries/aged-care",
    "/washroom-hygiene-services",
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/secure-document-shredding",
  ],
} satisfies TopicContent;
