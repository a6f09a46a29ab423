import type { TopicContent } from "../types";

export default {
  path: "/waste-management/secure-product-destruction",
  lead:
    "When stock must never reach a shelf, a market stall or an online listing, throwing it in a skip is not enough. We destroy it under supervision so it cannot be resold, recover what materials we can and give you written proof.",
  overview: [
    "Products need destroying after a safety recall, a failed quality test or a use-by date, or because they are counterfeit, obsolete branded stock or damaged imports. In each case, goods that escape into the market could harm your brand, your customers or the public.",
    "Stock is counted, sealed and moved in locked or sealed vehicles, then made unusable by shredding, crushing or de-packaging. Your representative can attend, or we can provide photographs or video.",
    "Destruction does not have to mean landfill. Once goods are unusable, packaging goes to recycling, metals to scrap and food to organics processing, leaving only true residue for disposal.",
  ],
  included: [
    "Collection from warehouses, stores, distribution centres or ports",
    "Sealed or locked transport with a documented chain of custody",
    "Destruction by shredding, crushing, de-packaging or other suitable methods",
    "Witnessed destruction or photographic and video evidence on request",
    "Separation of packaging, metals, organics and liquids for recovery",
    "Certificate of destruction describing the goods and method used",
  ],
  options: {
    heading: "What we destroy and how",
    rows: [
      { name: "Food and beverages", capacity: "Pallets, cartons or bulk tanks", suits: "Recalls, expired stock and quality failures; contents to organics or liquid treatment" },
      { name: "Branded clothing and uniforms", capacity: "Cartons to full truckloads", suits: "Retired uniforms, misprints and excess merchandise" },
      { name: "Cosmetics and personal care", capacity: "Cartons and pallets", suits: "Expired or recalled products; packaging separated for recycling" },
      { name: "Electronics and components", capacity: "Units, pallets or cages", suits: "Faulty, recalled or counterfeit devices; materials recovered" },
      { name: "Counterfeit and seized goods", capacity: "Any quantity", suits: "Brand owners and importers removing fakes from circulation" },
    ],
  },
  steps: [
    { title: "Brief us and plan", text: "Tell us what the goods are, how many and whether any are dangerous goods; we propose a method, recovery routes and the evidence you need." },
    { title: "Secure collection", text: "Goods are counted, sealed and moved under chain of custody to the destruction site." },
    { title: "Destroy and recover", text: "The stock is made unusable, recyclable materials are separated and residues sent to licensed disposal." },
    { title: "Certificate of destruction", text: "You receive a certificate of destruction and any photographs or video agreed beforehand." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/food-manufacturing-processing",
      "/industries/shopping-centre-retail-waste-management",
      "/industries/distribution-centres-logistics",
      "/other-manufacturing-waste-management",
      "/industries/healthcare-hospital-waste-management",
    ],
    text: "Manufacturers, brand owners, importers, retailers, logistics providers and insurers use product destruction, whether for a few cartons of misprinted packaging or many pallets of recalled food.",
  },
  compliance: [
    "A certificate of destruction is often the document that closes out a recall, an insurance claim or a write-off for tax and accounting purposes. Our certificates describe the goods, quantities, date and method of destruction. Keep them with the product recall records, the claim file or your stock write-off papers.",
    "When destroyed products are hazardous, such as aerosols, batteries, chemicals or pharmaceuticals, they are packed and transported as dangerous goods and tracked under the relevant state waste rules before treatment at a licensed facility. Food and liquid products must be kept out of stormwater and sewers unless a trade waste approval allows discharge.",
  ],
  faqs: [
    { question: "Can I watch the destruction?", answer: "Yes. Tell us when booking and we will arrange a time for your representative to attend, or supply photographs or video instead." },
    { question: "Will my products end up in landfill?", answer: "Only the parts that cannot be recovered. Packaging, metals, organics and many other materials are separated for recycling or processing once the goods have been made unusable." },
    { question: "How do you stop stock being taken before destruction?", answer: "Goods are counted against your manifest, sealed or locked during transport and kept under controlled custody until destroyed. The certificate reconciles what was received with what was destroyed." },
    { question: "How soon can you collect recalled stock?", answer: "Recalls are often urgent. Call {phone} with the product details and quantities, and we will plan collection around your recall timetable." },
  ],
  related: [
    "/waste-management/secure-document-shredding",
    "/waste-management/quarantine-waste",
    "/waste-management/chemical-waste-hazardous-waste",
    "/recycling/e-waste-electronics-recycling",
    "/recycling/food-waste-organics-recycling",
    "/industries/food-manufacturing-processing",
  ],
} satisfies TopicContent;
