import type { TopicContent } from "../types";

export default {
  path: "/waste-management/waste-oil-waste-oil-filters",
  lead:
    "Used lubricating oil is one of the few wastes that can be made into the same product again. We collect it from your tank or drums, take away spent filters and oily rags, and send the oil for re-refining or reprocessing.",
  overview: [
    "Workshops, fleet depots, farms and factories all drain engine, gearbox and hydraulic oil. Kept clean and separate, it is a valuable raw material that re-refiners turn back into base oil or processors make into industrial fuel, so storage matters as much as collection.",
    "Spent oil filters hold a surprising amount of oil even after draining, inside a steel casing worth recovering. Collected in sealed drums or filter bins, they are crushed or shredded so the oil is captured and the metal recycled. Oily rags and absorbents go in their own containers.",
    "Our tanker pumps straight from your bulk tank or drums, or we swap full drums for empty ones, on a fixed cycle or when your tank reaches a set level.",
  ],
  included: [
    "Tanker collection from bulk waste oil tanks",
    "Pumping from drums and IBCs on site",
    "Self-bunded tanks for sites without safe storage",
    "Oil filter drums or bins, swapped when full",
    "Oily rags, absorbents and spill clean-up material",
    "Contamination checks before loading",
    "Collection dockets and waste tracking records",
  ],
  options: {
    heading: "Storage and collection options",
    rows: [
      { name: "205 litre drum", capacity: "205 litres", suits: "Small workshops and farms" },
      { name: "IBC", capacity: "1000 litres", suits: "Busy workshops without room for a fixed tank" },
      { name: "Self-bunded waste oil tank", capacity: "Commonly 1,000 to 5,000 litres", suits: "Dealerships, fleet depots and transport yards" },
      { name: "Oil filter drum or bin", capacity: "Open-top drum or filter bin", suits: "Any site changing vehicle or machinery filters" },
    ],
  },
  steps: [
    { title: "Tell us your volumes", text: "Let us know how much oil you drain each month, how it is stored and how many filters you replace." },
    { title: "Set up storage", text: "We supply drums, a self-bunded tank or filter bins where a tanker hose can reach." },
    { title: "Regular pick-ups", text: "The driver checks the oil, pumps it out and swaps filter and rag containers." },
    { title: "Recycling and records", text: "Oil goes for re-refining or reprocessing, filter steel is recycled and you receive a docket." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/automotive",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
    ],
    text: "Mechanics, car dealers, fast-fit centres, truck and bus depots, plant hire yards, marinas, farms and factories with hydraulic machinery all generate waste oil. Home mechanics can book a one-off pick-up, although council used-oil drop-off points often suit small amounts better.",
  },
  compliance: [
    "Waste mineral oil is a tracked or priority waste in the eastern states. Each load is entered in the state tracking scheme run by EPA Victoria, the NSW EPA or the Queensland Government, and only a transporter licensed or permitted for that waste may carry it.",
    "Keep oil in sound, closed containers on a bund or in a self-bunded tank, out of the rain and away from stormwater drains. Never add coolant, brake fluid, solvents or fuel, which can make oil unsuitable for re-refining. Used oil recycling is backed by a national product stewardship scheme for oil, one more reason to keep clean oil clean.",
  ],
  faqs: [
    { question: "Do you service small workshops with only a drum or two?", answer: "Yes. Drum pick-ups are combined with other collections in your area, so a small workshop can stay on a regular cycle without a bulk tank." },
    { question: "How long should filters drain?", answer: "Drain them hot and upside down over a drain rack, ideally for several hours or overnight, then put them in the filter drum. Well-drained filters mean less oil sloshing in the drum." },
    { question: "Can I put coolant in the waste oil tank?", answer: "No. Coolant spoils oil for re-refining, so we collect it separately." },
    { question: "Can you supply a waste oil tank?", answer: "Yes. Self-bunded tanks are sized to your volumes and placed where staff fill them safely and our tanker can reach." },
    { question: "What about oily water from wash bays?", answer: "Wash bay water usually passes through an interceptor before the sewer, and we pump those out as a separate service." },
  ],
  related: [
    "/waste-management/coolant-gun-wash",
    "/waste-management/triple-interceptor-pump-outs",
    "/services/parts-washer-rentals-service",
    "/industries/automotive",
    "/recycling/metal-recycling",
  ],
} satisfies TopicContent;
