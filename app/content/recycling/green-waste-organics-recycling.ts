import type { TopicContent } from "../types";

export default {
  path: "/recycling/green-waste-organics-recycling",
  lead: "Prunings, lawn clippings and fallen branches are a resource, not rubbish. We collect garden organics from grounds, nurseries, builders and homes and deliver them to processors that make mulch and compost.",
  overview: [
    "Green waste is shredded, screened and composted in open windrows, where heat from the breakdown kills most weed seeds and pathogens. Coarse woody material becomes mulch for parks, landscaping and councils, and finer compost goes to farms, turf growers and soil blenders. Products sold for these uses are commonly made to the Australian Standard for composts, soil conditioners and mulches.",
    "We accept grass, leaves, hedge clippings, branches, palm fronds and small stumps. Soil, rocks, bricks, plastic pots, irrigation pipe, treated sleepers and general rubbish all contaminate a load. Heavy soil on roots adds weight quickly, so shake roots clean before loading a skip.",
    "Regular bins suit maintained grounds, while skips handle one-off jobs such as tree removal and storm clean-ups.",
  ],
  included: [
    "Lawn clippings and leaves",
    "Hedge trimmings and prunings",
    "Branches, logs and small stumps",
    "Palm fronds and shrub removals",
    "Weeds that are not declared pest plants",
    "Cut flowers and nursery plant waste without pots",
    "Storm debris from fallen trees",
  ],
  options: {
    heading: "Green waste bins and skips",
    intro: "Pick a container to match whether your garden waste is steady or comes all at once.",
    rows: [
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Homes and small sites with regular mowing and pruning" },
      { name: "660 L or 1100 L wheelie bin", capacity: "660 to 1100 litres", suits: "Schools, body corporate gardens and nurseries" },
      { name: "Skip bin", capacity: "2 to 10 m3", suits: "Garden makeovers, hedge removals and yard clean-ups" },
      { name: "Hook-lift bin", capacity: "15 to 30 m3", suits: "Landscapers, arborists and large land clearing" },
      { name: "Bulk bag", capacity: "About 1 m3", suits: "Tight access where a skip cannot be placed" },
    ],
  },
  steps: [
    { title: "Tell us what you are clearing", text: "Describe the job or send photos so we can suggest a bin or skip and check access for the truck." },
    { title: "Delivery", text: "We place the bin on your driveway, site or approved street position, with permits arranged where a council requires them." },
    { title: "Load it clean", text: "Keep soil, rubbish and pots out, cut long branches so they lie flat, and do not fill above the rim." },
    { title: "Collection and processing", text: "We collect on the agreed day and take the load to a licensed organics processor." },
  ],
  suits: {
    sizes: ["small", "medium", "home"],
    industries: [
      "/industries/education",
      "/industries/apartment-buildings",
      "/industries/aged-care",
    ],
    text: "Gardeners, landscapers, property managers, schools, aged care grounds and households clearing a backyard all produce green waste. Homeowners often need a single skip after a weekend of pruning.",
  },
  compliance: [
    "In much of south-east Queensland, fire ant biosecurity zones restrict moving organic material such as mulch, soil and green waste, so loads should go straight to a facility permitted to receive them. Weeds declared under state biosecurity laws may need to be bagged and handled separately rather than composted.",
    "Backyard burning of garden waste is banned or heavily restricted in most metropolitan council areas. Green waste sent to landfill also breaks down into methane, which is why Victoria and other states are expanding food and garden organics collections.",
  ],
  faqs: [
    { question: "Can I put soil in a green waste skip?", answer: "A little on roots is fine, but loose soil is a separate material. Heavy soil can exceed weight limits and may need its own skip." },
    { question: "Do you take treated pine sleepers?", answer: "Not in green waste. Treated timber must not be turned into mulch, so it goes in a general or timber bin instead." },
    { question: "Can the skip go on the street?", answer: "Many councils require a permit for bins on roads or footpaths. We tell you when one is needed and can apply for it." },
    { question: "How big can branches be?", answer: "Branches and small stumps are fine if they fit within the skip walls. Large stumps and whole trunks need a hook-lift bin." },
  ],
  related: [
    "/services/bulk-bins-skip-bins",
    "/private-homes",
    "/recycling/timber-wood-waste-recycling",
    "/recycling/food-waste-organics-recycling",
  ],
} satisfies TopicContent;
