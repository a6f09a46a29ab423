import type { TopicContent } from "../types";

export default {
  path: "/waste-management/general-waste",
  lead:
    "General waste is whatever is left once recycling, organics and hazardous items have been taken out. We size the bins and set the collection days so you pay to landfill only what genuinely has to go there.",
  overview: [
    "Every business produces a residual stream: soiled packaging, floor sweepings, broken fittings, used gloves and mixed wrappers that no recycler will take. The bin choice, the number of lifts per week and what staff put inside decide what the service costs and how the back of your site looks on a hot day.",
    "We have been running commercial collections since {founded}, and most savings come from the same places: a bin that goes out half empty, a bin so small it overflows, or cardboard and food filling space you pay landfill rates for. Our drivers report overfull and underused bins, and we adjust the service instead of leaving you to notice on an invoice.",
    "State landfill levies on the eastern seaboard make every tonne count, so moving food scraps or cardboard into their own bins often reduces your general waste lifts.",
  ],
  included: [
    "Wheelie bins, front lift bins, compactors or skips supplied and maintained",
    "Lift days chosen to fit opening hours and truck access",
    "Additional collections booked for peak trade or clean-ups",
    "Driver reports on overfull, contaminated or damaged bins",
    "Lockable lids where others dump rubbish in your bins",
    "Service records for reporting",
  ],
  options: {
    heading: "General waste bin sizes",
    rows: [
      { name: "240 litre wheelie bin", capacity: "Roughly six to eight kitchen-tidy bags", suits: "Small offices, shops and consulting rooms" },
      { name: "660 litre wheelie bin", capacity: "About 2.75 times a 240 litre bin", suits: "Cafes, clinics and small warehouses" },
      { name: "1100 litre wheelie bin", capacity: "Just over 1 cubic metre", suits: "Restaurants, supermarkets and apartment bin rooms" },
      { name: "Front lift bin", capacity: "1.5 to 4.5 cubic metres", suits: "Factories and large venues" },
      { name: "Waste compactor", capacity: "Several times its volume once compressed", suits: "Shopping centres, hospitals and distribution centres" },
    ],
  },
  steps: [
    { title: "Tell us what you throw away", text: "A short call or site visit covers the waste, rough volumes, bin positions and truck access times." },
    { title: "We recommend bins and a schedule", text: "You get a plain proposal with bin types, collection days and any recycling streams worth adding." },
    { title: "Collections start", text: "Bins are placed where trucks and staff can both reach them safely." },
    { title: "We review it as you go", text: "When drivers report a mismatch, we suggest a change in size or frequency." },
  ],
  suits: {
    sizes: ["small", "medium", "large", "home"],
    industries: [
      "/industries/hospitality-waste-management",
      "/industries/office-buildings-waste-management",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/apartment-buildings",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
    ],
    text: "A single shop may need one 240 litre bin lifted weekly; a distribution centre could need a compactor emptied several times a week. Households clearing a property can book a one-off skip.",
  },
  compliance: [
    "General waste must not contain liquids, hazardous chemicals, clinical waste or items banned from landfill. Victoria, for example, does not allow e-waste to go to landfill, and lithium batteries in general bins regularly start truck and transfer station fires. We will tell you what needs a separate collection and can arrange it.",
    "Our vehicles take your waste to licensed transfer stations and landfills, and we can supply collection records for building ratings, leases or sustainability reports.",
  ],
  faqs: [
    { question: "How do I know which bin size I need?", answer: "Count the bags you fill in a typical week. We convert that into volume and weigh it against how often you want collections; a smaller bin emptied more often can cost less than a large one emptied once." },
    { question: "Can you collect early in the morning?", answer: "Often, yes. Some councils restrict truck hours near homes, so we confirm what is allowed at your address before setting a time." },
    { question: "What happens if my bin is contaminated?", answer: "If a bin holds liquids, chemicals, batteries or anything else that cannot legally go to landfill, the driver may leave it and report why. We then help you remove the item or book the right service." },
    { question: "Can I change my service later?", answer: "Yes. Bin sizes and frequency can change with your volumes, and seasonal businesses often add lifts for peak months." },
  ],
  related: [
    "/services/wheelie-bins",
    "/services/front-lift-bins",
    "/services/waste-compactors",
    "/services/bulk-bins-skip-bins",
    "/services/waste-audits-waste-assessments",
    "/recycling/commingled-recycling",
  ],
} satisfies TopicContent;
