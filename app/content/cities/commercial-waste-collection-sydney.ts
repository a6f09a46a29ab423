import type { CityContent } from "../types";

export default {
  path: "/pages/commercial-waste-collection-sydney",
  lead: "Business bin collections across Greater Sydney, routed around CBD loading docks, the light rail corridor, council footpath rules and the long haul out to Western Sydney's industrial estates.",
  intro: [
    "Sydney spreads a long way, and the way a bin gets emptied changes as you head west. In the CBD and Pyrmont most commercial waste leaves through basement docks or sits at the kerb for a short permitted window; in Wetherill Park, Eastern Creek or Moorebank it waits in a yard big enough for hook-lift skips and semi-trailers. We build each service around that reality rather than a standard package.",
    "For most businesses the core is general waste plus separate cardboard and commingled recycling. Restaurants add glass and food organics, warehouses add balers or compactors, and fit-outs call for skips. Lifts are grouped by region and day, so our trucks are not crossing the city in peak traffic to reach a single site.",
    "Greater Sydney is split across many councils, so the footpath rules in Surry Hills differ from those in Parramatta or Penrith. We check the requirements for your street when we quote.",
  ],
  areas: [
    {
      heading: "CBD, Pyrmont and the harbour",
      text: "Office towers, hotels and venues served mostly through loading docks and short kerbside windows.",
      suburbs: ["Sydney CBD", "The Rocks", "Barangaroo", "Pyrmont", "Ultimo", "Haymarket", "Surry Hills", "Darlinghurst"],
    },
    {
      heading: "Inner west, airport and Port Botany",
      text: "Cafés, breweries and light industry, plus the freight precinct between the airport and the port.",
      suburbs: ["Marrickville", "St Peters", "Newtown", "Alexandria", "Mascot", "Botany", "Banksmeadow"],
    },
    {
      heading: "Parramatta and Western Sydney",
      text: "A second CBD with its own tower docks, surrounded by distribution centres and manufacturers along the M4, M7 and M5.",
      suburbs: ["Parramatta", "Silverwater", "Wetherill Park", "Smithfield", "Eastern Creek", "Erskine Park", "Arndell Park", "Moorebank", "Prestons", "Ingleburn"],
    },
    {
      heading: "North shore and Northern Beaches",
      text: "Business parks and trade estates with easier access but strict streetscape expectations.",
      suburbs: ["Macquarie Park", "North Ryde", "Artarmon", "Chatswood", "Brookvale", "Frenchs Forest"],
    },
  ],
  regulation: {
    heading: "Footpath approvals, collection hours and NSW EPA rules",
    paragraphs: [
      "In NSW, putting commercial waste in a public place for collection can need an approval from the local council, and councils such as the City of Sydney set rules on when bins may go out, how long they may stay and how they must be presented.",
      "Collection hours near homes are limited by noise controls and by development consent conditions, and newer mixed-use buildings often have a consent-approved waste management plan setting where bins live and how trucks reach them.",
      "The NSW Environment Protection Authority regulates how waste is transported and where it ends up under the Protection of the Environment Operations Act 1997. Your general waste must go to a facility lawfully able to take it, and because landfill in Sydney attracts the state waste levy, keeping recyclables out of that bin matters.",
    ],
  },
  localNotes: [
    {
      title: "George Street and the light rail",
      text: "Trucks cannot stop along the light rail corridor, so George Street businesses are serviced from cross streets, rear lanes or building docks.",
    },
    {
      title: "Dock bookings and clearances",
      text: "CBD and Parramatta towers commonly cap vehicle height in their basement docks and ask contractors to book a slot. Give us the building's dock rules and we will send a truck that fits.",
    },
    {
      title: "Glass after closing time",
      text: "Pubs and bars in Surry Hills, Newtown and the CBD fill glass bins fast. A bottle crusher or extra glass lifts keep bins under weight limits and cut late-night noise.",
    },
    {
      title: "Return and Earn containers",
      text: "Eligible drink containers can be kept out of commingled recycling and redeemed through the NSW container deposit scheme, which suits venues with large volumes of bottles and cans.",
    },
  ],
  services: [
    "/services/front-lift-bins",
    "/services/wheelie-bins",
    "/services/waste-compactors",
    "/services/cardboard-balers-plastic-balers",
    "/recycling/cardboard-recycling",
    "/recycling/glass-recycling",
    "/services/bottle-crushers",
    "/services/bulk-bins-skip-bins",
  ],
  faqs: [
    {
      question: "Do I need council approval to put bins on the street in Sydney?",
      answer: "It depends on the council and the street; some allow footpath bins only around collection time and some require an approval. We check your address and, where possible, collect from inside your property or dock instead.",
    },
    {
      question: "Can you collect from our Western Sydney warehouse at night?",
      answer: "Often, yes: estates away from homes usually allow early or late lifts. We confirm the permitted hours in your consent and lease, then avoid your busiest dock periods.",
    },
    {
      question: "What bins suit a small café in the inner west?",
      answer: "Most manage with 240 or 660 litre wheelie bins for general waste and commingled recycling, plus a cardboard bin and, space permitting, food organics. Rear-lane access and storage usually decide the mix more than volume.",
    },
    {
      question: "Can one provider look after our CBD office and our distribution centre?",
      answer: "Yes. We often service city offices alongside warehouses in Eastern Creek or Moorebank, each with its own bins and schedule, under one account with combined reporting.",
    },
    {
      question: "Our tower shares bins between tenants. How does that work?",
      answer: "We contract with the building manager for the shared bins and can offer extra services, such as shredding or organics, directly to tenants who need them.",
      links: [{ label: "Our service agreement in plain English", path: "/service-agreement" }],
    },
  ],
  related: [
    "/pages/waste-management-sydney",
    "/pages/liquid-waste-management-sydney",
    "/pages/commercial-waste-collection-melbourne",
    "/pages/commercial-waste-collection-brisbane",
    "/services/bins-and-skips",
    "/industries/office-buildings-waste-management",
  ],
} satisfies CityContent;
