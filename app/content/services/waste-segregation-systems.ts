import type { TopicContent } from "../types";

export default {
  path: "/services/waste-segregation-systems",
  lead:
    "Recycling works when the right bin is the easiest one to reach. We design sorting points that make separating waste quick, obvious and hard to get wrong.",
  overview: [
    "Most contamination is not carelessness. It happens when the only bin nearby is general waste, when lids all look the same, or when signs use words people skim past. A segregation system fixes the layout, colours and labels so sorting takes no extra thought.",
    "Front of house, that means matched bin stations in kitchens, breakout areas and public spaces, with colour-coded lids and picture signs. Back of house, it means frames, carts and labelled bins where waste is generated, so cardboard, soft plastic, food and containers are separated before they reach the dock.",
    "We base each design on what your site actually throws away and which streams we collect from you. Paired with our recycling services, cleaner streams mean fewer contamination charges and less sent to landfill.",
  ],
  included: [
    "Walk-through of where waste is created and dropped",
    "Bin station design sized to each area's volumes",
    "Colour-coded bins, lids and frames",
    "Picture signage matched to what your site produces",
    "Back-of-house sorting carts and labelled containers",
    "Installation and staff briefings",
    "Follow-up check of contamination after launch",
  ],
  options: {
    heading: "Segregation system components",
    rows: [
      {
        name: "Office and breakout stations",
        capacity: "Two to four compartments of 40 to 90 litres",
        suits: "Kitchens, breakout rooms and print areas",
      },
      {
        name: "Public-area stations",
        capacity: "Enclosed bins of 120 to 240 litres",
        suits: "Food courts, foyers, campuses and venues",
      },
      {
        name: "Back-of-house frames and carts",
        capacity: "Mobile frames holding 120 or 240 litre bins",
        suits: "Kitchens, stockrooms and production lines",
      },
      {
        name: "Central bin room layout",
        capacity: "Marked bays for wheelie bins, cages and balers",
        suits: "Loading docks and shared bin rooms",
      },
    ],
  },
  steps: [
    {
      title: "Audit the flow",
      text: "We look at what each area produces and where it ends up, including which bins are contaminated now.",
    },
    {
      title: "Design the stations",
      text: "We choose bin sizes, colours and positions so every disposal point offers the right choices.",
    },
    {
      title: "Install and brief",
      text: "We fit bins and signs and show staff and cleaners how the streams move through the site.",
    },
    {
      title: "Check and adjust",
      text: "After a few weeks we inspect bins and adjust signs or positions where mistakes persist.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/office-buildings-waste-management",
      "/industries/education",
      "/industries/hospitality-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/healthcare-hospital-waste-management",
      "/industries/apartment-buildings",
    ],
    text: "A small office may need one well-placed station in the kitchen. A shopping centre, hospital or university needs a consistent system across dozens of areas, with cleaners and tenants trained to keep streams apart.",
  },
  compliance: [
    "We follow the colour convention in the Australian Standard for mobile waste containers, with red lids for general waste, yellow for commingled recycling, blue for paper and cardboard and lime green for organics, so staff see the same colours at work and at home. Some states are phasing in rules that require food waste to be separated, and a working system puts you ahead of them.",
    "Under WHS laws, bin stations must not block exits, corridors or fire equipment, and heavy bins should be sized so they can be moved without strain. Keep combustible waste away from ignition sources and out of fire stairs.",
    "Confidential paper and clinical waste need their own secure containers, never an open recycling bin.",
  ],
  faqs: [
    {
      question: "How many streams should we separate?",
      answer: "Start with the streams you produce most, often cardboard, containers and food. Extra bins for small volumes add clutter and confusion.",
    },
    {
      question: "Can you use our existing bins?",
      answer: "Usually. New lids, labels and frames can turn mismatched bins into a clear system.",
    },
    {
      question: "Why do signs use pictures?",
      answer: "People decide in a second or two. Photos of the items your site actually throws away work across languages and are faster to read than text.",
    },
    {
      question: "How do we know it is working?",
      answer: "Contamination notes from collections and a follow-up bin inspection show which stations need attention, and a waste audit can measure change over time.",
    },
  ],
  related: [
    "/services/waste-education-training",
    "/services/waste-audits-waste-assessments",
    "/recycling/commingled-recycling",
    "/recycling/food-waste-organics-recycling",
    "/services/zero-waste-strategy",
  ],
} satisfies TopicContent;
