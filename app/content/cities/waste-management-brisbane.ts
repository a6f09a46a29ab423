import type { CityContent } from "../types";

export default {
  path: "/pages/waste-management-brisbane",
  lead: "Complete waste management for Brisbane and South East Queensland businesses: general waste, recycling, organics, liquid, hazardous, clinical and secure waste, with the Queensland waste levy and your environmental duty in mind.",
  intro: [
    "South East Queensland has grown quickly, and so has the range of waste its businesses produce. A riverside hotel, a distribution centre at Larapinta, a laboratory at Herston and a marine business at Manly can each need half a dozen services. We manage those streams together, from the weekly general waste lift to the occasional drum of solvent or pallet of recalled stock.",
    "Our first question is what can stay out of landfill. Queensland reintroduced its waste levy in 2019, and recycling cardboard, plastics, timber, metals, glass and food organics cuts the tonnage it applies to. Liquid, chemical and clinical waste is collected separately and tracked to licensed facilities.",
    "Summer heat, the wet season and the distances across the region all shape how we work here, from extra organics lifts in summer to routes grouped by area so your collection day stays the same.",
  ],
  areas: [
    {
      heading: "Brisbane City and inner suburbs",
      text: "Offices, hospitality, hospitals and research precincts.",
      suburbs: ["Brisbane City", "Fortitude Valley", "Herston", "Kelvin Grove", "Newstead", "Woolloongabba", "Toowong"],
    },
    {
      heading: "Southside and Logan",
      text: "Food manufacturing, freight and trade along the southern motorways.",
      suburbs: ["Acacia Ridge", "Coopers Plains", "Sunnybank", "Larapinta", "Berrinba", "Loganholme"],
    },
    {
      heading: "Bayside and the Trade Coast",
      text: "Port, airport, marine and industrial businesses towards Moreton Bay.",
      suburbs: ["Eagle Farm", "Pinkenba", "Lytton", "Wynnum", "Manly", "Capalaba", "Cleveland"],
    },
    {
      heading: "West, Ipswich and the north",
      text: "Manufacturing and logistics estates on either side of the city.",
      suburbs: ["Darra", "Wacol", "Carole Park", "Springfield", "Geebung", "Brendale", "North Lakes"],
    },
  ],
  regulation: {
    heading: "Queensland's waste levy, regulator and environmental duty",
    paragraphs: [
      "Waste law in Queensland is administered by the state government's environment department, chiefly under the Environmental Protection Act 1994 and the Waste Reduction and Recycling Act 2011. The Environmental Protection Act imposes a general environmental duty, so a business must take all reasonable and practicable measures to prevent or minimise environmental harm from what it does, including how it handles waste.",
      "The Queensland waste levy, in place since July 2019, applies to waste delivered to landfill in the levy zone, which includes Brisbane and the surrounding South East Queensland councils. Rates rise on a published schedule and some wastes are exempt, but the cheapest tonne of general waste is still the one that never reaches landfill.",
      "Chemical, oily, liquid and clinical wastes generally fall under the regulated waste rules in the Environmental Protection Regulation 2019, and the trackable ones must be recorded as they move between licensed parties. The Containers for Change scheme, meanwhile, refunds eligible drink containers that offices and venues set aside, including glass wine and pure spirit bottles since 1 November 2023.",
    ],
  },
  localNotes: [
    {
      title: "Summer organics",
      text: "Food waste breaks down fast in Brisbane's heat. From November to March, shorter organics intervals and scheduled bin washing keep odour and flies in check.",
    },
    {
      title: "Wet season chemical storage",
      text: "Before storm season, move drums and chemical containers under cover and onto bunded surfaces so heavy rain cannot wash residues into drains, and book collection for anything unwanted.",
    },
    {
      title: "Clinical waste in health precincts",
      text: "Clinics and pathology labs around Herston, Woolloongabba and Chermside must separate sharps and clinical waste at the point of generation. We supply suitable containers and regular collections.",
    },
    {
      title: "Port and airport",
      text: "Importers near the Port of Brisbane and the airport may produce quarantine waste from goods and packaging, which we collect for treatment under approved arrangements.",
    },
  ],
  services: [
    "/waste-management/general-waste",
    "/recycling",
    "/recycling/food-waste-organics-recycling",
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/liquid-waste",
    "/waste-management/medical-waste-clinical-waste",
    "/waste-management/quarantine-waste",
    "/services/waste-consulting",
  ],
  faqs: [
    {
      question: "Does the Queensland waste levy apply to my business?",
      answer: "If your general waste goes to landfill in the levy zone, which includes all of South East Queensland, the levy is built into the disposal cost. You never pay it directly, but less landfilled waste means less of it passed on to you.",
    },
    {
      question: "What counts as regulated waste?",
      answer: "In Queensland it includes many chemical, oily, liquid and clinical wastes, plus some packaging and residues contaminated by them. We help you work out which of your streams are regulated and which must be tracked.",
    },
    {
      question: "Can you manage sites in both Brisbane and Ipswich?",
      answer: "Yes. We service businesses across Brisbane, Ipswich, Logan, Redland City and Moreton Bay, and several sites can share one account with combined reporting.",
    },
    {
      question: "How can we cut what we send to landfill?",
      answer: "Find out what is in your general waste first. An audit usually turns up cardboard, soft plastics, food and timber that can be separated, and from there we set up bins, train staff and track results.",
    },
    {
      question: "Can you dispose of recalled or damaged stock?",
      answer: "Yes. We destroy recalled, expired or branded goods securely, recycle the materials where we can and provide a certificate of destruction.",
    },
  ],
  related: [
    "/pages/commercial-waste-collection-brisbane",
    "/pages/liquid-waste-management-brisbane",
    "/pages/waste-management-sydney",
    "/pages/waste-management-melbourne",
    "/waste-management/secure-product-destruction",
    "/medium-business",
  ],
} satisfies CityContent;
