import type { TopicContent } from "../types";

export default {
  path: "/services/bulk-bins-skip-bins",
  lead:
    "When a renovation, strip-out or clean-up makes more rubbish than regular bins can take, one skip or hook lift bin clears it in a single trip.",
  overview: [
    "Skip bins, also called marrel bins after the truck's lifting arms, range from about 2 to 12 cubic metres. Smaller skips fit on a driveway; larger ones need a firm surface.",
    "Hook lift bins, sometimes called roll-on roll-off bins, run from about 10 to 30 cubic metres. The truck hooks a bar at the front and slides the bin onto its tray, so it needs straight-line room in front and height for the hook arm. Most have a rear door for wheeling waste in.",
    "Soil, concrete, bricks and tiles are heavy, and a big bin full of them can exceed the truck's legal load. For heavy material we supply a smaller bin or a dedicated clean fill or concrete bin, which is often recyclable.",
  ],
  included: [
    "Delivery and pick-up on days that suit your job",
    "Timber boards under the bin to protect driveways",
    "Hire periods matched to the job, with extensions",
    "Full-for-empty exchanges on longer projects",
    "Separate bins for concrete, timber, metal or green waste",
    "Help with council permits for road or footpath placement",
  ],
  options: {
    heading: "Skip and hook lift bin sizes",
    intro: "A box trailer load here means a level-filled 6 × 4 trailer.",
    rows: [
      {
        name: "2 to 3 m³ skip",
        capacity: "About two or three trailer loads",
        suits: "Bathroom renovations, garage clean-outs, soil and tiles",
      },
      {
        name: "4 to 6 m³ skip",
        capacity: "Four to six trailer loads",
        suits: "Kitchen renovations, shop refits and office clear-outs",
      },
      {
        name: "8 to 12 m³ skip",
        capacity: "Eight to twelve trailer loads",
        suits: "Deceased estates, builders' mixed waste, furniture and packaging",
      },
      {
        name: "10 to 15 m³ hook lift",
        capacity: "Walk-in bin with a rear door",
        suits: "Small demolition jobs and factory clean-ups",
      },
      {
        name: "20 to 30 m³ hook lift",
        capacity: "Long open bin that takes bulky items lying flat",
        suits: "Commercial fit-outs, construction sites and warehouse clear-outs",
      },
    ],
  },
  steps: [
    {
      title: "Describe the job",
      text: "Tell us what is going in and where the bin will sit.",
    },
    {
      title: "Sort out the permit",
      text: "If the bin must go on council land we confirm the rules and help you apply.",
    },
    {
      title: "Fill it safely",
      text: "Load heavy items first and keep waste level with the top edge.",
    },
    {
      title: "Collection",
      text: "Call when it is full; we collect it and sort the load at licensed facilities.",
    },
  ],
  suits: {
    sizes: ["home", "small", "medium", "large"],
    industries: [
      "/other-manufacturing-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/industries/education",
      "/industries/apartment-buildings",
    ],
    text: "Households renovating or moving hire small and mid-size skips, while shopfitters, builders and factories upgrading plant book hook lift bins.",
  },
  compliance: [
    "A bin on a road, nature strip or footpath usually needs a council permit before delivery, with conditions on placement, duration, reflective markings and keeping the footpath passable. Rules differ across Melbourne, Sydney and Brisbane councils, so we check what applies to your address.",
    "Never put these in a skip: asbestos, including old fibro and some vinyl floor tiles, tyres, batteries, paint and solvents, gas cylinders, fuel and oil, liquids, medical waste and sharps, and in Victoria e-waste, which is banned from landfill. Asbestos removal is controlled by state WHS laws and often needs a licensed removalist; we can arrange separate collection of most of these items.",
    "Loads must sit level with the rim so they can be covered for transport, and children should be kept off bins.",
  ],
  faqs: [
    {
      question: "Do I need a permit for my skip?",
      answer:
        "Not on your own driveway. On a road or footpath most councils require one and can fine you without it.",
    },
    {
      question: "What is the difference between a skip and a hook lift bin?",
      answer:
        "Skips are smaller and lifted by arms and chains; hook lift bins are larger, rolled on and off the truck, and usually have a rear door.",
    },
    {
      question: "Can I put soil, bricks and concrete in?",
      answer:
        "Yes, in the right bin. Heavy material goes in smaller skips, and keeping clean concrete or fill separate lets it be recycled.",
    },
    {
      question: "How long can I keep the bin?",
      answer:
        "As long as your job needs; tell us the expected duration at booking and ring if it runs over.",
    },
  ],
  related: [
    "/bin-size-guide",
    "/services/bins-and-skips",
    "/private-homes",
    "/recycling/timber-wood-waste-recycling",
    "/recycling/metal-recycling",
    "/recycling/green-waste-organics-recycling",
    "/waste-management/chemical-waste-hazardous-waste",
  ],
} satisfies TopicContent;
