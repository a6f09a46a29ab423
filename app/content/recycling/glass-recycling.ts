import type { TopicContent } from "../types";

export default {
  path: "/recycling/glass-recycling",
  lead: "Bars, pubs and restaurants empty more bottles in a night than most offices do in a month. We set up glass collection that is safe to lift, quiet enough for neighbours and clean enough to recycle.",
  overview: [
    "Glass bottles and jars are crushed into cullet, cleaned and sorted by colour into clear, amber and green. Cullet melts at a lower temperature than raw sand, so it goes back into new bottles and jars, while finer or mixed-colour glass can be ground into glass sand for road base, pipe bedding and concrete.",
    "Only container glass belongs in a glass bin. Drinking glasses, Pyrex, window panes, mirrors, light globes, ceramics and crockery melt at different temperatures and cause faults in new bottles, so a small amount can downgrade a whole load. Corks, lids and lime wedges are best kept out too.",
    "Separating glass from commingled recycling also keeps broken shards out of paper streams, which makes both materials more valuable.",
  ],
  included: [
    "Beer, wine and spirit bottles",
    "Soft drink and mixer bottles",
    "Glass food jars and sauce bottles",
    "Clear, amber and green glass together",
    "Crushed glass from a bottle crusher",
    "Separation of deposit-eligible containers on request",
    "Advice on bin placement near bars and service areas",
  ],
  options: {
    heading: "Glass bin sizes",
    intro: "A full bin of glass is much heavier than the same bin of paper, so glass bins are kept small enough to wheel safely.",
    rows: [
      { name: "120 L wheelie bin", capacity: "120 litres", suits: "Behind-bar bins that staff empty at the end of a shift" },
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Restaurants, cafes and small bars" },
      { name: "360 L wheelie bin", capacity: "360 litres", suits: "Pubs, clubs and function venues with flat access to the collection point" },
      { name: "Bottle crusher output bin", capacity: "Fits under the crusher", suits: "Venues cutting glass volume and noise on site" },
      { name: "Bulk bags or cages", capacity: "By arrangement", suits: "Events and venues sorting refund-eligible containers" },
    ],
  },
  steps: [
    { title: "Count the bottles", text: "We estimate your weekly bottle volume, including busy weekends and event days, to size bins and lifts." },
    { title: "Plan the route to the bin", text: "Bins are placed so staff are not carrying crates up stairs, and bin lifters or crushers are suggested where lifting is a problem." },
    { title: "Collect at sensible hours", text: "Collection times are set to respect local noise limits near homes and hotels." },
    { title: "Keep it clean", text: "Drivers report ceramics, drinking glasses or rubbish in the bin so your staff can correct it early." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/aged-care",
      "/industries/apartment-buildings",
      "/industries/food-manufacturing-processing",
    ],
    text: "Pubs, clubs, restaurants, hotels and function centres are the biggest producers, but aged care kitchens, apartment buildings and food manufacturers using jars also benefit from a separate glass stream.",
  },
  compliance: [
    "Every state and territory now runs or is introducing a container deposit scheme. Many beer, soft drink and water bottles carry a refund, while wine and spirit bottles are excluded from most schemes. Queensland's Containers for Change is the exception: it has refunded glass wine and pure spirit bottles since 1 November 2023. High-volume venues can keep eligible containers separate and claim refunds through the scheme's business arrangements.",
    "Tipping bottles late at night is a common noise complaint, and councils and state environment regulators set limits on noisy activities near homes. Broken glass is also a cutting and manual handling hazard under work health and safety laws, so bins should never be overfilled and staff need gloves for clean-ups.",
  ],
  faqs: [
    { question: "Can broken glasses from the bar go in the glass bin?", answer: "No. Drinking glasses are toughened or made differently from bottles, so wrap them and put them in general waste." },
    { question: "Do labels need to come off?", answer: "No. Paper labels burn off or are screened out during processing. Just empty the bottle." },
    { question: "Does a bottle crusher reduce our collections?", answer: "Crushed glass takes far less room than whole bottles, so many venues need fewer lifts. Weight stays the same, so bin size still matters." },
    { question: "Should we claim container refunds ourselves?", answer: "If you sell a lot of eligible drinks, separating those containers can be worthwhile. We can help you work out whether the sorting effort pays off." },
  ],
  related: [
    "/services/bottle-crushers",
    "/services/bin-lifters-bin-tippers",
    "/recycling/commingled-recycling",
    "/industries/hospitality-waste-management",
    "/services/wheelie-bins",
  ],
} satisfies TopicContent;
