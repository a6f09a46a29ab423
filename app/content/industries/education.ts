import type { TopicContent } from "../types";

export default {
  path: "/industries/education",
  lead: "Schools, TAFEs and universities are small towns with their own kitchens, laboratories, workshops and offices. We run waste services that fit around timetables and give students a real part in recycling.",
  overview: [
    "A primary school mostly produces lunch wrappers, food scraps, paper and cardboard. A secondary school adds science lab chemicals, workshop offcuts, canteen waste and old computers. Universities and TAFE campuses can add research laboratories, student accommodation, food courts, sports facilities and construction.",
    "Timing is the main operational issue. Trucks cannot move through school grounds while students are arriving, playing or leaving, and many schools share access roads with kiss-and-drop zones. Holidays bring the opposite problem: full bins during term, then almost nothing for weeks, followed by a surge of clean-out waste.",
    "Education also offers an opportunity. Students who sort their own lunch waste into the right bins learn habits they take home, and container deposit refunds can fund school projects.",
  ],
  included: [
    "General waste and commingled recycling across classrooms and yards",
    "Paper and cardboard recycling for offices and staff rooms",
    "Food organics from canteens, food technology rooms and residences",
    "Laboratory chemical collection and disposal",
    "Secure shredding for student and staff records",
    "E-waste recycling for retired laptops, projectors and tablets",
    "Skips for holiday clean-ups and building works",
    "Recycling talks and signage for students",
  ],
  options: {
    heading: "A typical set-up for a 600-student secondary school",
    rows: [
      { name: "Front lift general waste (3 m3)", capacity: "Two lifts a week in term", suits: "Yard and classroom rubbish" },
      { name: "Commingled bins (240 L)", capacity: "Placed around the yard", suits: "Bottles, cans and containers" },
      { name: "Cardboard bin (1100 L)", capacity: "Weekly", suits: "Deliveries and office paper" },
      { name: "Shredding consoles", capacity: "Locked, in administration areas", suits: "Reports, assessments and personal files" },
    ],
  },
  steps: [
    { title: "Map the campus", text: "We identify where waste is generated and where trucks can enter safely outside student movement times." },
    { title: "Plan term and holiday service", text: "Schedules scale back during holidays, with clean-out skips booked in advance." },
    { title: "Involve students", text: "We help green teams with signage, bin audits and lessons on what happens after collection." },
    { title: "Report results", text: "You receive diversion figures for school reports, sustainability plans or council programs." },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: ["/industries/childcare", "/industries/office-buildings-waste-management"],
    text: "We work with government, Catholic and independent schools, early learning centres attached to schools, TAFE and registered training organisations, and university campuses. A university may require separate contracts for residences, research and facilities, while a small school may need only a few wheelie bins.",
  },
  compliance: [
    "Laboratory chemicals must be classified, packed and moved by licensed transporters to an appropriate facility, never poured down a sink or placed in general waste. Sharps from first aid or science classes need proper containers, and WHS laws cover staff handling waste and bins.",
    "Student records contain personal and sometimes health information protected by privacy laws, which apply differently to government and non-government schools. When records reach the end of their retention period, secure shredding with a certificate of destruction shows they were disposed of properly. Container deposit schemes in Victoria, New South Wales and Queensland let schools collect eligible drink containers for refunds.",
  ],
  faqs: [
    { question: "Can you avoid arriving during school hours?", answer: "We schedule collections before students arrive, during class time in areas away from students, or after school, depending on access." },
    { question: "What happens during the holidays?", answer: "Services can be reduced or paused, then restored for the first week of term. Clean-out skips can be booked for the holidays." },
    { question: "Can students help with a waste audit?", answer: "Yes. Supervised audits are a hands-on lesson in science, maths and sustainability, and we can guide the process." },
    { question: "How do we dispose of old lab chemicals?", answer: "Send us an inventory. We arrange packing, labelling and licensed transport so that unknown or expired chemicals leave the school safely." },
  ],
  related: [
    "/recycling/commingled-recycling",
    "/services/waste-education-training",
    "/waste-management/secure-document-shredding",
    "/waste-management/chemical-waste-hazardous-waste",
    "/recycling/e-waste-electronics-recycling",
    "/recycling/food-waste-organics-recycling",
  ],
} satisfies TopicContent;
