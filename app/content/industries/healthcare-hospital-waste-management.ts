import type { TopicContent } from "../types";

export default {
  path: "/industries/healthcare-hospital-waste-management",
  lead: "Healthcare waste has to be separated correctly at the bedside, stored securely and tracked until it is treated. We help hospitals, clinics and medical centres keep every stream contained without adding work for clinical staff.",
  overview: [
    "Hospitals and clinics generate clinical waste, sharps, cytotoxic waste from oncology, pharmaceutical waste, anatomical waste from theatres, and chemicals from laboratories. Alongside these are large amounts of general waste, packaging, food waste, linen packaging and confidential records, much of which can be recycled if it is kept clean.",
    "The main challenge is segregation. A busy ward has little time for sorting, and placing general waste into clinical bins adds cost, while placing clinical waste into general bins creates a serious risk. Colour-coded containers, clear labelling and easily reached bins help staff get it right.",
    "Access, storage and security also matter. Hospitals operate continuously, share loading docks with linen and food deliveries, and must keep waste stores locked, cool and away from patients and the public.",
  ],
  included: [
    "Clinical waste and sharps collection",
    "Cytotoxic waste containers and collection",
    "Pharmaceutical waste collection",
    "Anatomical waste collection for approved treatment",
    "Secure shredding for patient records",
    "General waste and commingled recycling",
    "Food organics from kitchens and cafes",
    "Washroom and sanitary services",
  ],
  options: {
    heading: "Common healthcare waste containers",
    rows: [
      { name: "Clinical waste bins", capacity: "120 L to 660 L, yellow", suits: "Infectious and contaminated waste" },
      { name: "Sharps containers", capacity: "Wall-mounted to large floor units", suits: "Needles, blades and ampoules" },
      { name: "Cytotoxic containers", capacity: "Purple-marked", suits: "Chemotherapy waste and contaminated items" },
      { name: "Pharmaceutical bins", capacity: "Sealed and labelled", suits: "Expired and unused medicines" },
    ],
  },
  steps: [
    { title: "Assess each department", text: "We review wards, theatres, pharmacy and support areas to determine the containers each needs." },
    { title: "Standardise containers", text: "We supply colour-coded containers and labels consistent with your waste policy." },
    { title: "Collect and track", text: "Regulated waste is collected, documented and tracked to treatment." },
    { title: "Review and improve", text: "Reports and bin audits show where general waste can be removed from clinical streams." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/aged-care"],
    text: "Our healthcare service suits public and private hospitals, day surgeries, GP clinics, dental practices, specialist rooms, pathology collection centres, veterinary practices, and allied health clinics. A small clinic may need only sharps and one clinical bin, while a hospital may need dedicated dock scheduling and multiple streams.",
  },
  compliance: [
    "Clinical and related waste is regulated under state environmental law and must be transported by licensed carriers to approved treatment facilities with tracking. Australian Standard AS 3816 is the common reference for segregating, labelling and storing it, while the NSQHS Standards require hospitals and day procedure services to prevent and control infection.",
    "Cytotoxic and anatomical wastes generally require high-temperature treatment, and pharmaceutical disposal must follow state medicines rules. Patient records are protected by federal and state privacy and health records laws, so paper records should be shredded securely with a certificate of destruction.",
  ],
  faqs: [
    { question: "What belongs in a clinical waste bin?", answer: "Items contaminated with blood or body fluids, infectious waste and other material defined by your waste policy. Clean packaging, paper towels and food scraps do not belong there." },
    { question: "Can sharps containers be reused?", answer: "Some services use reusable containers that are emptied and sterilised, while others use single-use containers. Both must meet the relevant standards." },
    { question: "How are cytotoxic drugs handled?", answer: "They go into separate cytotoxic containers and are treated at high temperatures, never mixed with ordinary clinical waste." },
    { question: "Can hospitals recycle?", answer: "Yes. Non-clinical areas produce paper, cardboard, bottles, cans and food waste that can be recycled." },
  ],
  related: [
    "/waste-management/medical-waste-clinical-waste",
    "/waste-management/secure-document-shredding",
    "/washroom-hygiene-services",
    "/waste-management/chemical-waste-hazardous-waste",
    "/recycling/commingled-recycling",
  ],
} satisfies TopicContent;
