import type { TopicContent } from "../types";

export default {
  path: "/recycling/metal-recycling",
  lead: "Offcuts, swarf, old racking and broken machinery all have value once they are sorted. We place cages and skips where your scrap is produced and take it to metal recyclers.",
  overview: [
    "Scrap metal is sorted, sheared or shredded, and then melted in furnaces to make new steel, aluminium and copper products. Metal can be recycled repeatedly without losing its properties, and making it from scrap uses far less energy than mining and refining ore.",
    "Ferrous metals such as steel and cast iron are separated from non-ferrous metals, including aluminium, copper, brass, stainless steel and lead. Keeping clean copper or aluminium apart from mixed steel usually improves the return, and we can provide separate containers for each.",
    "Some items cannot go straight into a scrap bin. Gas cylinders, sealed drums, fuel tanks, engines still holding oil, car batteries and appliances containing refrigerant must be emptied, degassed or handled separately first.",
  ],
  included: [
    "Steel offcuts, beams, sheet and pipe",
    "Aluminium extrusions, window frames and sheet",
    "Copper pipe, cable and busbar",
    "Brass fittings and stainless steel benches",
    "Machining swarf and turnings, drained of coolant",
    "Old racking, shelving and machinery",
    "Empty, clean steel drums",
  ],
  options: {
    heading: "Scrap metal containers",
    intro: "Container size depends on how bulky your scrap is and how much space sits beside the workshop or dock.",
    rows: [
      { name: "240 L wheelie bin", capacity: "240 litres", suits: "Copper, brass and other small non-ferrous scrap kept separate" },
      { name: "Steel cage", capacity: "About 1 to 2 m3", suits: "Workshops, electricians and plumbers" },
      { name: "Skip bin", capacity: "4 to 10 m3", suits: "Fabricators, shopfitters and factory clean-outs" },
      { name: "Hook-lift bin", capacity: "15 to 30 m3", suits: "Demolition, racking removal and heavy industry" },
      { name: "Swarf tub or bin", capacity: "By arrangement", suits: "Machine shops producing turnings and shavings" },
    ],
  },
  steps: [
    { title: "Identify your metals", text: "We look at what you produce and decide whether mixed scrap or separated grades makes more sense." },
    { title: "Place the right containers", text: "Cages, tubs or skips are placed near cutting and fabrication areas to cut double handling." },
    { title: "Collect and weigh", text: "Full containers are collected and weighed, with grades recorded for your records." },
    { title: "Report and rebate", text: "You receive weighbridge details and, where the metal qualifies, a rebate paid by bank transfer." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/other-manufacturing-waste-management",
      "/industries/automotive",
      "/industries/distribution-centres-logistics",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "Fabricators, machine shops, automotive workshops, electrical and plumbing contractors, builders and warehouses replacing racking all produce scrap. Retailers and shopfitters can also recycle metal fixtures during a refit.",
  },
  compliance: [
    "Victoria and New South Wales both ban cash payments for scrap metal, and dealers must record who supplied each load. Payment is made electronically, so you need to give us your business details before any rebate can be paid.",
    "Refrigerant must be recovered from fridges, freezers and air conditioners by a licensed technician before they are scrapped, under Commonwealth ozone protection laws. Oil, coolant and fuel must be drained and disposed of as liquid waste, and any asbestos found on old plant stays out of the scrap bin.",
  ],
  faqs: [
    { question: "Do you pay for scrap metal?", answer: "Clean, separated metal in reasonable quantities often earns a rebate that follows market prices. Small or mixed loads may only cover the collection cost, so describe your scrap when you call {phone} and we will tell you which applies." },
    { question: "Can gas cylinders go in the scrap bin?", answer: "No. Pressurised cylinders can explode during shredding, so they must be returned to the supplier or made safe first." },
    { question: "What about car batteries?", answer: "Lead-acid batteries are recycled separately. We collect them in a leak-proof container rather than with scrap." },
    { question: "Does oily swarf matter?", answer: "Yes. Swarf should drain before collection, because dripping coolant creates a spill risk and reduces the value." },
  ],
  related: [
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/coolant-gun-wash",
    "/services/bulk-bins-skip-bins",
    "/recycling/e-waste-electronics-recycling",
  ],
} satisfies TopicContent;
