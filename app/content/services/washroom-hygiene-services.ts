import type { TopicContent } from "../types";

export default {
  path: "/washroom-hygiene-services",
  lead:
    "Staff and customers only notice washroom hygiene when it goes wrong. We keep your washroom units emptied, sanitised and stocked on a schedule that matches how busy they are.",
  overview: [
    "Washroom hygiene covers the units alongside your everyday cleaning: sanitary bins, nappy bins, sharps containers, soap and sanitiser dispensers, air fresheners and urinal sanitisers. Sanitary and nappy units are serviced by exchange, with our technician swapping the full unit for a clean, sanitised one and taking the sealed waste away for treatment, so your staff never handle it.",
    "We set the service frequency from how many people use each washroom. A shopping centre amenity block, a childcare nappy change area and a small office need very different visits, and units that overfill quickly become an odour complaint. We adjust the schedule as usage changes and replace damaged units promptly.",
  ],
  included: [
    "Sanitary disposal units for women's and accessible toilets",
    "Nappy units for parents' rooms and childcare change areas",
    "Sharps containers for public toilets and first aid rooms",
    "Soap, sanitiser and paper towel dispensers",
    "Air freshening units with scheduled refills",
    "Urinal and toilet bowl sanitisers",
    "A log of every service visit",
  ],
  options: {
    heading: "Washroom units",
    intro: "Units are chosen for the space, the users and how often each washroom is used.",
    rows: [
      {
        name: "Sanitary unit",
        capacity: "Standard or slimline floor unit for each cubicle",
        suits: "Every women's and accessible toilet",
      },
      {
        name: "Nappy unit",
        capacity: "Larger unit with a sealing lid",
        suits: "Parents' rooms, childcare and shopping centres",
      },
      {
        name: "Sharps container",
        capacity: "Wall-mounted and puncture-resistant",
        suits: "Public toilets, gyms, hotels and pharmacies",
      },
      {
        name: "Hand hygiene dispensers",
        capacity: "Soap, sanitiser and towel units, manual or touch-free",
        suits: "Kitchens, clinics and offices",
      },
    ],
  },
  steps: [
    {
      title: "Survey",
      text: "We count cubicles, users and existing units, and note access and security arrangements.",
    },
    {
      title: "Install",
      text: "Technicians fit the agreed units and remove a previous provider's equipment where needed.",
    },
    {
      title: "Service and adjust",
      text: "Units are exchanged and refilled on schedule, and the frequency changes if units overfill or sit barely used.",
    },
  ],
  suits: {
    sizes: ["small", "medium", "large"],
    industries: [
      "/industries/childcare",
      "/industries/aged-care",
      "/industries/healthcare-hospital-waste-management",
      "/industries/hospitality-waste-management",
      "/industries/office-buildings-waste-management",
      "/industries/shopping-centre-retail-waste-management",
    ],
    text: "Any workplace with a women's or accessible toilet needs sanitary disposal, from a two-cubicle office to a large venue. Childcare and shopping centres rely on nappy units, public amenities need sharps containers, and food venues, clinics and aged care homes depend on reliable hand hygiene.",
  },
  compliance: [
    "Work health and safety laws require employers to provide adequate toilets and hand washing facilities, and Safe Work Australia's model Code of Practice on managing the work environment and facilities expects toilets used by women to include a hygienic means of disposing of sanitary products. The Food Standards Code also requires food businesses to supply hand washing facilities with warm running water, soap and single-use towels or another way of drying hands.",
    "Used sharps belong in puncture-resistant containers, such as those made to Australian Standard AS 4031, and never in general waste. The waste we collect goes to facilities that can lawfully accept it, and our service log shows auditors, aged care assessors or building managers when each unit was serviced.",
  ],
  faqs: [
    {
      question: "How often will our sanitary units be serviced?",
      answer:
        "It depends on use. Quiet office washrooms are often serviced every four weeks and busy public amenities weekly or more, and we adjust if units fill too quickly.",
    },
    {
      question: "Can you service childcare centres without disturbing the children?",
      answer:
        "We schedule visits around drop-off, pick-up and rest times, and our technicians follow the centre's sign-in rules.",
    },
    {
      question: "What if a unit fills up before the next visit?",
      answer:
        "Phone {phone} for an extra exchange, and if it keeps happening we change the schedule or the unit size.",
    },
    {
      question: "Do we have to take your dispensers as well?",
      answer:
        "No, each part of the service is optional. Some customers want only sanitary units, while others prefer one provider and one schedule for everything in the washroom.",
    },
  ],
  related: [
    "/pest-control",
    "/waste-management/medical-waste-clinical-waste",
    "/industries/childcare",
    "/industries/aged-care",
    "/services/bin-washing-deodorising",
  ],
} satisfies TopicContent;
