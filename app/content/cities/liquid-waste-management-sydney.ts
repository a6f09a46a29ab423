import type { CityContent } from "../types";

export default {
  path: "/pages/liquid-waste-management-sydney",
  lead: "Licensed removal of grease trap waste, oil separator sludge, waste oil and wash water across Greater Sydney, serviced to Sydney Water's requirements and tracked to approved treatment.",
  intro: [
    "In Sydney, two bodies govern your liquid waste. Sydney Water decides what you may send to the sewer and what pre-treatment you need first, and the NSW Environment Protection Authority regulates the waste once it is pumped out and driven away. We work between the two, so your trap or separator is serviced to Sydney Water's conditions and each load travels with the right documents.",
    "Our Sydney customers range from food courts in the CBD and Parramatta to bakeries in the inner west, food factories in Wetherill Park and smash repairers from Brookvale to Campbelltown. We set a pump-out schedule for each trap, separator or tank rather than the site as a whole.",
    "Sydney's stormwater drains run untreated to the harbour, the beaches and rivers such as the Parramatta, Cooks and Georges. A spill from an overflowing pit is therefore an environmental problem as well as a compliance one, so we watch what happens around the pit as closely as inside it.",
  ],
  areas: [
    {
      heading: "City and eastern suburbs",
      text: "Restaurants, hotels and food courts, many with traps in basements.",
      suburbs: ["Sydney CBD", "Pyrmont", "Surry Hills", "Darlinghurst", "Zetland", "Bondi Junction", "Randwick"],
    },
    {
      heading: "Inner west and south",
      text: "Bakeries, butchers and small food makers, plus workshops around the airport and Sutherland Shire.",
      suburbs: ["Marrickville", "Leichhardt", "Burwood", "Rockdale", "Mascot", "Taren Point", "Caringbah"],
    },
    {
      heading: "Western Sydney",
      text: "Food processors, transport depots, car washes and auto precincts.",
      suburbs: ["Parramatta", "Silverwater", "Wetherill Park", "Smithfield", "Blacktown", "Seven Hills", "Penrith", "Liverpool", "Campbelltown"],
    },
    {
      heading: "North and Northern Beaches",
      text: "Shopping centres, clubs and trade estates.",
      suburbs: ["Chatswood", "Artarmon", "Macquarie Park", "Hornsby", "Brookvale", "Dee Why"],
    },
  ],
  regulation: {
    heading: "Sydney Water trade wastewater and NSW EPA tracking",
    paragraphs: [
      "Sydney Water requires written approval before a business discharges trade wastewater. Retail food outlets, automotive businesses and commercial laundries are treated as commercial customers, who must install and maintain the pre-treatment equipment Sydney Water specifies, such as grease traps for kitchens and separators for workshops. Larger or more complex dischargers are industrial customers with their own conditions and, in some cases, sampling.",
      "When liquid waste leaves your site, the Protection of the Environment Operations Act 1997 and its waste regulation apply. Waste on the state's trackable list, which includes many oily, acidic, alkaline and solvent-bearing liquids, needs a consignment authorisation before it moves and a transport certificate that stays with the load, and carriers above a small threshold must hold an environment protection licence.",
      "Responsibility stays with the producer until the waste reaches a lawful facility, so ask any contractor for its licence details and for records of where your waste went.",
    ],
  },
  localNotes: [
    {
      title: "Shared traps in centres",
      text: "Many Sydney food courts share one grease trap between tenants. Centre management usually books the pump-outs, but each kitchen still needs sink baskets and trained staff.",
    },
    {
      title: "Basement access",
      text: "CBD and North Sydney kitchens often have traps reached by long hose runs or low docks. We check access before the first visit so the right tanker and hose arrive.",
    },
    {
      title: "Auto precincts",
      text: "Separators at Silverwater and Blacktown workshops collect sludge that reduces separation over time; regular pump-outs keep oil out of the sewer.",
    },
    {
      title: "Before a big storm",
      text: "Check pits, bunds and drums when heavy rain is forecast. A full interceptor in a downpour can push oily water straight into the stormwater system.",
    },
  ],
  services: [
    "/waste-management/grease-trap-pump-outs",
    "/waste-management/triple-interceptor-pump-outs",
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/bulk-liquid-waste",
    "/waste-management/drum-waste",
    "/waste-management/chemical-waste-hazardous-waste",
    "/waste-management/coolant-gun-wash",
  ],
  faqs: [
    {
      question: "Do I need Sydney Water's approval before opening a café?",
      answer: "If you cook or prepare food on site, almost certainly, usually with a grease trap sized to your kitchen. Apply before the fit-out is finished, because adding a trap after the floor is laid is difficult.",
    },
    {
      question: "Who sets my pump-out frequency?",
      answer: "Sydney Water's approval for your premises does, based on the trap and the activity. We schedule to meet it and add visits if the trap fills faster than expected.",
    },
    {
      question: "What paperwork should I keep?",
      answer: "Keep the service record for every pump-out, showing date, volume and receiving facility, plus any transport certificate for trackable waste. Together they show Sydney Water and the EPA that your equipment is maintained.",
    },
    {
      question: "Can you remove old solvent drums from our Wetherill Park workshop?",
      answer: "Yes. We identify the contents, check container condition, arrange tracking where required and deliver the drums to a licensed facility. Unlabelled drums may need sampling first.",
    },
    {
      question: "Can pump-outs happen outside trading hours?",
      answer: "Most restaurant pump-outs in Sydney happen early or after close, when the kitchen is empty and the tanker can park nearby. Tell us your hours and any dock booking rules.",
    },
  ],
  related: [
    "/waste-management/liquid-waste",
    "/pages/liquid-waste-management-melbourne",
    "/pages/liquid-waste-management-brisbane",
    "/pages/waste-management-sydney",
    "/industries/food-manufacturing-processing",
    "/industries/automotive",
  ],
} satisfies CityContent;
