import type { HubContent } from "../types";

export default {
  path: "/services",
  lead:
    "Advice, bins, machinery and site hygiene from one team, so the way your business handles waste is planned as a whole rather than pieced together.",
  overview: [
    "Waste rarely has just one problem. A site paying too much for collections often also has the wrong bins, overflowing cardboard, staff unsure what goes where and a loading dock that attracts pests. Since {founded} we have built our services to work together, so fixing one part of the chain does not create a new problem somewhere else.",
    "Our services fall into a few groups. Advisory work, such as audits, consulting, training, spend reviews and zero waste planning, tells you what you have and what to change. Bins, skips and compactors handle the everyday collection. Handling equipment makes waste safer and cheaper to move on site. Pest control and washroom hygiene keep the rest of the back of house in order.",
    "Take one service or several. Either way you deal with one account and a team that knows your site, across Melbourne, Sydney and Brisbane, who can look at how a change in one area affects the others.",
  ],
  guidance: {
    heading: "Where to start",
    paragraphs: [
      "If you are not sure what you need, start with the evidence. A waste audit or a review of your invoices shows what you throw away, what you pay for it and where the waste comes from. Decisions about bin sizes, compactors or new recycling streams are far easier once those facts are on the table.",
      "If the problem is already obvious, such as bins overflowing before collection day or staff straining to lift full bins, go straight to the service that fixes it and ask us to check the knock-on effects on your collection schedule.",
    ],
  },
  faqs: [
    {
      question: "Do we have to take every service from you?",
      answer: "No. Many customers start with a single bin or piece of equipment and add services when they see a benefit.",
    },
    {
      question: "Can you work alongside our existing waste contractor?",
      answer: "Yes. Audits, consulting and equipment can be provided independently of who collects your bins, and our advice covers the whole picture.",
    },
    {
      question: "How do we get a quote?",
      answer: "Call {phone} or send an enquiry through our contact page. We usually ask a few questions about your site and waste, and may suggest a visit.",
    },
  ],
  related: ["/waste-management", "/recycling", "/your-business", "/industries", "/about"],
} satisfies HubContent;
