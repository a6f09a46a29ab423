import type { TopicContent } from "../types";

export default {
  path: "/waste-management/triple-interceptor-pump-outs",
  lead:
    "Wash bays and workshop floors send mud, grit, detergent and oil towards the drain. A triple interceptor catches them first, and we pump it out and clean it before it stops doing that job.",
  overview: [
    "A triple interceptor is an underground pit divided into three chambers. Dirty water from a car wash, wash bay or workshop floor enters the first chamber, where silt and grit settle. In the second and third chambers oils float and are held back by baffles, so far less contamination reaches the sewer. Coalescing plate separators and service station forecourt separators work on similar principles.",
    "Over time each chamber fills with sludge and the surface builds a layer of oil and scum. Contaminants then pass straight through, the pit smells or overflows, and the discharge may breach your trade waste limits.",
    "During a service our operator empties liquid, oil and sludge from all three chambers, washes down walls and baffles, and checks that inlets, outlets and baffle walls are intact. The contents go to a licensed plant that separates and treats oil, water and solids.",
  ],
  included: [
    "Full pump-out of all chambers, including settled silt",
    "Wash-down of chamber walls and baffles",
    "Inspection of baffles, inlet, outlet and lids",
    "Coalescing plate and forecourt separator servicing",
    "Wash bay pits and grated drains cleaned on request",
    "Service reports with date, volume and condition",
    "Call-outs for overflows and blocked pits",
  ],
  options: {
    heading: "Systems we service",
    rows: [
      { name: "Triple interceptor", capacity: "Commonly 1,000 to 3,000 litres in total", suits: "Workshops, car yards and small wash bays" },
      { name: "Large or in-series interceptors", capacity: "Several thousand litres", suits: "Truck washes, bus depots and commercial car washes" },
      { name: "Coalescing plate separator", capacity: "Sized to the site's flow rate", suits: "Sites needing finer oil removal before sewer" },
      { name: "Forecourt oil separator", capacity: "Sized to the forecourt catchment", suits: "Service stations and fuel depots" },
    ],
  },
  steps: [
    { title: "Locate and assess", text: "Tell us the type and size of your interceptor, or we inspect it to confirm capacity and access." },
    { title: "Agree a schedule", text: "Frequency follows your trade waste conditions and how much washing you do." },
    { title: "Pump, wash and inspect", text: "Every chamber is emptied and cleaned, and damaged baffles or lids are recorded." },
    { title: "Treatment and report", text: "The waste goes for licensed treatment and you receive a report for your trade waste file." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/automotive",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
    ],
    text: "Car washes, detailers, mechanics, dealers, service stations, transport and bus depots, council works depots and plant hire yards usually own interceptors. Factories that wash down machinery or forklifts often have one as well.",
  },
  compliance: [
    "Interceptors exist because oily water cannot go to sewer without pre-treatment and a trade waste approval, and can never go to stormwater. Your water authority, whether a Melbourne water retailer, Sydney Water or Brisbane's Urban Utilities, normally specifies the device and may set cleaning frequency and record-keeping.",
    "Sludge and oily water pumped from an interceptor are a liquid industrial or regulated waste. Our tankers carry them under the applicable state licence or permit, and the movement to treatment is recorded under EPA Victoria's waste tracking, the NSW EPA's trackable waste framework or Queensland's waste tracking requirements.",
  ],
  faqs: [
    { question: "How often does an interceptor need pumping?", answer: "A busy commercial car wash may need service every few weeks, while a small workshop could go several months. Your trade waste conditions set the minimum, and inspection shows whether you need more." },
    { question: "What are the signs it is overdue?", answer: "An oily sheen in the last chamber, a strong smell, slow drainage in the wash bay or water pooling around the grate. Don't wait for an overflow." },
    { question: "Can you fix damaged baffles?", answer: "We report damage found during a service; structural repairs are usually done by a plumber or civil contractor, who can quote from our notes." },
    { question: "Do you clean wash bay grates too?", answer: "Yes. Grated drains, sediment pits and channels feeding the interceptor can be cleaned on the same visit." },
  ],
  related: [
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/bulk-liquid-waste",
    "/waste-management/grease-trap-pump-outs",
    "/industries/automotive",
    "/pages/liquid-waste-management-brisbane",
  ],
} satisfies TopicContent;
