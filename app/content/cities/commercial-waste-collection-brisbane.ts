import type { CityContent } from "../types";

export default {
  path: "/pages/commercial-waste-collection-brisbane",
  lead: "Bin and recycling collections for Brisbane businesses, set up for subtropical heat, summer storms, pedestrian malls and the big industrial estates of the Trade Coast and the southern corridor.",
  intro: [
    "Brisbane's climate shapes commercial waste more than most people expect. Food scraps turn quickly in a humid February, a storm can fill an uncovered skip with water that adds weight, and pests find any bin left overfull. We plan Brisbane collections with the seasons in mind, often adding summer lifts for food businesses.",
    "Access is the other local factor. The Queen Street Mall and the Brunswick Street Mall in Fortitude Valley keep vehicles out for most of the day, so tenants there are serviced from rear lanes, service roads or early windows. Out at the Trade Coast and around Acacia Ridge and Rocklea the challenge flips: big yards, heavy volumes and docks that never close.",
    "Brisbane City Council covers most of the metropolitan core on its own, unlike the patchwork of councils in Sydney or Melbourne, but many industrial customers sit in Logan, Ipswich or Moreton Bay, each with its own local laws.",
  ],
  areas: [
    {
      heading: "CBD, the Valley and the inner city",
      text: "Offices, hotels, bars and restaurants where pick-ups depend on lanes, malls and building docks.",
      suburbs: ["Brisbane City", "Fortitude Valley", "Spring Hill", "South Brisbane", "West End", "Newstead", "Bowen Hills", "Woolloongabba", "Milton"],
    },
    {
      heading: "Australia TradeCoast",
      text: "Freight, aviation and port businesses between the airport and the mouth of the river.",
      suburbs: ["Eagle Farm", "Pinkenba", "Hemmant", "Murarrie", "Lytton", "Banyo", "Nudgee"],
    },
    {
      heading: "Southern and western corridor",
      text: "Transport depots, food processors and manufacturers along the Ipswich and Logan motorways.",
      suburbs: ["Acacia Ridge", "Archerfield", "Rocklea", "Salisbury", "Coopers Plains", "Sumner", "Darra", "Wacol", "Richlands"],
    },
    {
      heading: "Neighbouring councils",
      text: "Industrial estates just over the Brisbane boundary that run on our Brisbane routes.",
      suburbs: ["Berrinba", "Crestmead", "Loganholme", "Carole Park", "Bundamba", "Brendale", "Strathpine"],
    },
  ],
  regulation: {
    heading: "Local laws, noise and Queensland's environmental duty",
    paragraphs: [
      "Brisbane City Council's local laws set expectations for storing and presenting commercial bins: off the footpath except around collection, with bin areas kept clean enough not to attract vermin. Logan, Ipswich and Moreton Bay have their own versions, so a business with several sites can face slightly different rules at each.",
      "Queensland's Environmental Protection Act 1994 gives everyone a general environmental duty to take all reasonable and practicable steps so their activities do not cause environmental harm, and it treats excessive noise as a form of nuisance. That is why early lifts in mixed-use areas such as Newstead and West End are timed differently from those in industrial estates.",
    ],
  },
  localNotes: [
    {
      title: "Storm season",
      text: "Afternoon storms are common from late spring into summer. Keep lids shut and skip covers on: rainwater adds weight, can leak from the truck and ruins cardboard for recycling.",
    },
    {
      title: "Heat and food scraps",
      text: "Restaurants and food retailers often switch to more frequent or smaller organics lifts between November and March, with regular bin washing to keep odour and flies down.",
    },
    {
      title: "Mall tenancies",
      text: "For Queen Street Mall and Brunswick Street Mall tenants we agree a pick-up point on a rear lane or service road and a time inside the permitted vehicle window.",
    },
    {
      title: "Trade Coast volumes",
      text: "Freight sites near the airport and port produce pallets, shrink wrap and cardboard in bulk. Separate streams for each usually keep general waste bins small.",
    },
  ],
  services: [
    "/services/front-lift-bins",
    "/services/wheelie-bins",
    "/services/bulk-bins-skip-bins",
    "/recycling/food-waste-organics-recycling",
    "/services/bin-washing-deodorising",
    "/recycling/timber-wood-waste-recycling",
    "/recycling/plastic-recycling",
    "/pest-control",
  ],
  faqs: [
    {
      question: "Can you collect from a Fortitude Valley venue after a late night?",
      answer: "Yes. Valley bars and clubs usually need glass and general waste cleared early in the morning, after closing but before the streets fill again. We time those lifts around your trading hours and the street's access rules. Since 1 November 2023, Containers for Change has also refunded glass wine and pure spirit bottles, so a venue may keep them apart from the glass bin to claim the refund."
    },
    {
      question: "Our business is in Logan, not Brisbane. Do you still service it?",
      answer: "We do. Our Brisbane routes reach estates in Berrinba, Crestmead and Carole Park, plus Brendale and Strathpine to the north. We confirm the local council's rules for your address.",
    },
    {
      question: "How often should a food business empty its bins in summer?",
      answer: "Bins holding food scraps should rarely sit more than a few days in Brisbane's hotter months. Splitting one large bin into two smaller ones emptied more often controls odour without adding volume.",
    },
    {
      question: "What happens if our bin is blocked on collection day?",
      answer: "If a parked car, locked gate or stock stops the driver reaching the bin, the lift is recorded as no access and we book the next available pick-up. Gate codes and a site contact prevent repeats.",
    },
    {
      question: "Can we have separate bins for pallets and shrink wrap?",
      answer: "Yes. Timber pallets and soft plastics can each be collected on their own schedule for recycling, which suits warehouses on the Trade Coast and in the southern estates.",
    },
  ],
  related: [
    "/pages/waste-management-brisbane",
    "/pages/liquid-waste-management-brisbane",
    "/pages/commercial-waste-collection-sydney",
    "/services/bins-and-skips",
    "/industries/hospitality-waste-management",
  ],
} satisfies CityContent;
