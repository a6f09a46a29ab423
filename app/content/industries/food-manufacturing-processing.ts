import type { TopicContent } from "../types";

export default {
  path: "/industries/food-manufacturing-processing",
  lead: "Food plants turn out waste as reliably as product: trim, rejects, wash water, packaging and the occasional batch that has to be destroyed. We help producers move each stream quickly so it never threatens hygiene, audits or the wastewater licence.",
  overview: [
    "A bakery, dairy, meat processor, beverage plant or ready-meal kitchen generates organic solids such as trimmings, peelings, off-spec batches and floor scrapings. It also produces liquid waste from cleaning, tank rinses and grease-laden wastewater, along with large volumes of cardboard, film, ingredient sacks, drums and pallets.",
    "Hygiene dictates how waste is handled. Organic waste attracts pests and must leave production areas promptly in containers that can be cleaned. Many sites run continuous shifts with strict zoning, so waste travels one way from high-care areas to the dock and never crosses finished product.",
    "Recalls and quality holds create a separate problem. Product that has been rejected, recalled or mislabelled must be destroyed in a way that can be proved, because customers and regulators need confidence it will not be resold.",
  ],
  included: [
    "Food organics collection in bins, tubs or bulk skips",
    "Grease trap and interceptor pump-outs",
    "Bulk liquid waste removal by vacuum tanker",
    "Cardboard and soft plastic balers",
    "Secure product destruction with certificates",
    "Pallet, drum and IBC collection",
    "Bin washing for organic waste containers",
    "Pest control integrated with your food safety program",
  ],
  options: {
    heading: "A typical set-up for a mid-sized food plant",
    rows: [
      { name: "Organics bins or tubs", capacity: "240 L to 660 L, lidded", suits: "Trim, rejects and floor scrapings" },
      { name: "Organics hook-lift bin", capacity: "Sealed, emptied daily or several times weekly", suits: "High-volume production waste" },
      { name: "Grease trap", capacity: "Pumped on a schedule", suits: "Fats and oils from wash-down water" },
      { name: "Cardboard baler", capacity: "Vertical or horizontal", suits: "Ingredient cartons and outer packaging" },
    ],
  },
  steps: [
    { title: "Understand the process", text: "We walk the line with your production and quality managers to see where each stream arises." },
    { title: "Match containers to hygiene zones", text: "We recommend colour-coded, washable containers and one-way routes to the dock." },
    { title: "Schedule solids and liquids", text: "Organics, liquid waste and grease traps are collected at frequencies that suit production." },
    { title: "Support audits", text: "We provide destruction certificates, tracking records and pest reports for your customer and food safety audits." },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: ["/other-manufacturing-waste-management", "/industries/hospitality-waste-management"],
    text: "We work with bakeries, confectioners, dairies, meat and poultry processors, breweries and beverage makers, produce packers and commercial kitchens producing packaged meals. Artisan producers in shared kitchens may start with only organics bins and a grease trap service.",
  },
  compliance: [
    "Food businesses must meet the Food Standards Code, which requires waste to be stored so it cannot contaminate food, attract pests or create odours. Retailer and certification audits generally expect documented waste and pest control procedures.",
    "Wastewater discharged to sewer generally needs a trade waste agreement with the local water authority, which sets limits and pre-treatment such as grease traps. Liquid waste removed by tanker must travel with licensed transporters and be tracked. Swill feeding laws in every state ban giving pigs meat or food that has contacted meat, so any stream sent for animal feed must be checked against them, and products under recall may need witnessed destruction.",
  ],
  faqs: [
    { question: "Can our food waste become compost or energy?", answer: "Yes. Depending on your location and material, organics can go to composting, anaerobic digestion or animal feed where permitted, rather than landfill." },
    { question: "How often should organic waste be collected?", answer: "That depends on volume and temperature. High-protein waste may need daily collection, while bakery waste may allow less frequent service." },
    { question: "Can you destroy a recalled product quickly?", answer: "Yes. We can collect a recall at short notice, separate packaging where possible and issue a certificate of destruction." },
    { question: "Do you handle cleaning chemical drums?", answer: "Yes. Empty or residual drums and IBCs can be collected for reconditioning or disposal, depending on condition and contents." },
  ],
  related: [
    "/recycling/food-waste-organics-recycling",
    "/waste-management/grease-trap-pump-outs",
    "/waste-management/bulk-liquid-waste",
    "/waste-management/secure-product-destruction",
    "/services/cardboard-balers-plastic-balers",
    "/pest-control",
  ],
} satisfies TopicContent;
