import type { TopicContent } from "../types";

export default {
  path: "/services/wheelie-bins",
  lead:
    "Wheelie bins fit where truck bins cannot, such as behind a kitchen or under a stairwell, and make separating streams easy.",
  overview: [
    "We supply two-wheel bins of 120, 240 and 360 litres and four-wheel bins of 660 and 1100 litres. Two-wheel bins tilt back on their axle; four-wheel bins ride on braked castors and hold far more, but need a flat, wide path.",
    "Lids follow the familiar Australian colours: red for general waste, yellow for commingled recycling, blue for paper, purple for glass and lime green for organics.",
    "Weight is the limit: a full bin of glass or food scraps is heavy, so we size bins staff can move safely, and suggest a front lift bin once volumes outgrow them.",
  ],
  included: [
    "Bins delivered in the sizes and lid colours you need",
    "Collections from daily to fortnightly, set stream by stream",
    "Mixed fleets, such as 1100 litre waste bins with 120 litre glass bins",
    "Lockable lids for bins kept in open lanes",
    "Signage showing what belongs in each bin",
    "Replacement of broken wheels, lids and bodies",
  ],
  options: {
    heading: "Wheelie bin sizes",
    intro: "Approximate heights and widths, to Australian Standard AS 4123.",
    rows: [
      {
        name: "120 L two-wheel",
        capacity: "About 0.9 m high and 0.5 m wide; half a standard household bin",
        suits: "Glass at small bars and food organics, where weight must stay low",
      },
      {
        name: "240 L two-wheel",
        capacity: "About 1.1 m high and 0.6 m wide; the standard kerbside size",
        suits: "Offices, cafes and shops, for recycling or general waste",
      },
      {
        name: "360 L two-wheel",
        capacity: "About 1.1 m high and 0.6 m wide but deeper; half as much again as a 240",
        suits: "Paper and light packaging without moving to a four-wheel bin",
      },
      {
        name: "660 L four-wheel",
        capacity: "About 1.2 m high and 1.3 m wide; nearly three 240 litre bins",
        suits: "Restaurants, clubs and apartment bin rooms with level access",
      },
      {
        name: "1100 L four-wheel",
        capacity: "About 1.3 m high and 1.4 m wide; more than four 240 litre bins",
        suits: "Supermarkets, hotels, schools and loading docks",
      },
    ],
  },
  steps: [
    {
      title: "List your streams",
      text: "Tell us what you throw out and where bins will live.",
    },
    {
      title: "Match bins to space and handling",
      text: "We choose sizes that fit your storage and that staff can push over your ramps.",
    },
    {
      title: "Delivery and signage",
      text: "Bins arrive with the right lid colours and labels, ready for use.",
    },
    {
      title: "Regular collection",
      text: "Put bins out at the agreed spot, or arrange for our driver to collect from an accessible bin room.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/office-buildings-waste-management",
      "/industries/childcare",
      "/industries/aged-care",
      "/industries/apartment-buildings",
      "/industries/education",
    ],
    text: "A small office may need just two 240 litre bins. Restaurants often pair 660 litre waste bins with smaller glass and organics bins, while schools run rows of 1100 litre bins.",
  },
  compliance: [
    "Pushing and tilting loaded bins is a hazardous manual task under WHS laws, so employers must manage the risk. We keep loads manageable and can supply a bin lifter where staff tip bins into larger containers.",
    "Many councils restrict how long commercial bins may stand on a footpath, and some city centres set collection hours or laneway rules; we plan presentation times around them. Streams stay separate in our licensed trucks so recycling reaches a recycler, and batteries and e-waste belong in their own collection, never a wheelie bin.",
  ],
  faqs: [
    {
      question: "Should I choose two-wheel or four-wheel bins?",
      answer:
        "Two-wheel bins suit heavy waste, narrow paths and steps. Four-wheel bins hold more per lift and suit light, bulky waste on flat, level access.",
    },
    {
      question: "Can your driver collect from our bin room?",
      answer:
        "Often, yes, if the route to the truck is level, lit and free of steps.",
    },
    {
      question: "Can each bin have a different collection day?",
      answer:
        "Yes. Food organics may need emptying several times a week in summer, while paper bins might only need a fortnightly lift.",
    },
    {
      question: "What happens if a bin is damaged or goes missing?",
      answer:
        "Let us know and we will repair or replace it. Marking bins with your business name helps stop them wandering to neighbours.",
    },
  ],
  related: [
    "/bin-size-guide",
    "/services/bins-and-skips",
    "/services/front-lift-bins",
    "/services/bin-lifters-bin-tippers",
    "/services/bin-washing-deodorising",
    "/recycling/commingled-recycling",
    "/recycling/food-waste-organics-recycling",
  ],
} satisfies TopicContent;
