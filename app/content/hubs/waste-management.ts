import type { HubContent } from "../types";

export default {
  path: "/waste-management",
  lead:
    "From everyday rubbish to chemicals, clinical waste and confidential records, we collect each stream in the right container and take it where the law says it must go.",
  overview: [
    "Different waste carries different obligations. General waste can go to landfill, but hazardous, liquid, clinical and quarantine waste must be packaged, transported and treated under rules set by state environment regulators, water authorities and biosecurity agencies. Confidential documents and branded stock bring privacy and brand risks of their own.",
    "We handle these streams under one account, using licensed vehicles and approved facilities, and we give you the records that show where your waste went: waste tracking documents, weighbridge data and certificates of destruction where they apply.",
    "Recycling sits in this family too, because the best place for much of what businesses throw out is back into manufacturing. Since {founded} we have helped sites move material out of landfill bins and into cleaner, separated streams. Choose a stream below to see how it is packaged, collected and treated, what documents you receive, and what you need to do on site before we arrive.",
  ],
  guidance: {
    heading: "Working out which stream you have",
    paragraphs: [
      "Check the label and safety data sheet first. Anything marked as a dangerous good, or any liquid, oil, solvent or chemical residue, should be kept out of general bins and collected as a separate stream. Unknown or unlabelled containers should be set aside for identification, never tipped or mixed.",
      "Remember that as the producer you remain responsible for waste until it reaches a lawful destination. Choosing a licensed collector and keeping the paperwork is the simplest way to show you have met that duty.",
    ],
  },
  faqs: [
    {
      question: "Can you collect several waste streams on one visit?",
      answer: "Often, yes, depending on the streams. Some, such as liquids and clinical waste, travel in dedicated vehicles, but you still deal with one team.",
    },
    {
      question: "What records will we receive?",
      answer: "Depending on the waste, you receive collection records, waste tracking documents or certificates of destruction to keep for audits.",
    },
    {
      question: "What if we don't know what a waste is?",
      answer: "Call {phone}. We can identify it on site or arrange testing before it is collected.",
    },
    {
      question: "Do you collect from homes?",
      answer: "Yes, for skips, green waste, e-waste and bulky items. Hazardous household waste is usually best taken to council drop-off days.",
    },
  ],
  related: [
    "/services/waste-audits-waste-assessments",
    "/services/bins-and-skips",
    "/services/waste-consulting",
    "/industries",
    "/your-business",
  ],
} satisfies HubContent;
