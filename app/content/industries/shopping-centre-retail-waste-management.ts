import type { TopicContent } from "../types";

export default {
  path: "/industries/shopping-centre-retail-waste-management",
  lead: "A shopping centre is dozens of businesses sharing one loading dock, and the waste room is where their habits collide. We help centre managers and retailers keep the dock moving, the recycling clean and the costs fairly shared.",
  overview: [
    "Fashion and department stores send out mountains of cardboard, garment bags, hangers and shrink wrap. Supermarkets add produce scraps, out-of-date food, polystyrene boxes and soft plastics. Food court tenants produce organics, cooking oil and grease, while common areas fill public bins with cups, bottles and food packaging.",
    "Everything usually ends up in one central waste room at the dock. Tenant staff bring trolleys down during trading, cleaners empty mall bins, and trucks need space between delivery vehicles. A single tenant dumping cardboard in general waste affects everyone's costs, and an untidy dock attracts rodents and unwanted visitors.",
    "Stand-alone retailers have smaller versions of the same problem: limited rear access, shared lanes behind strip shops and deliveries that arrive boxed.",
  ],
  included: [
    "Self-contained compactors for general waste",
    "Horizontal or vertical balers for cardboard",
    "Soft plastic and shrink wrap recycling",
    "Food court organics and used cooking oil collection",
    "Grease trap pump-outs for food tenants",
    "Public place recycling bins and mall bin servicing",
    "Secure destruction of damaged or recalled stock",
    "Tenant training, signage and waste data for recharging",
  ],
  options: {
    heading: "A typical set-up for a regional shopping centre dock",
    rows: [
      { name: "Self-contained compactor", capacity: "Roll-on, roll-off unit", suits: "General waste from tenants and mall bins" },
      { name: "Cardboard baler", capacity: "Horizontal or twin vertical units", suits: "Cartons from every retailer" },
      { name: "Organics bins (240 L)", capacity: "Collected daily or several times weekly", suits: "Food court and fresh food waste" },
      { name: "Soft plastic cages", capacity: "Bags or baled", suits: "Shrink wrap and garment bags" },
    ],
  },
  steps: [
    { title: "Walk the dock", text: "We look at the waste room, tenant routes, delivery times and equipment condition." },
    { title: "Design the waste room", text: "Equipment, stations and signs are arranged so tenants can drop off each stream in one trip." },
    { title: "Onboard tenants", text: "Store managers receive simple instructions, and new tenants are shown the system during fit-out." },
    { title: "Measure and recharge", text: "Tonnage reports help centre management track performance and allocate waste costs to tenants." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/hospitality-waste-management", "/industries/distribution-centres-logistics"],
    text: "We work with neighbourhood, sub-regional and regional centres, retail parks, supermarkets, department stores, outlet centres and individual retailers. A strip shop may need only a cardboard bin and general waste, while large centres need dock equipment and reporting.",
  },
  compliance: [
    "Balers and compactors used by tenant staff must have guarding and interlocks, and employers must train operators and control manual handling under WHS laws. Centre management and tenants share responsibilities for common waste areas under their leases, so clear rules and records reduce disputes.",
    "Food tenants must store waste to prevent contamination and pests under the Food Standards Code, and grease traps are usually covered by trade waste agreements. Unsold food may be donated to food rescue groups; each state has laws limiting civil liability for good-faith donors when the food is safe at the time of donation.",
  ],
  faqs: [
    { question: "How can waste costs be shared fairly?", answer: "Tenant weigh systems, audits and allocated bins can all provide data for recharging. The right approach depends on your lease structure." },
    { question: "Why use a compactor?", answer: "It reduces the number of collections, keeps waste contained and discourages scavenging and pests at the dock." },
    { question: "Can supermarkets recycle soft plastics?", answer: "Yes, clean back-of-house shrink wrap and film can be baled or bagged for recycling." },
    { question: "What happens to recalled stock?", answer: "It can be collected securely, destroyed with a certificate, and recyclable packaging recovered where possible." },
  ],
  related: [
    "/services/waste-compactors",
    "/services/cardboard-balers-plastic-balers",
    "/recycling/cardboard-recycling",
    "/recycling/plastic-recycling",
    "/waste-management/secure-product-destruction",
    "/services/waste-segregation-systems",
  ],
} satisfies TopicContent;
