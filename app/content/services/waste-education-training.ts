import type { TopicContent } from "../types";

export default {
  path: "/services/waste-education-training",
  lead:
    "Recycling succeeds or fails in the few seconds someone spends in front of the bins. We train your people, label your bins and keep the message alive.",
  overview: [
    "Most contamination comes from confusion rather than carelessness. Council kerbside rules differ, packaging changes faster than signage, and a coffee cup that looks like paper is lined with plastic. A recycling load with too much of the wrong material can be rejected and charged as general waste, wiping out the benefit of separating it.",
    "Our program starts with what is going wrong in your bins, then runs short sessions using real items from your site. Signs show photographs of your own packaging, and a few nominated waste champions keep answering questions after we leave. A follow-up bin check measures the change and shows where signs need adjusting.",
  ],
  included: [
    "Contamination check before training, so sessions target real problems",
    "Toolbox talks and short sessions for each shift",
    "Custom signs using photographs of items from your site",
    "Colour-coded lids and labels for each stream",
    "Induction material for new staff and contractors",
    "Sessions for cleaners, who often make the final sorting decision",
  ],
  options: {
    heading: "Training formats",
    intro: "Most sites pair signage with at least one round of sessions.",
    rows: [
      {
        name: "Toolbox talk",
        capacity: "15 to 20 minutes at a shift start",
        suits: "Warehouses, kitchens and production floors",
      },
      {
        name: "Hands-on workshop",
        capacity: "Up to an hour, sorting real bin contents",
        suits: "Offices, schools and teams starting a new stream",
      },
      {
        name: "Signage pack",
        capacity: "Bin signs, posters and lid labels for each station",
        suits: "Any site, alone or alongside training",
      },
      {
        name: "Waste champion program",
        capacity: "Briefing and check-ins for nominated staff",
        suits: "Larger and multi-site organisations",
      },
    ],
  },
  steps: [
    {
      title: "Look in the bins",
      text: "We find which items cause contamination and where on site the problems start.",
    },
    {
      title: "Train and label",
      text: "Our educators run the sessions, install signs and lid labels, and brief your waste champions.",
    },
    {
      title: "Check and refresh",
      text: "A follow-up check shows what improved, and we run refreshers wherever mistakes persist.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/education",
      "/industries/office-buildings-waste-management",
      "/industries/healthcare-hospital-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
    ],
    text: "Education pays off wherever many people share bins: offices with hot desks, shopping centres with many tenants, hospitals, universities, and kitchens or warehouses running several shifts. It is the first step when introducing food organics or soft plastics, or when your collector starts charging for contaminated loads.",
  },
  compliance: [
    "Employers must give workers the information, training and instruction they need to work safely, under Victoria's Occupational Health and Safety Act and the Work Health and Safety Acts in New South Wales and Queensland. Our sessions cover safe handling of glass, sharps and equipment such as compactors and balers, and we keep attendance records you can show an inspector.",
    "Bin colours follow Australian Standard AS 4123.7, with red lids for general waste, yellow for recycling and lime green for organics, matching what people see at home. Regulated streams such as clinical or chemical waste need their own procedures, which general recycling training does not replace.",
  ],
  faqs: [
    {
      question: "How long does a training session take?",
      answer:
        "A toolbox talk fits into a shift briefing of about a quarter of an hour. A hands-on workshop takes up to an hour and suits teams with persistent contamination.",
    },
    {
      question: "Can you train night shift and weekend staff?",
      answer:
        "We schedule sessions at shift changeovers, including nights and weekends, by arrangement, and leave a short written module for anyone who misses them.",
    },
    {
      question: "Do you provide signs in languages other than English?",
      answer:
        "Our signs rely on photographs and colour, which work across languages, and we can add translated wording where much of your workforce shares another language.",
    },
    {
      question: "Our cleaners tip every bin into one skip. Is training pointless?",
      answer:
        "That is exactly why cleaners are part of the program. The fix is often practical, such as different coloured bags or a second trolley, agreed with your cleaning contractor.",
    },
  ],
  related: [
    "/services/waste-segregation-systems",
    "/services/waste-audits-waste-assessments",
    "/recycling/commingled-recycling",
    "/recycling/food-waste-organics-recycling",
    "/services/zero-waste-strategy",
  ],
} satisfies TopicContent;
