import type { TopicContent } from "../types";

export default {
  path: "/services/bottle-crushers",
  lead:
    "A crusher behind the bar turns each night's empties into dense broken glass, so glass bins fill more slowly and closing time stays quiet.",
  overview: [
    "Whole bottles are mostly air. Tipped loose into a wheelie bin they fill it fast, need frequent lifts and make a racket, often late at night. A crusher feeds bottles through a chute into an enclosed breaking chamber and drops the cullet into a bin underneath, so several bins of loose glass fit into one.",
    "We supply, install and maintain crushers sized to your trade and pair them with a glass recycling collection. Staff stop carrying crates of empties through the venue: the bin stays under the machine until it is full.",
    "Return points for container deposit refunds only accept whole, identifiable containers. Many venues keep eligible bottles whole and crush the rest, and we can set up both streams side by side. In Queensland that includes wine and spirit bottles, which Containers for Change has refunded since 1 November 2023; elsewhere they are usually not eligible.",
  ],
  included: [
    "Site visit to check glass volumes, space and power",
    "A crusher sized for your busiest night, not an average one",
    "Installation, commissioning and staff training",
    "Matching bins, with spares for big weekends",
    "Scheduled glass collection and recycling",
    "Servicing, seal checks and breakdown call-outs",
  ],
  options: {
    heading: "Bottle crusher types",
    intro: "Throughput depends on bottle size and how fast staff feed the chute.",
    rows: [
      {
        name: "Compact under-bar crusher",
        capacity: "Feeds a 120 litre bin, one bottle at a time",
        suits: "Cafes, small restaurants and function rooms",
      },
      {
        name: "Standard venue crusher",
        capacity: "Sits over a 240 litre wheelie bin",
        suits: "Pubs, bars and restaurants with nightly trade",
      },
      {
        name: "Heavy-duty crusher",
        capacity: "Feeds 360 or 660 litre bins; several bottles at once",
        suits: "Large hotels, clubs, stadiums and event caterers",
      },
    ],
  },
  steps: [
    {
      title: "Measure your glass",
      text: "We count the bins of empties you fill on quiet and busy nights and look at where the bar, cellar and bin room sit.",
    },
    {
      title: "Choose a spot",
      text: "We recommend a model and a location with power, lighting and clear access, away from customer walkways.",
    },
    {
      title: "Install and train",
      text: "Our technician fits and tests the unit, then shows staff how to feed it, swap bins and clear a jam.",
    },
    {
      title: "Collect and maintain",
      text: "We lift the crushed glass on a schedule suited to the denser bins and service the machine before it lets you down.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/aged-care",
      "/industries/education",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "Crushers earn their place wherever bottles pile up: pubs, clubs, hotels, restaurants, function centres, campus bars and food courts. A small venue may need only an under-counter unit, while a large hotel can run heavy-duty machines in a central bin room.",
  },
  compliance: [
    "Broken glass cuts. Our crushers have enclosed chambers, chutes that keep hands away from the breaker and an interlock that stops the machine when the bin is pulled out. Staff should wear cut-resistant gloves and eye protection when changing bins, and full bins stay on wheels rather than being lifted.",
    "Units run on ordinary mains power and, like any workplace electrical equipment, should be on an RCD-protected circuit, inspected and tested regularly and kept clear of spilled drinks.",
    "Tipping glass outdoors after close is a common source of noise complaints to councils and the EPA. Crushing indoors during service helps you stay within local limits, and the cullet still goes to a licensed recycler.",
  ],
  faqs: [
    {
      question: "How much space does a bottle crusher need?",
      answer: "An under-bar unit fits beneath a counter. A standard crusher needs about the footprint of a wheelie bin plus room to slide the bin out.",
    },
    {
      question: "Can staff crush bottles during service?",
      answer: "Yes. The enclosed chamber is quieter than glass hitting an outdoor bin, so most venues crush as they go.",
    },
    {
      question: "What if the crusher jams?",
      answer: "Staff switch off and isolate the unit before checking the chute. If that fails, call {phone} and we will send a technician and a spare bin for loose glass.",
    },
    {
      question: "Where does the crushed glass go?",
      answer: "To a glass recycler, where it is cleaned, sorted and made into new containers, insulation or construction sand.",
    },
  ],
  related: [
    "/recycling/glass-recycling",
    "/industries/hospitality-waste-management",
    "/services/wheelie-bins",
    "/services/waste-handling-equipment",
    "/services/waste-segregation-systems",
  ],
} satisfies TopicContent;
