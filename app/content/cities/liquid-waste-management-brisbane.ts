import type { CityContent } from "../types";

export default {
  path: "/pages/liquid-waste-management-brisbane",
  lead: "Grease arrestor, interceptor, waste oil and bulk liquid services for Brisbane businesses, in line with Urban Utilities trade waste approvals and Queensland's regulated waste tracking.",
  intro: [
    "Brisbane kitchens tend to call them grease arrestors rather than grease traps, but the job is the same: catch fats, oils and food solids before they reach the sewer. In Brisbane and Ipswich, Urban Utilities decides whether you need one and how it must be maintained, through a trade waste approval for the property. We pump out and clean arrestors on the schedule that approval sets.",
    "Heat makes the work more pressing here than in the southern capitals. Fats break down and sour faster in a warm arrestor, and one left past its service date in summer can start to smell through a dining room, so food businesses often choose intervals shorter than the minimum.",
    "Beyond kitchens, we service oil and water separators at workshops, car washes and transport depots, collect waste oil and coolant, and remove wash water and process sludge from factories across the southern suburbs and the Trade Coast.",
  ],
  areas: [
    {
      heading: "Inner Brisbane",
      text: "Cafés, restaurants and food courts in the city, the Valley and the inner suburbs.",
      suburbs: ["Brisbane City", "Fortitude Valley", "South Brisbane", "West End", "Paddington", "Newstead", "Toowong"],
    },
    {
      heading: "Southside and Trade Coast",
      text: "Food processors, transport yards and workshops south of the river and towards the bay.",
      suburbs: ["Sunnybank", "Coopers Plains", "Acacia Ridge", "Rocklea", "Eagle Farm", "Hemmant", "Murarrie", "Wynnum"],
    },
    {
      heading: "Ipswich and the western suburbs",
      text: "Also within Urban Utilities' area, with manufacturing and logistics estates along the Ipswich Motorway.",
      suburbs: ["Darra", "Wacol", "Carole Park", "Redbank", "Bundamba", "Ipswich", "Springfield"],
    },
    {
      heading: "Logan, Redlands and Moreton Bay",
      text: "Served by other water providers, each with its own trade waste rules.",
      suburbs: ["Slacks Creek", "Underwood", "Capalaba", "Cleveland", "Brendale", "Strathpine"],
    },
  ],
  regulation: {
    heading: "Urban Utilities trade waste and Queensland waste tracking",
    paragraphs: [
      "Urban Utilities requires a trade waste approval before a business discharges trade waste to its sewers, and it issues the approval to the property owner rather than the tenant. Food businesses that cook on site generally need a grease arrestor, and Urban Utilities' published guidance is that an adequately sized arrestor be pumped out in line with the manufacturer's recommendations or at least every 13 weeks, unless the approval says otherwise. Logan, Redland City and Unitywater in Moreton Bay apply their own rules.",
      "Pumped-out arrestor, interceptor and process liquids are generally regulated waste under Queensland's Environmental Protection Regulation 2019. Trackable loads are recorded through the state's waste tracking system from generator to receiver, commercial carriers need an environmental authority, and the receiving facility must be licensed for that waste.",
      "Hosing oily residue into a stormwater grate, or letting an arrestor overflow into a yard that drains to a creek, is the kind of harm the Environmental Protection Act 1994 expects businesses to take reasonable steps to prevent.",
    ],
  },
  localNotes: [
    {
      title: "Owner or tenant?",
      text: "Because the approval sits with the owner, tenants often have never seen its conditions. Ask your landlord or agent for a copy so our schedule matches it.",
    },
    {
      title: "Summer servicing",
      text: "Consider shorter intervals from November to March, and empty sink baskets daily between visits.",
    },
    {
      title: "After floods and storms",
      text: "If floodwater or heavy rain gets into an arrestor or interceptor pit, book a pump-out and inspection before trading again so solids and oil are not flushed onward.",
    },
    {
      title: "Outside Urban Utilities' area",
      text: "Sites in Logan, Redland City or Moreton Bay deal with a different provider, so we check its servicing and record-keeping conditions at set-up.",
    },
  ],
  services: [
    "/waste-management/grease-trap-pump-outs",
    "/waste-management/triple-interceptor-pump-outs",
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/bulk-liquid-waste",
    "/waste-management/coolant-gun-wash",
    "/waste-management/drum-waste",
  ],
  faqs: [
    {
      question: "Who applies for the trade waste approval, me or my landlord?",
      answer: "Urban Utilities issues approvals to the property owner, so the owner or their agent applies. Tenants run the kitchen and book the pump-outs, so agree early who holds the paperwork.",
    },
    {
      question: "How often do grease arrestors need servicing in Brisbane?",
      answer: "Your approval sets the interval. Undersized arrestors can be required to be serviced more often than the general guidance, and busy kitchens frequently book extra visits in the warmer months.",
    },
    {
      question: "Do you service car wash pits and separators?",
      answer: "Yes. We pump out car wash pits, triple interceptors and oil separators at workshops and depots, removing sludge as well as oily water so the unit keeps separating properly.",
    },
    {
      question: "Is our waste tracked once it leaves the site?",
      answer: "Trackable regulated waste is linked in Queensland's system to the generator, transporter and receiving facility for each load. We complete the transport side and give you the details for your records.",
    },
    {
      question: "Our arrestor keeps overflowing. Can you help?",
      answer: "Repeated overflows usually mean an undersized unit, missing inlet baskets or oil going down sinks. We inspect, review the interval and, if the arrestor is too small, explain how to raise it with Urban Utilities.",
    },
  ],
  related: [
    "/waste-management/liquid-waste",
    "/pages/liquid-waste-management-melbourne",
    "/pages/liquid-waste-management-sydney",
    "/pages/waste-management-brisbane",
    "/industries/hospitality-waste-management",
  ],
} satisfies CityContent;
