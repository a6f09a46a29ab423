import type { TopicContent } from "../types";

export default {
  path: "/industries/automotive",
  lead: "Workshops, dealerships and smash repairers produce regulated liquids and bulky scrap every day, and most of it is worth handling properly. We collect it on a regular cycle so drums never pile up against the back fence.",
  overview: [
    "A busy service bay drains engine, gearbox and hydraulic oil, spins off oil filters, flushes coolant and brake fluid, and fills a bin with oily rags and absorbent. Add worn tyres, lead-acid batteries, brake rotors and exhaust parts, plus the cardboard that new parts arrive in. Panel shops add paint gun wash, masking waste and sanding dust, and dealerships add showroom and office recycling.",
    "Space is the usual constraint: on a small industrial lot, a drum of waste oil or a tyre stack steals a hoist bay. Spills are the other risk: an overfilled oil tank or a leaking coolant drum can reach the stormwater drain outside and become an environmental incident.",
    "Wash bays and floor drains usually run through a triple interceptor, which must be pumped out before oil and sludge carry through to the sewer.",
  ],
  included: [
    "Waste oil collection from bulk tanks, IBCs or drums",
    "Used oil filter bins and oily rag collection",
    "Coolant and gun wash solvent removal",
    "Parts washer rental with scheduled fluid changes",
    "Triple interceptor and wash bay pit pump-outs",
    "Scrap metal bins for rotors, exhausts and panels",
    "Tyre and lead-acid battery collection for recycling",
    "General waste and cardboard recycling for the office and stores",
  ],
  options: {
    heading: "A typical set-up for a six-hoist workshop",
    rows: [
      { name: "Waste oil tank or IBC", capacity: "1000 L, bunded", suits: "Drained engine and transmission oil" },
      { name: "Oil filter drum", capacity: "205 L with lid", suits: "Crushed or drained filters" },
      { name: "Coolant drum", capacity: "205 L", suits: "Flushed coolant kept separate from oil" },
      { name: "Scrap metal skip", capacity: "3 to 6 m3", suits: "Rotors, exhausts and steel offcuts" },
      { name: "General waste bin", capacity: "1.5 to 3 m3 front lift", suits: "Packaging and workshop rubbish" },
    ],
  },
  steps: [
    { title: "List your streams", text: "Tell us how much oil, coolant, filters and tyres you handle in a typical month." },
    { title: "Place the containers", text: "We supply bunded tanks, drums and bins and suggest where they sit to keep bays clear." },
    { title: "Collect on a cycle", text: "Tankers and trucks visit on a set schedule, or when you call because a tank is nearly full." },
    { title: "File the paperwork", text: "You receive tracking documents for regulated liquids, ready for an inspector or insurer." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/other-manufacturing-waste-management", "/industries/distribution-centres-logistics"],
    text: "We look after independent mechanics, tyre shops, car dealers, panel beaters, truck and bus depots, fleet workshops and auto electricians. A dealer group can use one account across every site.",
  },
  compliance: [
    "Used oil, coolant, solvents and interceptor sludge are regulated wastes in every state. They must be transported by a licensed or permitted carrier and tracked to a facility allowed to receive them, and the business that produced the waste keeps responsibility until that happens. The federal Product Stewardship for Oil program supports recycling, so collected oil can be re-refined.",
    "Liquid wastes should be stored in bunded areas away from stormwater drains, with spill kits nearby. Workshops discharging wash water to sewer generally need a trade waste agreement with their water authority, which sets interceptor maintenance. Lead-acid batteries are dangerous goods and should stay upright on a pallet until collected. State rules also control larger stockpiles of waste tyres because of fire risk.",
  ],
  faqs: [
    { question: "Can oil and coolant go in the same drum?", answer: "No. Mixing them makes the oil much harder to recycle and may turn the load into a more expensive waste. Keep separate, labelled containers." },
    { question: "Do you take oily rags and absorbent?", answer: "Yes, in lidded drums. They should not go in general waste, because they are contaminated with hydrocarbons." },
    { question: "How often should a triple interceptor be pumped?", answer: "Your trade waste agreement usually sets a frequency, and busy wash bays may need more. We can keep to that schedule and send reminders." },
    { question: "Can you take old hoists or equipment?", answer: "Yes. Once fluids are drained, steel equipment goes into a scrap bin or is collected separately for metal recycling." },
  ],
  related: [
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/coolant-gun-wash",
    "/services/parts-washer-rentals-service",
    "/waste-management/triple-interceptor-pump-outs",
    "/recycling/metal-recycling",
    "/waste-management/drum-waste",
  ],
} satisfies TopicContent;
