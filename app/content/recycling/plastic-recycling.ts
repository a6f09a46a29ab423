import type { TopicContent } from "../types";

export default {
  path: "/recycling/plastic-recycling",
  lead: "Pallet wrap, bags and strapping fill a warehouse bin faster than almost anything else. Collected clean and by type, that plastic goes back into new products instead of landfill.",
  overview: [
    "Commercial plastics are sorted by polymer, shredded, washed and melted into pellets. Clean LDPE film from pallet wrap and shrink wrap is made into new film, bags, irrigation pipe and composite timber, while rigid HDPE crates and drums become pipes, bins and outdoor furniture. The cleaner and more uniform the plastic, the more uses it has.",
    "Stretch and shrink wrap is the most common plastic we collect from businesses, and it is most valuable when it is clear, dry and free of paper labels and tape. Coloured film, strapping and rigid plastics are kept in separate bags or bales. Film with food residue, foil-lined or laminated packaging, PVC and plastic mixed with dirt are hard to recycle and usually go to general waste.",
    "A plastic baler beside the dock turns loose film into tidy bales that take up a fraction of the space.",
  ],
  included: [
    "Clear stretch wrap and pallet wrap",
    "Shrink wrap and bubble wrap",
    "Coloured film and plastic bags from stock",
    "Polypropylene and PET strapping",
    "HDPE crates, drums and containers",
    "Bulk bags and woven polypropylene sacks",
    "Film bales made on your own baler",
  ],
  options: {
    heading: "Plastic recycling containers",
    intro: "Film is light but bulky, so the best container is the one that holds the most without blowing away.",
    rows: [
      { name: "Clear collection bags", capacity: "Large film bags", suits: "Retail back rooms separating film by type" },
      { name: "1100 L wheelie bin", capacity: "1100 litres", suits: "Shops and small warehouses with steady film" },
      { name: "Front lift bin", capacity: "1.5 to 4.5 m3", suits: "Distribution centres with space for a dedicated plastics bin" },
      { name: "Mesh cage", capacity: "About 1.5 to 3 m3", suits: "Factories keeping strapping and rigid plastics apart" },
      { name: "Baled film", capacity: "Compressed film bales", suits: "Sites with a baler that build up a pallet of bales between pickups" },
    ],
  },
  steps: [
    { title: "Sort by type", text: "We agree with you which plastics to separate, usually clear film, coloured film, strapping and rigid items." },
    { title: "Set up collection points", text: "Bags, bins or a baler go where goods are unwrapped, so film never reaches the general waste bin." },
    { title: "Collect on schedule", text: "Loose plastic is collected regularly, or bales are picked up once enough have built up." },
    { title: "Track the results", text: "Collection records show how much plastic you diverted for your sustainability reports." },
  ],
  suits: {
    sizes: ["medium", "large", "small"],
    industries: [
      "/industries/distribution-centres-logistics",
      "/industries/shopping-centre-retail-waste-management",
      "/other-manufacturing-waste-management",
      "/industries/food-manufacturing-processing",
    ],
    text: "Distribution centres, retailers receiving palletised stock, manufacturers and food producers buying ingredients in bulk bags have the most to gain. Smaller shops can share a bin for film.",
  },
  compliance: [
    "Since July 2022, Australia allows waste plastic to be exported only once it is sorted into a single resin or polymer type and further processed, for example into flakes or pellets, or made into processed engineered fuel; sorted but unprocessed single-resin plastic can no longer be exported either, so clean, separated plastic is far easier to place with local recyclers. Brand owners who belong to the Australian Packaging Covenant also face growing expectations to use recycled content.",
    "Each state has banned a range of single-use plastic items, and the programs that collected soft plastics through supermarkets were disrupted in 2022. For businesses, a dedicated collection from a reliable service is the most dependable route for film and wrap.",
  ],
  faqs: [
    { question: "Can pallet wrap go in our commingled bin?", answer: "No. Film wraps around sorting machinery, so it needs its own bag, bin or baler." },
    { question: "Do labels and tape need to come off?", answer: "Remove as much as practical. Small amounts are tolerated, but heavy labelling lowers the grade of the film." },
    { question: "What about plastic with food on it?", answer: "Contaminated film is difficult to recycle and usually belongs in general waste. Clean plastic from packing areas is what recyclers want." },
    { question: "Is a baler worth it for plastic?", answer: "If film fills several bins a week, a baler usually saves space and collections. We can look at your volumes and suggest a model." },
  ],
  related: [
    "/services/cardboard-balers-plastic-balers",
    "/recycling/cardboard-recycling",
    "/recycling/polystyrene-recycling",
    "/industries/distribution-centres-logistics",
  ],
} satisfies TopicContent;
