import type { CityContent } from "../types";

export default {
  path: "/pages/commercial-waste-collection-melbourne",
  lead: "Front lift, wheelie bin and skip collections for Melbourne businesses, planned around laneway access, loading dock bookings and the council rules that apply on your street.",
  intro: [
    "Collecting waste in Melbourne is as much about access as trucks. A café off Flinders Lane, a Southbank tower with a basement dock and a Truganina warehouse all need bins emptied, but each limits vehicle size, timing and where a bin may stand. We plan every service around those limits before the first lift.",
    "Our trucks leave the Dandenong South depot each morning on regular routes through the central city, the inner suburbs and the industrial belts. Most customers start with general waste, cardboard and commingled recycling, then add organics, glass or a compactor as volumes grow.",
    "Moving into a new tenancy? Ask us to check the bin store, the path to the kerb or dock and the collection hours in your lease, and you avoid bins too big for the lift or trucks arriving outside permitted hours.",
  ],
  areas: [
    {
      heading: "Central city, Southbank and Docklands",
      text: "The lanes of the Hoddle Grid and the towers beside the river, where most lifts happen at loading docks or in set laneway windows.",
      suburbs: ["Melbourne CBD", "Southbank", "Docklands", "East Melbourne", "West Melbourne", "Carlton", "North Melbourne"],
    },
    {
      heading: "Inner suburbs",
      text: "Hospitality and retail strips where bins live in rear lanes or cramped bin rooms.",
      suburbs: ["Richmond", "Collingwood", "Fitzroy", "Abbotsford", "South Melbourne", "Port Melbourne", "Prahran", "St Kilda"],
    },
    {
      heading: "Western and northern industrial areas",
      text: "Warehousing and manufacturing estates with room for front lift bins, compactors and hook-lift skips.",
      suburbs: ["Laverton North", "Truganina", "Derrimut", "Altona North", "Brooklyn", "Sunshine West", "Campbellfield", "Thomastown", "Somerton", "Tullamarine"],
    },
    {
      heading: "South-east and east",
      text: "Trade estates along the Monash Freeway and EastLink, close to our depot, plus new estates on the city fringe.",
      suburbs: ["Dandenong South", "Clayton", "Mulgrave", "Moorabbin", "Braeside", "Bayswater", "Scoresby", "Cranbourne West", "Officer"],
    },
  ],
  regulation: {
    heading: "Council rules and EPA Victoria duties for Melbourne bins",
    paragraphs: [
      "Bins on the street are a council matter. The City of Melbourne and its neighbours have local laws on where commercial bins may be kept and how long they may sit on a footpath or in a laneway. In the central city bins are expected to stay inside the property until collection, and some laneways use shared council waste hubs instead of individual bins.",
      "Noise is the other constraint: lifts beside apartments usually start later than in industrial estates. Many newer buildings also have a waste management plan approved with their planning permit, fixing the bin room, the collection frequency and sometimes the truck type.",
      "Above council rules sits the Environment Protection Act 2017, whose general environmental duty asks every business to minimise harm from its waste so far as reasonably practicable: contain it, separate recyclables where practical and use a transporter who delivers to a lawful place.",
    ],
  },
  localNotes: [
    {
      title: "Laneway windows",
      text: "CBD lanes fill with pedestrians and outdoor dining by mid-morning. We finish laneway lifts in the early window allowed and send smaller vehicles where a front lift truck cannot turn in.",
    },
    {
      title: "Tower loading docks",
      text: "Southbank and Docklands towers often require dock bookings, height clearances and driver inductions. Send us the dock rules and we will match vehicle and time to them.",
    },
    {
      title: "Read the waste management plan first",
      text: "If your building has a waste management plan, we read it before quoting so our service does not conflict with it.",
    },
    {
      title: "Cardboard in the western estates",
      text: "Distribution centres in Laverton North and Derrimut produce cardboard and shrink wrap in bulk; a baler at the dock often cuts lifts more than a bigger bin would.",
    },
  ],
  services: [
    "/services/front-lift-bins",
    "/services/wheelie-bins",
    "/services/bulk-bins-skip-bins",
    "/services/waste-compactors",
    "/recycling/cardboard-recycling",
    "/recycling/commingled-recycling",
    "/recycling/food-waste-organics-recycling",
    "/services/bin-washing-deodorising",
  ],
  faqs: [
    {
      question: "Can you collect from a CBD laneway before the cafés open?",
      answer: "Usually, yes, within the hours set by your building, lease and council. Where homes overlook the lane the window may start later, and we adjust the route rather than risk a noise complaint against your business.",
    },
    {
      question: "Our building only has a small bin room. What will fit?",
      answer: "Small bin rooms in older buildings often suit 240 or 660 litre wheelie bins emptied more often, rather than one front lift bin. We measure the room, doors and any ramps or goods lifts first.",
    },
    {
      question: "Can we leave our bins on the footpath between collections?",
      answer: "Generally not. Councils expect commercial bins to be stored on private property and presented only around collection time. If storage is the problem, smaller bins, more frequent lifts or a compactor usually solve it.",
    },
    {
      question: "Do you cover the whole metropolitan area or just the inner city?",
      answer: "We cover the central city, the inner suburbs, the main industrial areas and the growth corridors. Give us your address and we will confirm your route and collection days.",
    },
    {
      question: "We are opening a second site in Truganina. Can both be on one account?",
      answer: "Yes. Each site keeps its own bins and days, with invoicing and reporting combined so you can compare the two.",
    },
  ],
  related: [
    "/pages/waste-management-melbourne",
    "/pages/commercial-waste-collection-dandenong",
    "/pages/liquid-waste-management-melbourne",
    "/pages/commercial-waste-collection-sydney",
    "/services/bins-and-skips",
    "/small-business",
  ],
} satisfies CityContent;
