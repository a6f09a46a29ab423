import type { TopicContent } from "../types";

export default {
  path: "/industries/distribution-centres-logistics",
  lead: "A distribution centre's waste is mostly packaging, and it arrives in volumes that can swamp a loading dock within a shift. We set up balers, compactors and collection runs that keep up with round-the-clock operations.",
  overview: [
    "Inbound freight is unwrapped, broken down and repacked, leaving mountains of cardboard cartons, stretch wrap, strapping, void fill, polystyrene, broken pallets and damaged stock. Returns processing adds faulty electronics and unsellable goods, while staff amenities and offices add general waste and food scraps.",
    "Speed and space drive the problem. Dock doors earn money moving freight, not storing skips, and pickers who cannot find an empty cage drop cardboard into general waste, where it costs more to remove. Sites running three shifts need collections that work at night or weekends, and drivers must follow traffic management plans where forklifts and pedestrians share space.",
    "Security matters as well. Damaged or returned branded stock cannot simply go in a skip that anyone could pick through, so customers often require proof it was destroyed.",
  ],
  included: [
    "Vertical and horizontal cardboard balers",
    "Soft plastic and stretch wrap balers or collection bags",
    "Self-contained or static compactors for general waste",
    "Pallet and timber collection, with pooled pallets set aside",
    "Polystyrene collection and compaction",
    "Secure product destruction with certificates",
    "E-waste collection from returns processing",
    "Segregation stations at pick faces and dock doors",
  ],
  options: {
    heading: "A typical set-up for a 30,000 m2 warehouse",
    rows: [
      { name: "Horizontal baler", capacity: "Bales of several hundred kilograms", suits: "High-volume cardboard from inbound freight" },
      { name: "Vertical baler", capacity: "Smaller bales", suits: "Stretch wrap and soft plastic" },
      { name: "Self-contained compactor", capacity: "Large roll-on, roll-off unit", suits: "Mixed general waste and floor sweepings" },
      { name: "Timber skip", capacity: "15 to 30 m3", suits: "Broken non-pooled pallets and dunnage" },
    ],
  },
  steps: [
    { title: "Audit the flow", text: "We look at what arrives, where it is unwrapped and how far staff walk to dispose of it." },
    { title: "Design the dock", text: "We propose equipment positions and cage locations that keep the dock clear for trucks." },
    { title: "Train the shifts", text: "Operators learn baler and compactor safety, with signs at every station." },
    { title: "Report monthly", text: "You receive tonnages by stream to track recycling and costs against targets." },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: ["/industries/shopping-centre-retail-waste-management", "/other-manufacturing-waste-management"],
    text: "We serve third-party logistics operators, retailer and grocery distribution centres, e-commerce fulfilment sites, cold stores and parcel depots. Smaller warehouses often start with a vertical baler and one front lift bin, then add equipment as volume grows.",
  },
  compliance: [
    "WHS laws require balers and compactors to be guarded, fitted with safety interlocks and operated only by workers trained and assessed as competent. Plant should be maintained to the manufacturer's schedule with isolation procedures for clearing jams.",
    "Where trucks, forklifts and pedestrians share a yard, our drivers follow your site traffic rules. Pooled pallets remain the property of the pallet company and should be returned rather than scrapped. For destroyed stock, a certificate of destruction gives brand owners and insurers a record that goods did not re-enter the market.",
  ],
  faqs: [
    { question: "Will a baler pay for itself?", answer: "Often, when cardboard volume is high, because baled cardboard takes far fewer collections and may earn a rebate. A waste audit shows whether your volume justifies one." },
    { question: "Can you collect at 2 am?", answer: "Where council permits and your site allow, yes. Many industrial estates suit overnight collections." },
    { question: "What do we do with stretch wrap?", answer: "Keep it clean and separate from cardboard, then bale or bag it. Clean wrap is a valuable recycling stream; contaminated wrap usually is not." },
    { question: "Can damaged stock be recycled rather than landfilled?", answer: "Often. During destruction we separate packaging, metals and other recoverable materials where the product allows." },
  ],
  related: [
    "/services/cardboard-balers-plastic-balers",
    "/services/waste-compactors",
    "/recycling/plastic-recycling",
    "/recycling/timber-wood-waste-recycling",
    "/waste-management/secure-product-destruction",
    "/recycling/cardboard-recycling",
  ],
} satisfies TopicContent;
