import type { TopicContent } from "../types";

export default {
  path: "/waste-management/quarantine-waste",
  lead:
    "Food scraps off an international flight, straw packing in an imported crate or soil clinging to used machinery can all carry pests and diseases Australia does not have. We arrange secure collection and treatment of that material under biosecurity control.",
  overview: [
    "Quarantine waste, now usually called biosecurity waste, is any waste that may carry exotic pests, weeds or diseases. It includes galley waste from international aircraft and vessels, imported packaging and dunnage, plant and animal material, soil removed from imported goods, and goods directed for destruction.",
    "Because the risk is biological, this waste cannot go into an ordinary bin. It stays in sealed, leak-proof containers from the moment it is generated, travels unopened and unsorted, and is treated by high-temperature incineration, steam sterilisation or deep burial at an approved site.",
    "Our role is to supply suitable containers, collect on schedule or on request, keep the waste secure in transit and deliver it for approved treatment, with records for your biosecurity files.",
  ],
  included: [
    "Sealed, leak-proof and clearly labelled biosecurity waste bins",
    "Scheduled collections from ports, airports, depots and warehouses",
    "On-call collection when a container inspection produces waste",
    "Removal of contaminated dunnage, packaging, straw and soil",
    "Destruction of imported goods directed for disposal",
    "Treatment by incineration, sterilisation or deep burial as approved",
    "Records of each collection and treatment for your compliance files",
  ],
  options: {
    heading: "Containers for biosecurity waste",
    rows: [
      { name: "Lidded wheelie bin", capacity: "240 litres", suits: "Unpack areas and small importers with light volumes" },
      { name: "Large wheelie bin", capacity: "660 or 1100 litres", suits: "Airline caterers, cargo terminals and freight depots" },
      { name: "Sealed skip or bulk bin", capacity: "Several cubic metres", suits: "Dunnage, packaging and bulky contaminated material" },
      { name: "Liquid-tight containers", capacity: "Sized to the job", suits: "Wet food waste and material that may leak" },
    ],
  },
  steps: [
    { title: "Explain the waste", text: "Tell us what the material is, how much there is and whether a biosecurity officer has issued directions." },
    { title: "Containers and procedure", text: "We supply labelled, sealable containers and agree where they are stored and how staff seal them." },
    { title: "Collection under control", text: "Sealed containers are collected and transported directly to an approved treatment site." },
    { title: "Treatment and confirmation", text: "The waste is treated by the approved method and you receive records confirming collection and treatment." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/distribution-centres-logistics",
      "/industries/food-manufacturing-processing",
      "/other-manufacturing-waste-management",
    ],
    text: "Container depots and logistics firms unpacking sea freight, food, plant and seed importers, machinery importers, and service providers at international airports and seaports are typical customers. Even small importers receiving the odd timber crate or straw packing may need us.",
  },
  compliance: [
    "Biosecurity waste in Australia is regulated under the Biosecurity Act 2015, administered by the federal Department of Agriculture, Fisheries and Forestry. Much of the handling, transport and treatment is carried out under approved arrangements, which allow businesses to manage biosecurity risks under procedures the department has assessed and audits. Waste must only go to treatment facilities that are approved for the kind of material involved.",
    "If your business operates under its own approved arrangement, for example for unpacking imported goods, its conditions usually describe how biosecurity waste is contained and removed, and we collect in line with them. A biosecurity officer's directions always override routine procedures.",
  ],
  faqs: [
    { question: "Is dunnage from a shipping container quarantine waste?", answer: "It can be. Timber dunnage, straw and bark may carry pests, and packaging found with soil or insects must be treated as biosecurity waste. If in doubt, keep it sealed and ask us." },
    { question: "Can quarantine waste be recycled?", answer: "Generally not while it is under biosecurity control. It has to be treated first to remove the biosecurity risk, which in most cases means incineration, sterilisation or deep burial." },
    { question: "What should staff do when they find something suspicious?", answer: "Stop unpacking, contain the item and follow your biosecurity procedures, which usually include reporting the find to the department." },
    { question: "Can you collect at short notice?", answer: "Yes, where the waste is held securely on site and we can reach it. Call {phone} with details of the material and any directions you have received." },
  ],
  related: [
    "/waste-management/secure-product-destruction",
    "/waste-management/general-waste",
    "/industries/distribution-centres-logistics",
    "/waste-management/medical-waste-clinical-waste",
    "/industries/food-manufacturing-processing",
  ],
} satisfies TopicContent;
