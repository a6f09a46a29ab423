import type { CityContent } from "../types";

export default {
  path: "/pages/liquid-waste-management-melbourne",
  lead: "Grease trap, interceptor, waste oil and bulk liquid pump-outs across Melbourne, matched to your water corporation's trade waste conditions and moved under EPA Victoria's waste rules.",
  intro: [
    "Any Melbourne business sending more than domestic sewage down the drain does so with the consent of a water corporation, and that consent usually comes with a grease trap or interceptor that must be pumped out on schedule. Which corporation sets the rules depends on where you are: broadly, Greater Western Water covers the CBD, the inner city and the west, Yarra Valley Water the north and east, and South East Water the south-east, bayside and the Mornington Peninsula.",
    "We pump out grease traps for restaurants and food manufacturers, triple interceptors and oil separators for workshops and car washes, and bulk liquids such as wash water and sludge for industrial sites. Our vacuum tankers take each load to a facility lawfully able to receive it.",
    "We know where sites come unstuck: missed pump-outs after a change of tenant, traps too small for the kitchen they serve and records nobody can find when an inspector asks.",
  ],
  areas: [
    {
      heading: "Central city and the west",
      text: "Mostly Greater Western Water territory: hotels, food courts and restaurants in town, and food factories and workshops further west.",
      suburbs: ["Melbourne CBD", "Southbank", "Docklands", "Footscray", "Sunshine", "Laverton North", "Derrimut", "Melton"],
    },
    {
      heading: "North and east",
      text: "Largely served by Yarra Valley Water, with busy restaurant strips, shopping centres and manufacturers.",
      suburbs: ["Preston", "Reservoir", "Thomastown", "Epping", "Heidelberg", "Doncaster", "Box Hill", "Ringwood"],
    },
    {
      heading: "South-east and bayside",
      text: "South East Water's area, including the industrial estates around our depot.",
      suburbs: ["Dandenong South", "Clayton", "Moorabbin", "Cheltenham", "Frankston", "Carrum Downs", "Cranbourne", "Mornington"],
    },
  ],
  regulation: {
    heading: "Trade waste consent and EPA Victoria waste tracking",
    paragraphs: [
      "Victoria's water laws require a business to hold a consent or trade waste agreement from its water corporation before discharging trade waste to sewer. For kitchens the consent normally calls for a suitably sized grease trap and sets the pump-out frequency; for workshops and car washes it covers interceptors and separators. Corporations can inspect, ask for records and act when discharges exceed their acceptance limits.",
      "Once pumped out, the waste is industrial waste under the Environment Protection Act 2017: it must be classified, carried safely and taken to a lawful place. Many liquid wastes from workshops and factories are reportable priority waste, which is recorded in EPA Victoria's Waste Tracker every time it changes hands and may only travel in vehicles with EPA permission: an A10b registration for most waste codes, or an A10a permit for the four highest-risk ones (strong acids, oxidising agents, ethers and highly flammable hydrocarbons, and clinical waste).",
      "The general environmental duty applies on site too. Keeping oil drums on bunded ground, spill kits beside interceptor pits and grease out of stormwater drains are the practical steps EPA Victoria expects.",
    ],
  },
  localNotes: [
    {
      title: "Start from your consent",
      text: "Your water bill names your corporation, and the trade waste consent for your premises sets the pump-out interval. Send us a copy and we build the schedule straight from it.",
    },
    {
      title: "New tenant, old trap",
      text: "When a restaurant changes hands the trap may have been ignored for months. A full pump-out and inspection before opening gives you a clean start and a clear record.",
    },
    {
      title: "Food courts and CBD kitchens",
      text: "Tankers are noisy and hoses cross floors, so most city pump-outs are booked outside trading hours and within centre management's rules.",
    },
    {
      title: "Busy car washes",
      text: "Triple interceptors at high-volume car washes fill with sludge faster than owners expect; regular pump-outs keep oil from reaching the sewer.",
    },
  ],
  services: [
    "/waste-management/grease-trap-pump-outs",
    "/waste-management/triple-interceptor-pump-outs",
    "/waste-management/bulk-liquid-waste",
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/coolant-gun-wash",
    "/waste-management/drum-waste",
    "/services/parts-washer-rentals-service",
  ],
  faqs: [
    {
      question: "Which water corporation sets my grease trap rules?",
      answer: "It depends on your address, and your water bill will confirm it. The corporation's trade waste team can send you the conditions attached to your premises, and we can service traps in all three areas.",
    },
    {
      question: "How often does a grease trap need pumping out?",
      answer: "Your consent sets the minimum, based on trap size and the cooking you do. Busy kitchens, bakeries and takeaways often book more often than the minimum to avoid odours and blockages.",
    },
    {
      question: "What records do I get after a pump-out?",
      answer: "Each service is recorded with the date, the volume and the receiving facility, and reportable priority waste also appears in Waste Tracker. Keep them: inspectors and centre managers regularly ask.",
    },
    {
      question: "Can you take waste oil and coolant as well?",
      answer: "Yes. Workshops often combine interceptor pump-outs with collection of used oil, oil filters and spent coolant, which keeps all their liquid waste records in one place.",
    },
    {
      question: "Can we pour used cooking oil into the grease trap?",
      answer: "No. Collect cooking oil separately for recycling; pouring it into the trap overloads it and pushes fats toward the sewer, exactly what your consent is meant to prevent.",
    },
  ],
  related: [
    "/waste-management/liquid-waste",
    "/pages/liquid-waste-management-sydney",
    "/pages/liquid-waste-management-brisbane",
    "/pages/waste-management-melbourne",
    "/industries/hospitality-waste-management",
    "/industries/automotive",
  ],
} satisfies CityContent;
