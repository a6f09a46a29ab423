import type { TopicContent } from "../types";

export default {
  path: "/industries/aged-care",
  lead: "Residential aged care produces a surprising number of waste streams, and each one has to leave the building without disturbing the people who live there. We plan containers and pick-ups around the home, not around a truck run.",
  overview: [
    "A typical home fills bins from every direction: continence aids and soiled dressings from the care floors, sharps from insulin and palliative care, ceased medications, kitchen scraps and packaging, laundry chemical drums, delivery cartons and old furniture when rooms turn over. Continence waste is heavy and smells quickly if it sits in a warm enclosure.",
    "Because residents live on site, noise and traffic matter more than at a factory. Reversing alarms under bedroom windows or a truck blocking the ambulance bay soon draw complaints, and memory support wings need bin rooms that residents cannot wander into.",
    "Infection control runs through everything. Clinical waste must stay apart from general rubbish, travel in lidded containers and wait somewhere secure and cleanable. During a gastro or respiratory outbreak, contaminated waste can multiply for weeks.",
  ],
  included: [
    "Clinical waste bins in lidded, colour-coded containers",
    "Sharps containers for treatment rooms and medication trolleys",
    "Pharmaceutical waste bins",
    "Sanitary and continence bins in washrooms",
    "General waste and commingled recycling",
    "Food organics from the commercial kitchen",
    "Bin washing around the enclosure",
    "Furniture, mattress and e-waste removal during refurbishments",
  ],
  options: {
    heading: "A typical set-up for a 100-bed home",
    rows: [
      { name: "Clinical waste bins (240 L)", capacity: "Several, in a locked area", suits: "Infectious dressings and outbreak waste" },
      { name: "Sharps containers", capacity: "Wall-mounted and trolley units", suits: "Nurse stations and medication rounds" },
      { name: "Front lift bin (3 m3)", capacity: "Emptied several times weekly", suits: "Bagged continence aids and everyday rubbish" },
      { name: "Organics bins (240 L)", capacity: "Lined and lidded", suits: "Plate scrapings and preparation waste" },
    ],
  },
  steps: [
    { title: "Walk the home together", text: "We tour each wing, the kitchen, laundry and bin store with your facility manager and infection control lead." },
    { title: "Agree streams and containers", text: "We place containers so staff never carry contaminated bags through dining areas." },
    { title: "Schedule around residents", text: "Pick-ups avoid meal service, medication rounds and peak visiting hours." },
    { title: "Keep the records", text: "Clinical and pharmaceutical collections are documented, and summaries go to your quality team for audits." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/healthcare-hospital-waste-management"],
    text: "We work with standalone homes, retirement villages with a care building, and providers running several facilities who want the same containers and reporting everywhere. A small home may need only a few clinical bins collected fortnightly; a large campus may justify a compactor.",
  },
  compliance: [
    "The Aged Care Quality Standards expect providers to run effective infection prevention and control. Assessors may check whether clinical waste is segregated, containers are closed and labelled, and staff know what goes where.",
    "Clinical waste is regulated by each state's environment protection authority: it must travel with a licensed transporter to an approved treatment facility, tracked from your door. The Australian Standard for clinical and related wastes is the usual reference for segregation and storage. Schedule 8 medicines also fall under state poisons rules, so we work alongside your pharmacy arrangements, and old resident records should go to secure shredding.",
  ],
  faqs: [
    { question: "Can continence aids go in general waste?", answer: "Usually yes, bagged, if the resident has no known infection and the bin is emptied often. Items soiled with blood or from isolation rooms belong in clinical waste; your infection control policy sets the line." },
    { question: "What happens during an outbreak?", answer: "Ring us when it is declared. We drop extra clinical bins and add pick-ups until your public health unit clears the home." },
    { question: "Can you collect at night?", answer: "We normally prefer mid-morning, because night lifts wake residents. Where a driveway or council permit restricts timing, we find the least disruptive window." },
    { question: "Do you take old beds?", answer: "Yes. Frames go to metal recycling and mattresses to a mattress recycler where one operates nearby." },
  ],
  related: [
    "/waste-management/medical-waste-clinical-waste",
    "/washroom-hygiene-services",
    "/waste-management/secure-document-shredding",
    "/recycling/food-waste-organics-recycling",
    "/services/bin-washing-deodorising",
  ],
} satisfies TopicContent;
