import type { CityContent } from "../types";

export default {
  path: "/pages/waste-management-melbourne",
  lead: "Every waste stream a Melbourne business produces, handled by one team: general waste and recycling, organics, liquid and hazardous waste, secure destruction, audits and equipment, all within Victoria's EPA framework.",
  intro: [
    "Most Melbourne businesses produce more waste streams than they realise. A Clayton food manufacturer may have general waste, cardboard, soft plastics, food organics, grease trap waste and the odd drum of cleaning chemical; a Box Hill medical practice adds clinical waste and confidential records. Handling them through one provider means one schedule, one set of records and one team answerable for where it all goes.",
    "{name} has looked after Melbourne sites since {founded}. We start with what you actually throw away, through a walk-through or a formal audit, then set up bins, recycling streams and specialist collections to match, and adjust the plan as your business changes.",
    "Victoria treats waste as a compliance matter as well as a cost. The landfill levy, the general environmental duty and the tighter hazardous waste rules all reward businesses that separate, recycle and track properly.",
  ],
  areas: [
    {
      heading: "Central Melbourne and inner suburbs",
      text: "Offices, hospitality, retail and health services with tight storage and set collection times.",
      suburbs: ["Melbourne CBD", "Carlton", "Parkville", "Richmond", "South Yarra", "Footscray", "Brunswick"],
    },
    {
      heading: "West and north",
      text: "Logistics, food processing and heavy manufacturing.",
      suburbs: ["Laverton North", "Truganina", "Altona", "Tullamarine", "Campbellfield", "Epping"],
    },
    {
      heading: "South-east",
      text: "Our home ground, from university and hospital precincts to the big industrial estates.",
      suburbs: ["Clayton", "Dandenong South", "Springvale", "Moorabbin", "Frankston", "Carrum Downs"],
    },
    {
      heading: "East",
      text: "Business parks, medical centres and light industry.",
      suburbs: ["Box Hill", "Burwood", "Ringwood", "Knoxfield", "Rowville"],
    },
  ],
  regulation: {
    heading: "EPA Victoria, the general environmental duty and the landfill levy",
    paragraphs: [
      "The Environment Protection Act 2017, in force since July 2021, sets a general environmental duty: anyone whose activities could harm people or the environment through pollution or waste must minimise that risk so far as reasonably practicable. EPA Victoria expects businesses to identify their risks and manage them before anything goes wrong, not after.",
      "Industrial waste is classified in tiers. All of it must go to a lawful place, priority waste carries extra handling and containment duties, and reportable priority waste, which covers many hazardous and liquid streams, is followed through Waste Tracker from producer to receiver. Victoria also bans e-waste from landfill, so screens, computers and other electronics must be recycled.",
      "Waste that is landfilled attracts the Victorian landfill levy, paid by landfill operators and passed on in disposal charges, at a higher rate for metropolitan Melbourne than for regional Victoria. Separating cardboard, commingled recycling, organics and metals shrinks the tonnage it applies to.",
    ],
  },
  localNotes: [
    {
      title: "Container deposits",
      text: "Victoria's container deposit scheme began in late 2023. Venues with plenty of bottles and cans can separate eligible containers from commingled recycling and claim the refund.",
    },
    {
      title: "Liquid waste in one plan",
      text: "Grease traps answer to your water corporation and the pumped-out waste to EPA Victoria. We handle pump-outs and records together so neither side is missed.",
    },
    {
      title: "Old drums and chemicals",
      text: "Keep chemicals labelled, lidded and bunded until collection. We can clear a backlog of old drums and set up regular pick-ups so it does not build again.",
    },
    {
      title: "Port and quarantine waste",
      text: "Importers near the Port of Melbourne may produce biosecurity waste that must be treated under approved arrangements, which we collect alongside your other streams.",
    },
  ],
  services: [
    "/waste-management/general-waste",
    "/recycling",
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/liquid-waste",
    "/waste-management/medical-waste-clinical-waste",
    "/waste-management/secure-document-shredding",
    "/recycling/e-waste-electronics-recycling",
    "/services/waste-audits-waste-assessments",
  ],
  faqs: [
    {
      question: "What does the general environmental duty mean for a small business?",
      answer: "Sensible, proportionate steps: lidded bins in good condition, chemicals stored safely, nothing washed into stormwater drains and a contractor who delivers to a lawful place. A café's obligations are simpler than a chemical plant's, but the duty covers both.",
    },
    {
      question: "Can old computers go in the general waste bin?",
      answer: "No. E-waste has been banned from Victorian landfill since 2019. We collect computers, screens, phones and cables for recycling and can arrange secure destruction for devices holding data.",
    },
    {
      question: "How do we know our hazardous waste went where it should?",
      answer: "Reportable priority waste appears in EPA Victoria's Waste Tracker, which you can check against your own records. For other streams our collection records name the destination facility.",
    },
    {
      question: "Do you only work in the south-east?",
      answer: "No. Our depot is in Dandenong South, but we service businesses right across metropolitan Melbourne, from the CBD to the western, northern and eastern suburbs.",
    },
    {
      question: "Our waste costs keep rising. Where should we start?",
      answer: "Usually with an audit, which shows what in your general waste could be recycled or avoided and which bins are oversized. With the levy having risen in recent years, moving material out of landfill tends to save more than haggling over lift rates.",
    },
  ],
  related: [
    "/pages/commercial-waste-collection-melbourne",
    "/pages/liquid-waste-management-melbourne",
    "/pages/commercial-waste-collection-dandenong",
    "/pages/waste-management-sydney",
    "/pages/waste-management-brisbane",
    "/services/zero-waste-strategy",
  ],
} satisfies CityContent;
