import type { TopicContent } from "../types";

export default {
  path: "/industries/hospitality-waste-management",
  lead: "Restaurants, pubs, hotels and function venues make their heaviest, wettest and noisiest waste at the busiest hour of the night. We build collections that keep kitchens clean, laneways clear and neighbours on side.",
  overview: [
    "Behind every full dining room sit food scraps, fryer oil, grease trap contents, empty bottles, stacks of cartons and general rubbish. Hotels add guest room waste, linen wrapping and replaced furniture, and function venues swing from quiet weekdays to a mountain of bins after a wedding.",
    "Space and timing are the daily headaches. Many venues trade from tight laneway sites with shared bin bays, so a bin that fills during Friday service has nowhere to overflow. Tipping glass at midnight wakes the apartments upstairs, food waste smells within a day in summer, and a neglected grease trap can back up into the kitchen.",
    "Staff turnover makes contamination common. Casuals on a rush will use whichever bin is closest, so stations must sit where the work happens, with colours and signs anyone can follow in seconds.",
  ],
  included: [
    "General waste in wheelie bins or a front lift bin",
    "Glass recycling, with bottle crushers for high-volume bars",
    "Food organics collection from the kitchen and plate scraping",
    "Used cooking oil collection in sealed drums",
    "Scheduled grease trap pump-outs",
    "Cardboard and commingled recycling",
    "Bin washing to keep enclosures and laneways fresh",
    "Pest control with records for council food inspections",
  ],
  options: {
    heading: "A typical set-up for a 120-seat restaurant and bar",
    rows: [
      { name: "General waste", capacity: "660 L wheelie bin or 1.5 m3 front lift", suits: "Residual rubbish and soft packaging" },
      { name: "Glass bins (240 L)", capacity: "Emptied two or three times a week", suits: "Bottles from the bar and dining room" },
      { name: "Organics bins (240 L)", capacity: "Lidded, lined, emptied frequently", suits: "Kitchen preparation and plate waste" },
      { name: "Cooking oil drum", capacity: "Sealed, swapped when full", suits: "Spent fryer oil" },
    ],
  },
  steps: [
    { title: "See the venue in service", text: "We look at the kitchen line, the bar, the bin bay and the route between them." },
    { title: "Place the streams", text: "Glass sits behind the bar, organics beside the prep benches and pass, and recycling near the dishwash area." },
    { title: "Fit collections to trading hours", text: "Lifts and pump-outs are timed around service, deliveries and any council collection curfews." },
    { title: "Flex for events", text: "Extra lifts or a temporary larger bin can be booked for long weekends, festivals and functions." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/food-manufacturing-processing", "/industries/shopping-centre-retail-waste-management"],
    text: "We look after cafes, restaurants, pubs, bars, clubs, hotels, caterers, function centres and food court tenants. A corner cafe may need only a few wheelie bins and a small grease trap, while a large hotel can justify a compactor and a dedicated dock schedule.",
  },
  compliance: [
    "Under the Food Standards Code, food businesses must keep waste in containers that prevent contamination and stop pests getting in, and remove it often enough to avoid odours. Council environmental health officers check bin areas during routine food premises inspections.",
    "Grease traps are generally a condition of the trade waste agreement with your water authority, which sets pump-out frequency and may ask for service records. Waste collections near homes can be limited by council permits and environmental noise rules. Used cooking oil must never go down a drain; stored in sealed containers, it can be collected and processed into products such as biodiesel.",
  ],
  faqs: [
    { question: "Can glass collections be quieter?", answer: "Yes. Daytime lifts where access allows, and a bottle crusher behind the bar, both cut late-night noise and the number of bins." },
    { question: "Should we crush bottles if our state has a container deposit scheme?", answer: "Crushed glass cannot be returned for a refund, so count how many eligible containers you sell first. Some venues keep deposit containers aside and crush only the rest." },
    { question: "How often should the grease trap be pumped?", answer: "Your trade waste agreement usually sets the frequency from the trap's size and the kitchen's output. We keep to that schedule and remind you before each service." },
    { question: "What if bins overflow after a function?", answer: "Ring us for an extra lift or a temporary larger bin." },
  ],
  related: [
    "/recycling/glass-recycling",
    "/services/bottle-crushers",
    "/recycling/food-waste-organics-recycling",
    "/waste-management/grease-trap-pump-outs",
    "/services/bin-washing-deodorising",
    "/pest-control",
  ],
} satisfies TopicContent;
