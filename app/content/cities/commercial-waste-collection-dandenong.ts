import type { CityContent } from "../types";

export default {
  path: "/pages/commercial-waste-collection-dandenong",
  lead: "Waste and recycling collections from our own Dandenong South depot for the factories, warehouses, shops and food businesses of Greater Dandenong and the surrounding south-east.",
  intro: [
    "Dandenong is home for us. Our head office and depot sit in Dandenong South, and the trucks that leave it each morning pass the estates, shopping strips and food precincts this page describes. For local businesses that means short travel times, drivers who know the estate layouts and a team close enough to call in when a bin needs changing.",
    "The south-east mixes heavy industry with some of Melbourne's busiest food streets. Manufacturers along Greens Road and Abbotts Road need front lift bins, skips and compactors, while the restaurants of Springvale and the grocers around Dandenong Market need frequent wheelie bin lifts and tidy bin areas. We have served both since {founded}.",
    "Most local customers are in the City of Greater Dandenong, but our routes also take in Hallam and Lyndhurst in the City of Casey and Braeside in the City of Kingston, and we keep track of how council rules change across those boundaries.",
  ],
  areas: [
    {
      heading: "Dandenong and Dandenong South",
      text: "The central activity area and market, plus the large industrial precinct south of the Princes Highway where our depot sits.",
      suburbs: ["Dandenong", "Dandenong South", "Dandenong North", "Bangholme"],
    },
    {
      heading: "Keysborough and Braeside",
      text: "Newer industrial estates and business parks between the Dandenong Bypass and Lower Dandenong Road.",
      suburbs: ["Keysborough", "Braeside", "Dingley Village"],
    },
    {
      heading: "Lyndhurst, Hallam and the Casey edge",
      text: "Distribution centres and manufacturers along the Western Port Highway, the South Gippsland Highway and the Hallam Bypass.",
      suburbs: ["Lyndhurst", "Hallam", "Hampton Park", "Narre Warren", "Cranbourne West"],
    },
    {
      heading: "Noble Park and Springvale",
      text: "Busy retail and food strips with pockets of light industry behind them.",
      suburbs: ["Noble Park", "Noble Park North", "Springvale", "Springvale South", "Clarinda"],
    },
  ],
  regulation: {
    heading: "Council rules and your duties as a south-east business",
    paragraphs: [
      "The City of Greater Dandenong, like Casey and Kingston next door, uses local laws to control where commercial bins are stored and when they may stand on a footpath or in a laneway. Overflowing bins behind shopping strips and bins left out between collections are typical reasons a business hears from council, particularly around central Dandenong and Springvale.",
      "EPA Victoria's general environmental duty under the Environment Protection Act 2017 applies to a corner takeaway as much as a Dandenong South factory. Both must take reasonably practicable steps against harm from their waste, which means keeping it contained, separating it where that reduces risk and using a transporter who delivers it somewhere lawful.",
      "Factories here also produce waste that needs more than a bin, such as oily water, solvents or contaminated packaging. Those streams carry extra classification and transport duties, and we arrange them alongside your regular collections.",
    ],
  },
  localNotes: [
    {
      title: "Quick bin changes",
      text: "With the depot around the corner, swapping a bin size, adding a skip or replacing a damaged bin is rarely a long wait for local sites.",
    },
    {
      title: "Estate access",
      text: "Many Dandenong South and Lyndhurst estates have shared driveways and B-double traffic. Tell us gate times, one-way loops and turning space, and we will keep our lift clear of your inbound deliveries.",
    },
    {
      title: "Food precincts",
      text: "Behind the shops in Springvale, Noble Park and Dandenong's Little India, space is tight and bins are often shared. Smaller bins lifted more often, plus regular washing, keep rear lanes clean and pests away.",
    },
    {
      title: "Grease traps on the same schedule",
      text: "Local food businesses discharge to South East Water's sewers under trade waste conditions, so we can book grease trap pump-outs alongside bin collections.",
    },
  ],
  services: [
    "/services/front-lift-bins",
    "/services/wheelie-bins",
    "/services/waste-compactors",
    "/services/cardboard-balers-plastic-balers",
    "/services/bulk-bins-skip-bins",
    "/recycling/metal-recycling",
    "/recycling/timber-wood-waste-recycling",
    "/waste-management/grease-trap-pump-outs",
  ],
  faqs: [
    {
      question: "Where exactly are you based?",
      answer: "Our head office and depot are in Dandenong South, in the middle of the industrial precinct. Most customers never need to visit, but being close means quick bin changes and people who know the area.",
    },
    {
      question: "Do you service Lyndhurst and Hallam even though they are in the City of Casey?",
      answer: "Yes. Our local routes cross council boundaries freely; the only difference is that we check Casey's local laws instead of Greater Dandenong's when advising where bins can stand.",
    },
    {
      question: "We run a Springvale restaurant with little storage. What do you suggest?",
      answer: "Usually 240 litre bins for general waste, recycling and food organics, lifted several times a week, with a bin wash on a schedule. Separating cardboard also frees a surprising amount of room.",
    },
    {
      question: "Can you take scrap metal from our Dandenong South factory?",
      answer: "Yes. Offcuts and scrap steel, aluminium and copper go into skips or cages kept apart from general waste and are sent for recycling, which also trims the landfill tonnage on your account.",
    },
    {
      question: "We are fitting out a new unit in Keysborough. Can you help plan the bin area?",
      answer: "Yes. We visit, check the bin area against your planning permit and recommend a starting mix of bins that we adjust once your real volumes are known.",
    },
  ],
  related: [
    "/pages/commercial-waste-collection-melbourne",
    "/pages/waste-management-melbourne",
    "/pages/liquid-waste-management-melbourne",
    "/about",
    "/other-manufacturing-waste-management",
    "/industries/distribution-centres-logistics",
  ],
} satisfies CityContent;
