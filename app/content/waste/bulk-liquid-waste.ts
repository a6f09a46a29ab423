import type { TopicContent } from "../types";

export default {
  path: "/waste-management/bulk-liquid-waste",
  lead:
    "When the liquid is measured in thousands of litres, drums stop making sense. Our vacuum tankers pump it straight from your tank, pit or sump and deliver it to a treatment plant licensed to accept it.",
  overview: [
    "Bulk liquid waste spans wash-down water from food plants, tank sludge, landfill leachate, contaminated stormwater held in a bund, process liquids and paint-booth water. What links them is volume, and the need to keep them out of drains.",
    "Before the first pump-out we find out what the liquid contains. A safety data sheet, a process description or a laboratory result tells the receiving plant how to treat it and tells us which tanker and hoses to send. Liquids that vary from batch to batch may need re-sampling from time to time.",
    "Some customers need us once, say to empty a tank before demolition; others have a holding tank that fills weekly or triggers a high-level alarm.",
  ],
  included: [
    "Vacuum tankers sized to the job, from rigid trucks to semi-trailers",
    "Equipment for thin liquids, sludges and solids-laden slurries",
    "Waste characterisation, including sampling where required",
    "Tank, pit, sump and bund pump-outs",
    "High-pressure jetting to clean tanks after pumping",
    "Volume and disposal records for each load",
  ],
  options: {
    heading: "Tanker sizes",
    intro: "Typical working volumes; access and the liquid's density also decide which truck we send.",
    rows: [
      { name: "Small vacuum truck", capacity: "About 3,000 to 5,000 litres", suits: "Laneways, basements and small holding tanks" },
      { name: "Medium rigid tanker", capacity: "About 8,000 to 12,000 litres", suits: "Most commercial tanks and scheduled pumping" },
      { name: "Large rigid tanker", capacity: "About 13,000 to 18,000 litres", suits: "Factories with large holding tanks" },
      { name: "Semi-trailer tanker", capacity: "Over 20,000 litres", suits: "Major clean-outs and lagoons where access allows" },
    ],
  },
  steps: [
    { title: "Describe the liquid and the tank", text: "Tell us what the liquid is, the tank volume, how full it is and how a truck reaches it." },
    { title: "Characterise and quote", text: "We review data sheets or test results, confirm a plant that will accept the material and propose a tanker and schedule." },
    { title: "Pump-out", text: "The operator pumps the liquid into the sealed tanker and, where booked, jets the tank clean." },
    { title: "Treatment and paperwork", text: "The load goes to the licensed plant under waste tracking, and you receive the volume and destination record." },
  ],
  suits: {
    sizes: ["medium", "large"],
    industries: [
      "/other-manufacturing-waste-management",
      "/industries/food-manufacturing-processing",
      "/industries/distribution-centres-logistics",
    ],
    text: "Factories, food and beverage plants, chemical storage sites, councils, builders and facility managers use bulk liquid collections. Sites with only a few hundred litres are often better served by drums or IBCs.",
  },
  compliance: [
    "Liquid industrial waste must never enter stormwater and generally needs a trade waste permit before it can go to sewer. Carted off site, it is normally a tracked or priority waste: every load is logged with the state regulator, naming producer, carrier and receiver, whether through EPA Victoria's online tracking, the NSW EPA's scheme for trackable waste or Queensland's state-run tracking.",
    "Our tankers operate under the transport licences or permits each state requires for the waste types they carry, and receiving plants hold licences for the liquids they accept. Keep your copies of the tracking records, because regulators can ask a producer to show where its waste went.",
  ],
  faqs: [
    { question: "How much liquid makes a tanker worthwhile?", answer: "There is no strict minimum, but each tanker visit has a fixed cost. Below roughly a thousand litres, drums or an IBC are often cheaper; above that, bulk pumping usually wins." },
    { question: "Can you pump thick sludge as well as water?", answer: "Yes. Vacuum tankers handle heavy sludges, and jetting loosens settled material. Warn us about hardened deposits, which may need extra time or equipment." },
    { question: "Do I need a laboratory test?", answer: "Not always. A clear safety data sheet may be enough, but mixed or unknown liquids need a sample analysed before a plant will accept them." },
    { question: "Can you respond to a spill or flooded area?", answer: "We pump up contained spills, flooded bunds and contaminated water held on site. Call {phone}, describe the liquid and keep it away from drains while you wait." },
  ],
  related: [
    "/waste-management/liquid-waste",
    "/waste-management/drum-waste",
    "/waste-management/chemical-waste-hazardous-waste",
    "/pages/liquid-waste-management-melbourne",
    "/pages/liquid-waste-management-sydney",
  ],
} satisfies TopicContent;
