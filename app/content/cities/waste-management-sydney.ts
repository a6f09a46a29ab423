import type { CityContent } from "../types";

export default {
  path: "/pages/waste-management-sydney",
  lead: "Collections, recycling, liquid and hazardous waste, clinical waste, secure destruction and reporting for Sydney businesses, planned around the NSW waste levy and the NSW EPA's rules.",
  intro: [
    "A Sydney business can easily collect five or six waste contractors over the years: one for bins, one for grease traps, another for shredding and someone else for the occasional drum of chemicals. We bring those streams together, so one team knows your site, your obligations and how much of your waste is recovered rather than landfilled.",
    "The mix changes across the city. Harbourside hotels and restaurants produce glass, food and cooking oil; hospitals and clinics at Westmead, Randwick and St Leonards produce clinical and sharps waste; manufacturers in Smithfield and Wetherill Park produce scrap, pallets, liquids and chemical residues; importers near Port Botany may have quarantine waste. We start with a site visit or audit and build the service from what we find.",
    "General waste landfilled in Sydney carries the higher metropolitan rate of the NSW waste levy, so recovering more is the surest way to hold costs down. Our job is to make separation easy enough that staff actually do it.",
  ],
  areas: [
    {
      heading: "City, east and harbour",
      text: "Offices, hotels, hospitals and hospitality.",
      suburbs: ["Sydney CBD", "North Sydney", "Pyrmont", "Bondi Junction", "Randwick", "Mascot"],
    },
    {
      heading: "Inner west and south",
      text: "Food makers, breweries, clinics and trade businesses.",
      suburbs: ["Marrickville", "Alexandria", "Burwood", "Hurstville", "Kogarah", "Caringbah"],
    },
    {
      heading: "Greater Western Sydney",
      text: "Manufacturing, logistics and the Westmead health precinct.",
      suburbs: ["Parramatta", "Westmead", "Blacktown", "Wetherill Park", "Smithfield", "Penrith", "Liverpool", "Campbelltown"],
    },
    {
      heading: "North and north-west",
      text: "Business parks, technology campuses and shopping centres.",
      suburbs: ["Macquarie Park", "St Leonards", "Chatswood", "Hornsby", "Castle Hill", "Norwest", "Brookvale"],
    },
  ],
  regulation: {
    heading: "The NSW EPA, the waste levy and high-risk waste",
    paragraphs: [
      "The NSW Environment Protection Authority regulates waste under the Protection of the Environment Operations Act 1997 and the regulations made under it. Waste must be transported to a place that can lawfully accept it, and when it ends up somewhere it should not, responsibility can extend to the business that produced it as well as the carrier.",
      "The NSW waste levy is charged per tonne at licensed landfills and some other facilities, at a higher rate in the metropolitan levy area that covers Sydney and several neighbouring regions than in the rest of the state. It exists to make recycling cheaper than disposal. Hazardous and liquid wastes on the state's trackable list must be tracked from producer to a licensed receiving facility.",
      "Asbestos has its own tracking requirements and never belongs in a general waste or skip bin, and NSW has phased out a range of single-use plastic items for businesses that supply them. We keep across these changes so your services stay within the rules.",
    ],
  },
  localNotes: [
    {
      title: "Food waste separation",
      text: "Since 1 July 2026, NSW supermarkets, hospitality venues and institutions with 3,840 litres or more of general waste bin capacity a week must separate food waste. The threshold falls to 1,920 litres in 2028 and 660 litres in 2030. It is the size of the general waste bins that counts, not how much food you throw out, and an organics stream set up now makes the change painless.",
    },
    {
      title: "Health precincts",
      text: "Clinics around Westmead, Randwick and St Leonards need clinical waste, sharps and pharmaceuticals segregated where they are used; we supply the containers and collect on a schedule.",
    },
    {
      title: "Confidential paper",
      text: "Offices in North Sydney and Parramatta can have locked consoles serviced on a schedule, with a certificate of destruction after each collection.",
    },
    {
      title: "Grease traps and separators",
      text: "Sydney Water sets the servicing conditions for these, and we fold the pump-outs into the same account as your bins.",
    },
  ],
  services: [
    "/waste-management/general-waste",
    "/recycling/food-waste-organics-recycling",
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/medical-waste-clinical-waste",
    "/waste-management/secure-document-shredding",
    "/waste-management/quarantine-waste",
    "/waste-management/liquid-waste",
    "/services/waste-audits-waste-assessments",
  ],
  faqs: [
    {
      question: "Why does landfill cost more in Sydney than in regional NSW?",
      answer: "Mainly because of the waste levy, which is set higher in the metropolitan levy area. Every tonne diverted into recycling or organics avoids it, which is why separation is the first thing we look at.",
    },
    {
      question: "Do we need separate contracts for shredding, clinical waste and bins?",
      answer: "No. We manage them under one account, each stream collected on its own schedule by the right vehicle, with consolidated reporting across the lot.",
      links: [{ label: "Our service agreement in plain English", path: "/service-agreement" }],
    },
    {
      question: "What happens to our hazardous waste after collection?",
      answer: "It is packed and labelled for transport, tracked where it is on the trackable list and delivered to a licensed facility for treatment, recycling or disposal. You receive records of what was collected and where it went.",
    },
    {
      question: "Will we have to separate food waste?",
      answer: "If you run a supermarket, a hospitality venue or an institution such as a hospital, school or aged care home, NSW law requires it once your general waste bins hold 3,840 litres a week or more (since 1 July 2026), 1,920 litres from 2028 and 660 litres from 2030. Count the litres of your general waste bins and lifts, not your food. Even before it applies, organics recycling usually shrinks general waste noticeably.",
    },
    {
      question: "Can you report our recycling rate for a sustainability report?",
      answer: "Yes. We provide figures by site and stream, drawn from actual collections, for sustainability reports, building ratings or tender responses.",
    },
  ],
  related: [
    "/pages/commercial-waste-collection-sydney",
    "/pages/liquid-waste-management-sydney",
    "/pages/waste-management-melbourne",
    "/pages/waste-management-brisbane",
    "/large-business",
    "/services/zero-waste-strategy",
  ],
} satisfies CityContent;
