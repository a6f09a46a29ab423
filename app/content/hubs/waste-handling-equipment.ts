import type { HubContent } from "../types";

export default {
  path: "/services/waste-handling-equipment",
  lead:
    "Machines and systems that take the lifting, sorting, squashing and scrubbing out of waste handling, so less staff time and fewer truck visits go into every tonne.",
  overview: [
    "Collection costs are driven by volume and lifts, and a lot of what businesses pay to move is air: loose boxes, whole bottles, wet food. On-site equipment changes the waste before it leaves, making it denser, drier or better separated, which cuts the number of collections and often improves what can be recycled.",
    "Equipment also protects people. Lifting full bins above shoulder height, breaking down cardboard by hand and scrubbing greasy bins are repetitive jobs that lead to strains, cuts and slips. Mechanising them is usually the simplest way to control those risks.",
    "We supply, install, train staff on and maintain everything in this range, and because we also collect the waste, we plan each machine around the bins and schedule it feeds. A baler is only useful if someone collects the bales; a tippler is only safe if it matches the bin it empties into. Planning both at once avoids expensive mismatches.",
  ],
  guidance: {
    heading: "Choosing equipment that pays its way",
    paragraphs: [
      "Look at your biggest stream first. If cardboard or soft plastic fills your bins, a baler usually makes the largest difference; if the issue is manual lifting, a lifter or tippler comes first. Equipment should solve a problem you can see in your bin room, not one you might have later.",
      "Then weigh up floor space, power supply, noise near neighbours and who will operate the machine. Rental or service agreements spread the cost and keep maintenance with us, which matters for machinery that must stay safe and working.",
    ],
  },
  faqs: [
    {
      question: "Can we rent equipment instead of buying it?",
      answer: "Many items can be rented or supplied with a service agreement. Ask us about the options for the machine you are considering.",
      links: [{ label: "Our service agreement in plain English", path: "/service-agreement" }],
    },
    {
      question: "Who trains our staff?",
      answer: "Our technicians train operators at installation and can return to train new staff or refresh procedures.",
    },
    {
      question: "Do you service equipment we bought elsewhere?",
      answer: "Often, depending on the make and parts availability. Call {phone} with the details.",
    },
  ],
  related: [
    "/services/waste-compactors",
    "/services/bins-and-skips",
    "/services/waste-consulting",
    "/industries/distribution-centres-logistics",
    "/recycling/cardboard-recycling",
  ],
} satisfies HubContent;
