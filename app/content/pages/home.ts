import type { HomeContent } from "../types";

export default {
  lead:
    "Since {founded}, {name} has collected, sorted and recycled commercial waste for Australian businesses, from single shopfronts to national operations. We bring bins, recycling, liquid waste and specialist services together under one account.",
  audiences: [
    {
      path: "/small-business",
      heading: "Small business",
      text: "Cafes, shops, offices and trades get bins sized to their space and collection days that fit their trading hours. Agreements stay in proportion to the business.",
    },
    {
      path: "/medium-business",
      heading: "Medium business",
      text: "Growing sites with several waste streams get advice on balers and compactors, separated recycling and reports that show where the money goes.",
    },
    {
      path: "/large-business",
      heading: "Large and multi-site business",
      text: "Multi-site organisations get one agreement, an account manager and consolidated reporting across every location. Audits and zero waste planning are part of the service.",
    },
    {
      path: "/private-homes",
      heading: "Private homes",
      text: "Households renovating, moving or clearing out can book skip bins, green waste removal and e-waste collection.",
    },
  ],
  families: [
    {
      path: "/services",
      heading: "Waste services",
      text: "Consulting, audits, staff training, spend reviews and zero waste strategy sit alongside our collection services. Pest control and washroom hygiene are available too.",
    },
    {
      path: "/services/bins-and-skips",
      heading: "Bins and skips",
      text: "Wheelie bins, front lift bins and skip bins cover everything from a weekly office pick-up to a construction clean-up.",
    },
    {
      path: "/waste-management",
      heading: "Waste we manage",
      text: "General, hazardous, medical, quarantine and confidential waste is collected by trained crews and tracked to facilities licensed to receive it.",
    },
    {
      path: "/waste-management/liquid-waste",
      heading: "Liquid waste",
      text: "Vacuum tankers pump out grease traps, interceptors and bulk liquids, and we collect waste oil, coolant and drummed liquids for treatment.",
    },
    {
      path: "/recycling",
      heading: "Recycling",
      text: "Cardboard, commingled, glass, metals, plastics, organics, timber, polystyrene and e-waste each have their own collection, keeping recyclable material out of landfill.",
    },
    {
      path: "/services/waste-handling-equipment",
      heading: "Waste handling equipment",
      text: "Balers, bin lifters, tipplers, bottle crushers and bin washing make waste safer for staff and cheaper to remove.",
    },
  ],
  whyChoose: [
    {
      title: "One account for every stream",
      text: "General waste, recycling, liquids and secure destruction can all run through a single agreement with one invoice and one team to call.",
    },
    {
      title: "Regular drivers on regular routes",
      text: "Collections run on set routes with regular drivers, so they learn your site, your access and your collection window.",
    },
    {
      title: "Licensed and tracked disposal",
      text: "Regulated waste travels with licensed transporters and is tracked to approved facilities, with certificates of destruction where they apply.",
    },
    {
      title: "Honest advice on bin sizes",
      text: "We would rather shrink an oversized bin or cut an unneeded lift than have you pay to collect empty space.",
    },
  ],
  gettingStarted: [
    {
      title: "Call or enquire",
      text: "Phone {phone} or send an enquiry with your address and a rough idea of what you throw away.",
    },
    {
      title: "Site visit or assessment",
      text: "For anything beyond a simple bin order, we look at your site, your waste and where bins can safely go.",
    },
    {
      title: "Quote and plan",
      text: "You receive a written plan setting out bins, streams, collection days and the agreement terms.",
    },
    {
      title: "First collection",
      text: "Bins are delivered and labelled, and your first service runs on the agreed day.",
    },
  ],
  industriesIntro:
    "Hospitals, schools, warehouses, restaurants, factories and apartment buildings each produce a different mix of waste. Choose your industry to see how we handle it.",
  closing:
    "Whether you need one bin or a plan for every site, our team can help. Call us or send an enquiry for a quote.",
} satisfies HomeContent;
