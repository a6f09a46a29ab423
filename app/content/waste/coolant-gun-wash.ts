import type { TopicContent } from "../types";

export default {
  path: "/waste-management/coolant-gun-wash",
  lead:
    "Machine shops build up tired coolant and spray painters fill drums with dirty thinners. We collect both, keep them apart, and send each to the treatment or recovery route that suits it.",
  overview: [
    "Metalworking coolant is mostly water mixed with soluble oil or synthetic concentrate. After weeks in a CNC machine or lathe sump it picks up tramp oil, metal fines and bacteria, starts to smell and stops protecting tools. Spent coolant is an oily liquid waste that cannot be tipped into the sewer without the water authority's approval.",
    "Gun wash is the solvent smash repairers, cabinet makers and industrial painters use to flush spray guns and lines. Once dirty it is a flammable liquid carrying paint solids, so it is a dangerous good as well as a hazardous waste. Much of it can be distilled and returned as recycled thinners.",
    "Because one stream is water-based and the other a flammable solvent, they must never share a container; a mixed drum is harder and dearer to treat. We supply labelled containers for each and collect as fast as your machines and booths fill them.",
  ],
  included: [
    "Labelled, sealable drums or pails for gun wash",
    "Coolant collected in drums, IBCs or by tanker straight from machine sumps",
    "Sump pump-outs and clean-outs during maintenance shutdowns",
    "Solvent recovery for suitable gun wash",
    "Coolant treatment to separate oil, water and solids",
    "Paint sludge, booth filters and contaminated rags collected too",
  ],
  options: {
    heading: "Containers and collection methods",
    rows: [
      { name: "20 litre solvent pail", capacity: "20 litres", suits: "Small spray booths and cabinet shops" },
      { name: "205 litre closed-head drum", capacity: "205 litres", suits: "Panel shops and paint lines with steady volumes" },
      { name: "IBC", capacity: "1000 litres", suits: "Coolant drained from several machines" },
      { name: "Vacuum tanker", capacity: "Several thousand litres per visit", suits: "Central coolant systems and large sumps" },
    ],
  },
  steps: [
    { title: "Tell us what you use", text: "Product names for your coolant concentrate and thinners, and monthly usage, help us plan containers and frequency." },
    { title: "Containers delivered", text: "Separate labelled containers are dropped off, and we show staff which waste goes where." },
    { title: "Regular collection", text: "Full containers are swapped for empty ones, or sumps are pumped by tanker on agreed days." },
    { title: "Recovery or treatment", text: "Gun wash goes for distillation where possible; coolant is split into oil, water and sludge at a licensed plant." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/automotive", "/other-manufacturing-waste-management"],
    text: "CNC and engineering shops, tool makers, smash repairers, joinery and furniture finishers, and manufacturers running paint lines all use this service. A two-person panel shop might fill one gun wash drum every few weeks; a machining plant may need a tanker on a fixed cycle.",
  },
  compliance: [
    "Spent coolant and used gun wash are classed as hazardous or priority wastes in Australian states, so each consignment leaving your workshop is logged before it reaches a licensed plant: with EPA Victoria in Melbourne, with the NSW EPA in Sydney and with the Queensland Government's tracking scheme in Brisbane. We can supply copies if a customer or regulator audits you.",
    "For transport, gun wash is a flammable liquid: its containers must be the right type, closed and labelled, and carried under the Australian Dangerous Goods Code. Store it away from ignition sources in a ventilated, bunded area, and never top up drums with other solvents or water.",
  ],
  faqs: [
    { question: "Can coolant and gun wash share a drum?", answer: "No. They need different treatment, and a mixed drum may be refused or cost far more to process." },
    { question: "How often should coolant be changed?", answer: "It depends on the machine, the concentrate and sump care. Checking concentration and skimming tramp oil extend coolant life considerably; foaming, odour or rust on parts usually means it is time." },
    { question: "Is recycled gun wash any good?", answer: "Distilled gun wash is widely reused for cleaning guns and equipment. Whether yours can be recovered depends on what is in it, so we assess it first." },
    { question: "Can you pump a machine sump during a shutdown?", answer: "Yes. Book the date and we will pump and clean the sumps while machines are idle, ready for fresh coolant before production restarts." },
  ],
  related: [
    "/services/parts-washer-rentals-service",
    "/waste-management/waste-oil-waste-oil-filters",
    "/waste-management/drum-waste",
    "/industries/automotive",
    "/waste-management/liquid-waste",
  ],
} satisfies TopicContent;
