import type { TopicContent } from "../types";

export default {
  path: "/private-homes",
  lead:
    "When a household job produces more than the kerbside bins can take, we bring the right skip or collection to your driveway. Renovations, garden makeovers, moves and deceased estate clean-outs are all covered.",
  overview: [
    "Home projects create waste in bursts. A bathroom renovation fills a skip with tiles, plaster and old fittings in a weekend, while a garden overhaul leaves branches, lawn and soil that will not fit in a green bin. Moving house turns up furniture, mattresses and electronics nobody wants.",
    "We deliver a skip sized to the job, leave it for the period you book and collect it when you call or on the agreed day. Green waste can be kept separate so it goes to composting and mulch, and old televisions, computers and appliances can be collected for recycling rather than ending up in landfill.",
    "Our team tells you what can and cannot go in each bin before you book, so there are no surprises when the truck arrives.",
  ],
  included: [
    "Help choosing the skip size for your job",
    "Delivery to your driveway or an agreed spot on the property",
    "Hire periods to suit weekend jobs or longer renovations",
    "Separate green waste skips for garden clean-ups",
    "E-waste collection for screens, computers and small appliances",
    "Bulky item removal for furniture and mattresses",
    "Advice on council permits when a skip must sit on the street",
  ],
  options: {
    heading: "Typical skip sizes for homes",
    intro: "A cubic metre is roughly the load of a standard box trailer.",
    rows: [
      { name: "Mini skip", capacity: "2 m³", suits: "Shed or garage clear-outs and small garden jobs" },
      { name: "Small skip", capacity: "4 m³", suits: "A bathroom or laundry renovation" },
      { name: "Medium skip", capacity: "6 m³", suits: "Kitchen renovations and whole-house decluttering" },
      { name: "Large skip", capacity: "8 to 10 m³", suits: "Major renovations and large garden overhauls" },
      { name: "Green waste skip", capacity: "4 to 8 m³", suits: "Prunings, branches, leaves and lawn clippings" },
    ],
  },
  steps: [
    { title: "Tell us about the job", text: "Enquire online or phone us with your address, what you are clearing and when you need the bin." },
    { title: "Choose size and placement", text: "We confirm a skip size and check the delivery spot has firm ground and enough room for the truck." },
    { title: "Fill it safely", text: "Load heavy items first, break down bulky pieces and keep everything below the top edge of the skip." },
    { title: "We take it away", text: "The skip is collected on the agreed day and its contents sorted so recyclable material is recovered where possible." },
  ],
  suits: {
    sizes: ["home"],
    industries: ["/industries/apartment-buildings"],
    text: "This service is for homeowners, renters, landlords and families handling estates, as well as residents of apartment buildings arranging a one-off clear-out with their building manager.",
  },
  compliance: [
    "Some items cannot go in an ordinary skip. Asbestos must be removed and disposed of under strict rules by licensed removalists, and paint, gas bottles, chemicals and batteries need separate handling because they can cause fires or contamination.",
    "Placing a skip on a road or footpath usually needs a permit from your local council, and conditions often cover reflective markings and how long it may stay. Several states also restrict e-waste going to landfill, with Victoria banning it since 2019, so old electronics should be recycled.",
  ],
  faqs: [
    { question: "Which skip size do I need?", answer: "Describe the job and we will suggest a size. Most bathroom renovations fit a 4 m³ skip, while a full kitchen with flooring usually needs 6 m³ or more." },
    { question: "Can I put soil or concrete in a skip?", answer: "Usually yes, but heavy materials have weight limits, so tell us in advance and we may recommend a smaller skip reserved for them." },
    { question: "Do I need to be home for delivery?", answer: "Not if the placement is clear and agreed beforehand. Mark the spot or move the car so the driver can set the skip down safely." },
    { question: "What happens to my green waste?", answer: "Kept separate from other rubbish, it goes to processors that turn it into mulch and compost." },
    { question: "Can you collect an old fridge or television?", answer: "Yes. Appliances and electronics can be collected on their own or alongside a skip and sent for recycling." },
  ],
  related: [
    "/services/bulk-bins-skip-bins",
    "/recycling/green-waste-organics-recycling",
    "/recycling/e-waste-electronics-recycling",
    "/recycling/timber-wood-waste-recycling",
    "/recycling",
  ],
} satisfies TopicContent;
