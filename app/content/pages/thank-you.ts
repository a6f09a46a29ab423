import type { ThankYouContent } from "../types";

export default {
  lead:
    "Thanks for getting in touch. Your enquiry has reached our team, and here is what happens from here.",
  nextSteps: [
    {
      title: "We read your enquiry",
      text: "A member of our team reviews your details and passes them to the person who looks after that service and area.",
    },
    {
      title: "A specialist replies",
      text: "A specialist will reply by phone or email during our hours ({hours}), who may ask a few questions about your site or your waste.",
    },
    {
      title: "Site visit or quote",
      text: "For simple requests we send a quote straight away; for larger or more complex sites we arrange a visit first so the plan fits.",
    },
  ],
  urgent:
    "If you have an urgent spill, an overflowing bin or a missed collection, please call us now on {phone} rather than waiting for a reply.",
} satisfies ThankYouContent;
