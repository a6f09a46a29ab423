import type { TopicContent } from "../types";

export default {
  path: "/industries/apartment-buildings",
  lead: "In an apartment building, waste is a shared service that every owner pays for and every resident notices when it goes wrong. We help owners corporations and building managers run bin rooms that stay clean, quiet and affordable.",
  overview: [
    "Residents generate household rubbish, commingled recycling, glass, food scraps, flattened moving boxes and a steady trickle of abandoned furniture. Ground-floor shops or cafes add commercial waste that usually has to be kept apart and paid for separately.",
    "The difficulties are mostly physical. Basement bin rooms have low clearances, ramps suit cars rather than trucks, and chutes block when someone drops a pizza box or a bottle down them. Someone, often the building manager or caretaker, has to move bins to a collection point and back, and the council may only collect from the kerb if the building meets its requirements.",
    "Cost and fairness also matter. Dumped mattresses, contaminated recycling and overflowing bins lead to committee complaints, extra charges and pests.",
  ],
  included: [
    "Private collection of general waste and recycling when council service does not fit",
    "Compactors beneath rubbish chutes",
    "Commingled, glass and cardboard recycling bins",
    "Food organics bins for residents who want them",
    "Bin tugs and tipplers to cut manual handling",
    "Chute and bin room cleaning and deodorising",
    "Bulky waste pick-ups for dumped furniture and move-in cartons",
    "Recycling signage and resident information in plain language",
  ],
  options: {
    heading: "A typical set-up for an 80-apartment building",
    rows: [
      { name: "Chute compactor", capacity: "Fills 660 L or 1100 L bins", suits: "Household rubbish from every floor" },
      { name: "Commingled bins (660 L)", capacity: "Emptied twice weekly", suits: "Bottles, cans, containers and paper" },
      { name: "Cardboard bin (1100 L)", capacity: "Weekly or on demand", suits: "Moving boxes and online shopping cartons" },
      { name: "Organics bins (240 L)", capacity: "Twice weekly", suits: "Kitchen scraps from participating residents" },
    ],
  },
  steps: [
    { title: "Review the building", text: "We measure ramps, clearances and the bin room, and read the waste management plan from the planning approval if one exists." },
    { title: "Propose a service", text: "We set out bin numbers, frequencies and equipment so the committee can compare it with the current arrangement." },
    { title: "Set up and inform residents", text: "We deliver bins, fit signage and supply a short notice you can send to owners and tenants." },
    { title: "Monitor and adjust", text: "Drivers report contamination and overflow so the service changes with the building's occupancy." },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: ["/industries/shopping-centre-retail-waste-management"],
    text: "Our service suits strata and community title buildings, build-to-rent developments, student housing and mixed-use towers with retail at street level.",
  },
  compliance: [
    "Common property, including the bin room, is managed by the owners corporation, called a body corporate in Queensland, under that state's strata legislation and the building's by-laws. Changing collection providers or installing equipment usually needs a committee or general meeting decision.",
    "Many councils attach a waste management plan to the planning approval for new apartment buildings, setting out bin storage, collection points and truck access. Moving to a private collection should keep the building consistent with that plan or be discussed with council. Chutes and bin rooms are also part of the fire safety design, so doors, sprinklers and compactor hoppers must not be altered casually, and WHS laws apply to caretakers moving heavy bins.",
  ],
  faqs: [
    { question: "Why use a private contractor instead of council?", answer: "Some buildings cannot be served by council trucks because of access, or need more frequent collections than council offers. A private service can lift more often, from inside the basement, at agreed times." },
    { question: "What stops people dumping furniture in the bin room?", answer: "Clear signs, a bulky waste booking process residents know about, and quick removal so one dumped couch does not attract more." },
    { question: "Our chute keeps blocking. Can you help?", answer: "Blockages usually come from flattened boxes and bottles. We can add nearby cardboard and glass bins, clean the chute, and check the compactor is cycling properly." },
    { question: "Can the ground-floor cafe share our bins?", answer: "It is better if it has its own account, so residents do not subsidise commercial waste and food scraps are managed for the cafe's volume." },
  ],
  related: [
    "/services/waste-compactors",
    "/services/wheelie-bins",
    "/recycling/commingled-recycling",
    "/services/waste-tipplers",
    "/services/bin-washing-deodorising",
    "/services/bulk-bins-skip-bins",
  ],
} satisfies TopicContent;
