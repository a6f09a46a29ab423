import type { TopicContent } from "../types";

export default {
  path: "/small-business",
  lead:
    "A small business needs bins that fit the space out the back, collections on the right days and someone who answers the phone. We set that up without tying you to more than you use.",
  overview: [
    "Most small businesses produce a few familiar streams: general rubbish, cardboard from deliveries, mixed bottles, cans and paper, and for food businesses a steady flow of kitchen scraps. Offices add confidential paper; trades often add metal offcuts or used oil.",
    "The usual problem is fit rather than the waste itself. Council bins are often unavailable to commercial premises, and a standard package can leave a corner shop paying for a front lift bin it half fills. We start with what you throw away each week and size every bin and collection to match.",
    "With one local team, changes are simple: we can add lifts before Christmas and drop back when trade settles.",
  ],
  included: [
    "A short chat or site visit to work out your streams",
    "Wheelie bins or a small front lift bin sized to your space",
    "Cardboard, commingled and food scrap bins where they make sense",
    "Collection days set around your trading hours and access",
    "Extra lifts on request for busy periods",
    "Secure paper consoles and e-waste pick-ups for offices",
    "Plain invoices showing each bin and how often it is emptied",
  ],
  options: {
    heading: "A typical small business set-up",
    intro: "Starting points, adjusted once we know your weekly volumes.",
    rows: [
      { name: "240 litre wheelie bins", capacity: "240 L each", suits: "Small offices, salons and consulting rooms" },
      { name: "660 litre wheelie bin", capacity: "660 L", suits: "Cafes and corner stores with steady general waste" },
      { name: "1100 litre cardboard bin", capacity: "1100 L", suits: "Shops unpacking weekly stock deliveries" },
      { name: "240 litre organics bin", capacity: "240 L", suits: "Cafes, bakeries and takeaway kitchens" },
      { name: "Front lift bin", capacity: "1.5 m³", suits: "Busier restaurants and small trade yards" },
    ],
  },
  steps: [
    { title: "Tell us about your business", text: "Call or send an enquiry with your address, the type of business and how full your current bins get." },
    { title: "We suggest a set-up", text: "We recommend bin sizes, streams and collection days, and explain the agreement in plain terms before you commit." },
    { title: "Bins are delivered", text: "Each bin is placed where the truck can reach it safely and labelled so staff know what goes where." },
    { title: "Adjust as you go", text: "After a few weeks we check how full the bins are at pick-up and change the size or frequency if you are paying for empty space." },
  ],
  suits: {
    sizes: ["small"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/office-buildings-waste-management",
      "/industries/childcare",
      "/industries/automotive",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "This suits owner-operated and small team businesses on a single site: a suburban cafe, a strip shop, a medical or accounting practice, a childcare centre or a mechanic with a few bays.",
  },
  compliance: [
    "Every business, however small, is responsible for making sure its waste goes somewhere allowed to accept it. A licensed collector and kept invoices are the simplest proof it was handled lawfully.",
    "Some small businesses carry extra duties. Food premises with a grease trap usually need regular pump-outs under their water authority's trade waste rules, workshops must store oil and solvents so they cannot leak, and practices holding client records should destroy old files securely.",
  ],
  faqs: [
    { question: "Can a small business use council bins instead?", answer: "Some councils collect from commercial premises and many do not, and few offer business cardboard or organics collections. A private service gives you bins sized to your trade on days you choose." },
    { question: "Do I have to sign a long contract?", answer: "We keep agreements in proportion to the business and explain the term and notice period first. If your needs change, we look at adjusting the service rather than leaving you stuck.", links: [{ label: "Our service agreement in plain English", path: "/service-agreement" }] },
    { question: "What if my bins overflow during a busy week?", answer: "Ring us and we can usually book an extra lift. If it keeps happening, we will suggest a bigger bin or another collection day." },
    { question: "How much space do the bins need?", answer: "A 240 litre wheelie bin needs little more than half a square metre, while a front lift bin needs a flat, hard surface with overhead clearance for the truck. We check access before recommending either." },
  ],
  related: [
    "/services/wheelie-bins",
    "/recycling/commingled-recycling",
    "/recycling/cardboard-recycling",
    "/waste-management/secure-document-shredding",
    "/waste-management/grease-trap-pump-outs",
    "/medium-business",
  ],
} satisfies TopicContent;
