import type { TopicContent } from "../types";

export default {
  path: "/industries/childcare",
  lead: "Childcare centres need waste services that keep nappies, food scraps and art supplies under control while children are never near a truck or an open bin. We collect outside the drop-off and pick-up rush and keep the paperwork simple for directors.",
  overview: [
    "A long day care centre or kindergarten produces a lot of soiled nappies and wipes, plus food waste from meals and morning tea, fruit peels, milk cartons, paper towels, craft offcuts and the cardboard that supplies arrive in. Nappy waste is bulky and warm, so a bin that is emptied too rarely quickly becomes an odour and fly problem near outdoor play areas.",
    "Centres often sit in residential streets or small shopping strips with limited parking. The morning and afternoon peaks are full of parents and prams, so a truck reversing across the car park at 8.30 am is a genuine hazard. Bin enclosures must be locked or fenced off from play spaces, with lids children cannot lift.",
    "Educators should not be hauling bins, so the system must be easy: clear colour coding, nappy bins beside change tables and pick-ups that simply happen.",
  ],
  included: [
    "Sanitary and nappy bins beside change tables and in staff washrooms",
    "General waste wheelie bins sized for daily nappy volume",
    "Food organics bins for kitchen and meal-time scraps",
    "Commingled and paper recycling for craft rooms and offices",
    "Hand hygiene and air care units serviced on schedule",
    "Pest control with records kept for inspections",
    "Secure shredding for old enrolment and health records",
  ],
  options: {
    heading: "A typical set-up for a 90-place centre",
    rows: [
      { name: "Nappy bins", capacity: "One per change area", suits: "Soiled nappies and wipes, sealed between services" },
      { name: "General waste (240 L or 660 L)", capacity: "Two to three lifts a week", suits: "Bagged nappy waste and everyday rubbish" },
      { name: "Organics bin (240 L)", capacity: "Weekly or twice weekly", suits: "Food scraps and fruit peel" },
      { name: "Commingled bin (240 L)", capacity: "Weekly", suits: "Milk bottles, cans, clean paper and card" },
    ],
  },
  steps: [
    { title: "Tell us about the centre", text: "Share your licensed places, operating hours and where the bin enclosure and change rooms are." },
    { title: "We recommend a service", text: "We suggest bin sizes and lift days that keep nappy bins from sitting full over a weekend." },
    { title: "Set collection windows", text: "Trucks arrive well away from drop-off and pick-up, usually mid-morning or after close." },
    { title: "Review as enrolments change", text: "When rooms open or numbers shift, we adjust bins so you are not paying for empty space." },
  ],
  suits: {
    sizes: ["small", "medium"],
    industries: ["/industries/education", "/industries/aged-care"],
    text: "Our childcare service fits single long day care centres, kindergartens, occasional care, outside school hours care and operators with a group of centres.",
  },
  compliance: [
    "The National Quality Standard expects approved services to promote children's health with effective hygiene practices, and regulators look at how nappy change areas, bins and food handling are managed during assessment and rating visits. Lidded bins, handwashing facilities and a clean, enclosed bin store all support this.",
    "Centres that prepare food must follow the Food Standards Code and their state's food safety rules, which include keeping waste away from food areas and controlling pests. Enrolment forms, medical plans and incident records contain sensitive personal information, so shred them securely once retention periods end. Educators should never move an overloaded bin alone, because WHS laws require employers to manage manual handling risks.",
  ],
  faqs: [
    { question: "Are nappies classed as clinical waste?", answer: "No. Ordinary soiled nappies are treated as general waste in Australia and can be bagged into a normal bin. Anything contaminated with blood goes into a proper clinical container." },
    { question: "How often should nappy bins be changed?", answer: "It depends on the number of babies and toddlers, but centres with nursery rooms usually need at least weekly service, more in summer." },
    { question: "Can you avoid arriving during drop-off?", answer: "Yes. We book a window that avoids both peaks and can ask drivers to call ahead if your car park is shared." },
    { question: "Can children be involved in recycling?", answer: "Yes, colourful signs and a small worm farm or compost bin help children learn which scraps go where, and our education resources can help." },
  ],
  related: [
    "/washroom-hygiene-services",
    "/recycling/food-waste-organics-recycling",
    "/services/wheelie-bins",
    "/pest-control",
    "/waste-management/secure-document-shredding",
  ],
} satisfies TopicContent;
