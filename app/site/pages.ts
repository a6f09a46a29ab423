/**
 * The site map: every fixed page of the website, its page type and its metadata. Routes, the
 * pre-render list, sitemap.xml, menus' breadcrumbs and the tests all read this list.
 */
export type PageType =
  | "home"
  | "about"
  | "contact"
  | "thankYou"
  | "privacy"
  | "accessibility"
  | "hub"
  | "business"
  | "service"
  | "waste"
  | "material"
  | "industry"
  | "city"
  // Issue 8: the finder tools (app/tools; app/routes.ts maps each to its own route module).
  | "tool"
  // The quote request, and the plain-English terms it links to (literal routes in app/routes.ts).
  | "quote"
  | "terms";

export interface SitePage {
  path: string;
  type: PageType;
  /** The page's own name: its H1, breadcrumb label and card heading. */
  name: string;
  /** The page part of the title; the brand is appended by the SEO helper. Absent = site default. */
  title?: string;
  /** 70 to 160 characters; also the one-line summary on hub cards. */
  description?: string;
  keywords?: string[];
}

type Entry = [path: string, name: string, title: string, description: string, keywords: string];

function family(type: PageType, entries: Entry[]): SitePage[] {
  return entries.map(([path, name, title, description, keywords]) => ({
    path,
    type,
    name,
    title,
    description,
    keywords: keywords.split(",").map((k) => k.trim()),
  }));
}

const general: SitePage[] = [
  ...family("home", [
    [
      "/",
      "Commercial waste management and recycling across Australia",
      "Commercial Waste Management & Recycling",
      "Bins, recycling, liquid and hazardous waste, consulting and equipment for Australian businesses and homes since 2004. Call 1300 975 707 for a quote.",
      "commercial waste management, recycling, waste collection, bins, Australia",
    ],
  ]),
  ...family("about", [
    [
      "/about",
      "About Saltbush Environmental",
      "About Us",
      "Saltbush Environmental has managed waste and recycling for Australian businesses since 2004. Meet the team, our service areas and how we work.",
      "about Saltbush Environmental, waste company, Dandenong, Melbourne, Sydney, Brisbane",
    ],
  ]),
  { path: "/contact-us", type: "contact", name: "Contact us" },
  ...family("thankYou", [
    [
      "/thank-you",
      "Thank you for your enquiry",
      "Thank You",
      "Thanks for contacting Saltbush Environmental. Here is what happens next with your enquiry and when to expect a reply from our team.",
      "thank you, enquiry received",
    ],
  ]),
  ...family("privacy", [
    [
      "/privacy-policy",
      "Privacy policy",
      "Privacy Policy",
      "How Saltbush Environmental collects, uses, stores and protects personal information under the Australian Privacy Principles.",
      "privacy policy, Australian Privacy Principles, personal information",
    ],
  ]),
  // Not in SPEC's route table: the accessibility statement (issue 6) is an addition to it.
  ...family("accessibility", [
    [
      "/accessibility",
      "Accessibility statement",
      "Accessibility Statement",
      "How this website meets WCAG 2.2 level AA, how we test it with a keyboard, screen readers and automated checks, and how to report a problem.",
      "accessibility statement, WCAG 2.2, accessible website",
    ],
  ]),
];

const business: SitePage[] = [
  ...family("hub", [
    [
      "/your-business",
      "Waste services for your business",
      "Waste Services for Your Business",
      "Waste and recycling plans sized to your business: small shops and offices, growing sites, multi-site operations and private homes.",
      "business waste services, commercial waste, waste plan",
    ],
  ]),
  ...family("business", [
    [
      "/small-business",
      "Small business waste and recycling",
      "Small Business Waste & Recycling",
      "Affordable bins and recycling for cafes, shops, offices and trades: flexible collection days, no oversized contracts and one local contact.",
      "small business waste, small business recycling, cafe bins, office recycling",
    ],
    [
      "/medium-business",
      "Medium business waste management",
      "Medium Business Waste Management",
      "Waste services for growing businesses: multiple streams, compactors and balers, reporting and a plan that keeps costs down as volumes rise.",
      "medium business waste, commercial recycling, waste reporting",
    ],
    [
      "/large-business",
      "Large business and multi-site waste management",
      "Large Business & Multi-Site Waste",
      "National-scale waste management for large and multi-site businesses: one account, consolidated reporting, audits and zero waste programs.",
      "large business waste, multi-site waste management, corporate recycling, waste reporting",
    ],
    [
      "/private-homes",
      "Waste and recycling for private homes",
      "Skip Bins & Waste Removal for Homes",
      "Skip bins, green waste, e-waste and bulky rubbish removal for households renovating, moving or clearing out. Book online or call us.",
      "home skip bin, household rubbish removal, green waste, renovation waste",
    ],
  ]),
];

const services: SitePage[] = [
  ...family("hub", [
    [
      "/services",
      "Waste services",
      "Waste Services",
      "Every waste service a business needs: consulting and audits, bins and skips, compactors, handling equipment, pest control and washroom hygiene.",
      "waste services, waste consulting, bins and skips, waste equipment",
    ],
    [
      "/services/bins-and-skips",
      "Bins and skips",
      "Commercial Bins & Skips",
      "Front lift bins, wheelie bins and bulk skip bins for every site, from a corner cafe to a construction yard, with regular or one-off collections.",
      "commercial bins, skip bins, front lift bins, wheelie bins",
    ],
    [
      "/services/waste-handling-equipment",
      "Waste handling equipment",
      "Waste Handling Equipment",
      "Balers, bin lifters, tipplers, bottle crushers, bin washing and segregation systems that make waste safer to handle and cheaper to remove.",
      "waste handling equipment, balers, bin lifters, bottle crushers",
    ],
  ]),
  ...family("service", [
    [
      "/services/waste-audits-waste-assessments",
      "Waste audits and waste assessments",
      "Waste Audits & Waste Assessments",
      "A physical audit of what your business throws away, with a written report showing what can be recycled, avoided or collected for less.",
      "waste audit, waste assessment, bin audit, waste report",
    ],
    [
      "/services/waste-consulting",
      "Waste consulting",
      "Waste Consulting",
      "Independent advice on waste contracts, compliance, site layout and recycling programs from consultants who run collections every day.",
      "waste consulting, waste consultant, waste compliance advice",
    ],
    [
      "/services/waste-education-training",
      "Waste education and training",
      "Waste Education & Staff Training",
      "Toolbox talks, signage and staff training that help your people put the right thing in the right bin and cut contamination charges.",
      "waste education, recycling training, staff training, bin signage",
    ],
    [
      "/services/spend-savings-analysis",
      "Spend and savings analysis",
      "Waste Spend & Savings Analysis",
      "We review your waste invoices, bin sizes and lift frequencies to find overcharging, idle bins and cheaper ways to move the same waste.",
      "waste spend analysis, waste cost savings, waste invoice review",
    ],
    [
      "/services/zero-waste-strategy",
      "Zero waste strategy",
      "Zero Waste Strategy",
      "A staged plan to send less of your waste to landfill: targets, new recycling streams, supplier changes and reporting you can publish.",
      "zero waste strategy, landfill diversion, waste reduction plan",
    ],
    [
      "/services/front-lift-bins",
      "Front lift bins",
      "Front Lift Bins (1.5 to 4.5 m3)",
      "Front lift bins from 1.5 to 4.5 cubic metres for general waste, cardboard and commingled recycling, emptied on site by our trucks.",
      "front lift bins, commercial bins, 3 cubic metre bin, FEL bins",
    ],
    [
      "/services/wheelie-bins",
      "Wheelie bins",
      "Commercial Wheelie Bins",
      "120, 240, 360, 660 and 1100 litre wheelie bins for general waste, recycling, food organics and more, collected on your schedule.",
      "wheelie bins, 240 litre bin, 660 litre bin, 1100 litre bin, commercial bins",
    ],
    [
      "/services/bulk-bins-skip-bins",
      "Bulk bins and skip bins",
      "Bulk Bins & Skip Bins",
      "Skip bins and bulk hook-lift bins for renovations, clean-ups and construction waste, delivered and collected when it suits your job.",
      "skip bins, bulk bins, hook lift bins, builders waste",
    ],
    [
      "/services/waste-compactors",
      "Waste compactors",
      "Waste Compactors",
      "Static and self-contained compactors that squeeze more waste into each lift, reduce collection costs and keep loading docks tidy.",
      "waste compactor, self contained compactor, static compactor",
    ],
    [
      "/services/cardboard-balers-plastic-balers",
      "Cardboard balers and plastic balers",
      "Cardboard & Plastic Balers",
      "Vertical and horizontal balers that turn loose cardboard and soft plastic into compact bales, saving space and earning rebates.",
      "cardboard baler, plastic baler, vertical baler, recycling baler",
    ],
    [
      "/services/bin-lifters-bin-tippers",
      "Bin lifters and bin tippers",
      "Bin Lifters & Bin Tippers",
      "Bin lifters and tippers that empty wheelie bins into skips and compactors safely, removing the manual lifting behind back injuries.",
      "bin lifter, bin tipper, wheelie bin lifter, manual handling",
    ],
    [
      "/services/bin-washing-deodorising",
      "Bin washing and deodorising",
      "Bin Washing & Deodorising",
      "On-site bin washing and deodorising that removes grease, odour and pests from wheelie bins and front lift bins, with wastewater captured.",
      "bin washing, bin cleaning, bin deodorising, commercial bin cleaning",
    ],
    [
      "/services/bottle-crushers",
      "Bottle crushers",
      "Glass Bottle Crushers",
      "Glass bottle crushers for bars, pubs and restaurants that cut glass volume, reduce noise at closing time and lower bin lifts.",
      "bottle crusher, glass crusher, bar glass recycling",
    ],
    [
      "/services/food-waste-equipment",
      "Food waste equipment",
      "Food Waste Equipment",
      "Food waste dehydrators, digesters and macerators that shrink or process kitchen scraps on site and keep organics out of landfill.",
      "food waste equipment, food waste dehydrator, food digester",
    ],
    [
      "/services/parts-washer-rentals-service",
      "Parts washer rentals and service",
      "Parts Washer Rentals & Service",
      "Rented solvent and aqueous parts washers for workshops, with scheduled fluid changes and the spent solvent removed under tracking.",
      "parts washer rental, parts washer service, solvent parts washer",
    ],
    [
      "/services/waste-segregation-systems",
      "Waste segregation systems",
      "Waste Segregation Systems",
      "Colour-coded bin stations, signage and back-of-house sorting systems that make separating recycling from waste simple for staff.",
      "waste segregation, recycling stations, colour coded bins",
    ],
    [
      "/services/waste-tipplers",
      "Waste tipplers",
      "Waste Tipplers",
      "Hydraulic tipplers that lift and empty wheelie bins and tubs into front lift bins or skips, safely and without manual lifting.",
      "waste tippler, bin tippler, hydraulic bin tipper",
    ],
    [
      "/pest-control",
      "Commercial pest control",
      "Commercial Pest Control",
      "Pest control for food businesses, warehouses and offices, with scheduled inspections, baiting, records for audits and fast call-outs.",
      "commercial pest control, pest inspection, rodent control, food safety",
    ],
    [
      "/washroom-hygiene-services",
      "Washroom and hygiene services",
      "Washroom & Hygiene Services",
      "Sanitary bins, nappy bins, sharps containers, air care and hand hygiene units serviced on a schedule to keep washrooms clean and compliant.",
      "washroom services, sanitary bins, hygiene services, sharps disposal",
    ],
  ]),
];

const wasteManagement: SitePage[] = [
  ...family("hub", [
    [
      "/waste-management",
      "Waste we manage",
      "Waste We Manage",
      "General, hazardous, liquid, medical and quarantine waste, secure destruction and recycling: collected, tracked and disposed of properly.",
      "waste we manage, waste streams, hazardous waste, liquid waste",
    ],
    [
      "/waste-management/liquid-waste",
      "Liquid waste",
      "Liquid Waste Management",
      "Grease traps, interceptors, waste oil, coolant and bulk liquids pumped out by licensed vacuum tankers and tracked to approved treatment.",
      "liquid waste management, liquid waste removal, vacuum tanker",
    ],
  ]),
  ...family("waste", [
    [
      "/waste-management/general-waste",
      "General waste",
      "General Waste Collection",
      "Reliable general waste collection for businesses of every size, in wheelie bins, front lift bins, compactors or skips, on the days you need.",
      "general waste collection, commercial rubbish removal, landfill waste",
    ],
    [
      "/waste-management/chemical-waste-hazardous-waste",
      "Chemical and hazardous waste",
      "Chemical & Hazardous Waste Disposal",
      "Safe collection of chemicals, solvents, paints, acids and other hazardous waste, packed, labelled, transported and tracked to licensed facilities.",
      "hazardous waste disposal, chemical waste, dangerous goods waste",
    ],
    [
      "/waste-management/bulk-liquid-waste",
      "Bulk liquid waste",
      "Bulk Liquid Waste Removal",
      "Vacuum tanker removal of bulk liquid waste such as wash water, sludge, leachate and process liquids, with waste tracking to treatment.",
      "bulk liquid waste, liquid waste removal, wastewater disposal",
    ],
    [
      "/waste-management/coolant-gun-wash",
      "Coolant and gun wash",
      "Coolant & Gun Wash Disposal",
      "Collection of spent machining coolant and paint gun wash solvent from workshops and smash repairers, in drums or by tanker.",
      "coolant disposal, gun wash disposal, spent solvent",
    ],
    [
      "/waste-management/drum-waste",
      "Drum waste",
      "Drum Waste Collection",
      "Collection of 20 to 205 litre drums and IBCs holding oils, chemicals or residues, with contents identified and disposed of legally.",
      "drum waste, 205 litre drum disposal, IBC disposal",
    ],
    [
      "/waste-management/grease-trap-pump-outs",
      "Grease trap pump-outs",
      "Grease Trap Pump-Outs & Cleaning",
      "Scheduled grease trap pump-outs for restaurants, cafes and food factories that keep you compliant with your water authority's trade waste rules.",
      "grease trap cleaning, grease trap pump out, trade waste",
    ],
    [
      "/waste-management/waste-oil-waste-oil-filters",
      "Waste oil and waste oil filters",
      "Waste Oil & Oil Filter Collection",
      "Used engine and hydraulic oil, oil filters and oily rags collected from workshops and fleets, with the oil sent for re-refining.",
      "waste oil collection, used oil filters, oil recycling",
    ],
    [
      "/waste-management/triple-interceptor-pump-outs",
      "Triple interceptor pump-outs",
      "Triple Interceptor Pump-Outs",
      "Triple interceptor and oil separator pump-outs for car washes, workshops and service stations, keeping oily water out of the sewer.",
      "triple interceptor cleaning, oil separator, car wash pit cleaning",
    ],
    [
      "/waste-management/medical-waste-clinical-waste",
      "Medical and clinical waste",
      "Medical & Clinical Waste Disposal",
      "Clinical waste, sharps, pharmaceutical and cytotoxic waste collected from clinics, dentists and aged care in compliant containers.",
      "medical waste disposal, clinical waste, sharps disposal",
    ],
    [
      "/waste-management/quarantine-waste",
      "Quarantine waste",
      "Quarantine Waste Disposal",
      "Collection and treatment of biosecurity waste from ports, airports, importers and food handlers under approved arrangements.",
      "quarantine waste, biosecurity waste, AQIS waste, international waste",
    ],
    [
      "/waste-management/secure-document-shredding",
      "Secure document shredding",
      "Secure Document Shredding",
      "Locked consoles and bins for confidential paper, shredded securely and recycled, with a certificate of destruction for every service.",
      "document shredding, secure shredding, confidential paper destruction",
    ],
    [
      "/waste-management/secure-product-destruction",
      "Secure product destruction",
      "Secure Product Destruction",
      "Witnessed destruction of recalled, counterfeit, expired or branded stock, with materials recycled and a certificate of destruction issued.",
      "product destruction, secure destruction, recalled stock disposal",
    ],
  ]),
];

const recycling: SitePage[] = [
  ...family("hub", [
    [
      "/recycling",
      "Recycling",
      "Commercial Recycling Services",
      "Commercial recycling for cardboard, commingled, glass, metals, plastics, organics, e-waste, polystyrene and timber, with diversion reports.",
      "commercial recycling, business recycling, recycling services",
    ],
  ]),
  ...family("material", [
    [
      "/recycling/cardboard-recycling",
      "Cardboard recycling",
      "Cardboard Recycling",
      "Cardboard and paper recycling in wheelie bins, front lift bins or baled on site, for retailers, warehouses and offices of every size.",
      "cardboard recycling, paper recycling, cardboard bins",
    ],
    [
      "/recycling/commingled-recycling",
      "Commingled recycling",
      "Commingled Recycling",
      "Mixed recycling of bottles, cans, plastic containers and paper in one bin, with signage and tips that keep contamination low.",
      "commingled recycling, mixed recycling, yellow lid bin",
    ],
    [
      "/recycling/e-waste-electronics-recycling",
      "E-waste and electronics recycling",
      "E-Waste & Electronics Recycling",
      "Computers, screens, phones, cables and batteries collected and recycled responsibly, with data-bearing devices destroyed securely.",
      "e-waste recycling, electronics recycling, computer recycling",
    ],
    [
      "/recycling/food-waste-organics-recycling",
      "Food waste and organics recycling",
      "Food Waste & Organics Recycling",
      "Food organics collection for kitchens, food retailers and manufacturers, turned into compost or energy instead of landfill methane.",
      "food waste recycling, organics collection, FOGO, commercial food waste",
    ],
    [
      "/recycling/glass-recycling",
      "Glass recycling",
      "Glass Recycling",
      "Glass bottle and jar recycling for bars, restaurants and venues, in wheelie bins or crushed on site, with container deposit options.",
      "glass recycling, bottle recycling, bar glass bins",
    ],
    [
      "/recycling/green-waste-organics-recycling",
      "Green waste and organics recycling",
      "Green Waste Recycling",
      "Garden clippings, prunings, branches and lawn waste collected in bins or skips and turned into mulch and compost.",
      "green waste recycling, garden waste removal, green waste bins",
    ],
    [
      "/recycling/metal-recycling",
      "Metal recycling",
      "Scrap Metal Recycling",
      "Scrap steel, aluminium, copper and mixed metals collected in skips or cages from workshops, factories and building sites.",
      "scrap metal recycling, steel recycling, aluminium recycling",
    ],
    [
      "/recycling/plastic-recycling",
      "Plastic recycling",
      "Commercial Plastic Recycling",
      "Soft plastics, shrink wrap, rigid plastics and strapping recycled from warehouses, factories and retailers, loose or baled.",
      "plastic recycling, soft plastic recycling, shrink wrap recycling",
    ],
    [
      "/recycling/polystyrene-recycling",
      "Polystyrene recycling",
      "Polystyrene (EPS) Recycling",
      "Clean expanded polystyrene packaging collected and compacted for recycling, keeping bulky foam out of your general waste bins.",
      "polystyrene recycling, EPS recycling, styrofoam recycling",
    ],
    [
      "/recycling/timber-wood-waste-recycling",
      "Timber and wood waste recycling",
      "Timber & Pallet Recycling",
      "Pallets, offcuts, crates and untreated timber collected and recycled into mulch, animal bedding or biomass fuel.",
      "timber recycling, pallet recycling, wood waste",
    ],
  ]),
];

const industries: SitePage[] = [
  { path: "/industries", type: "hub", name: "Industries we work with" },
  ...family("industry", [
    [
      "/industries/aged-care",
      "Aged care waste management",
      "Aged Care Waste Management",
      "Waste, clinical waste, sanitary and recycling services for aged care homes, scheduled around residents and audited for accreditation.",
      "aged care waste, nursing home waste, clinical waste aged care",
    ],
    [
      "/industries/apartment-buildings",
      "Apartment building waste management",
      "Apartment Building Waste Management",
      "Bin rooms, chutes, compactors, recycling and bulky waste services for apartment buildings, owners corporations and strata managers.",
      "apartment waste management, strata waste, owners corporation bins",
    ],
    [
      "/industries/childcare",
      "Childcare centre waste management",
      "Childcare Centre Waste & Recycling",
      "Nappy bins, food waste, recycling and hygiene services for childcare centres and kindergartens, collected outside drop-off times.",
      "childcare waste, nappy bins, kindergarten recycling",
    ],
    [
      "/industries/automotive",
      "Automotive waste management",
      "Automotive Workshop Waste",
      "Waste oil, filters, coolant, parts washers, tyres, batteries and scrap metal collected from workshops, dealers and smash repairers.",
      "automotive waste, workshop waste, mechanic waste oil",
    ],
    [
      "/industries/distribution-centres-logistics",
      "Distribution centre and logistics waste",
      "Distribution Centre & Logistics Waste",
      "Balers, compactors, pallet and shrink wrap recycling for distribution centres and warehouses that move high volumes around the clock.",
      "distribution centre waste, warehouse recycling, logistics waste",
    ],
    [
      "/industries/education",
      "School and university waste management",
      "School & University Waste Management",
      "Waste, recycling, organics and secure shredding for schools, TAFEs and universities, with education programs students can join.",
      "school waste, university recycling, education waste management",
    ],
    [
      "/industries/food-manufacturing-processing",
      "Food manufacturing and processing waste",
      "Food Manufacturing Waste",
      "Organics, liquid waste, grease traps, packaging recycling and product destruction for food and beverage manufacturers.",
      "food manufacturing waste, food processing waste, organics",
    ],
    [
      "/industries/healthcare-hospital-waste-management",
      "Healthcare and hospital waste management",
      "Healthcare & Hospital Waste",
      "Clinical, sharps, pharmaceutical, confidential and general waste streams for hospitals, clinics and medical centres, fully tracked.",
      "hospital waste management, healthcare waste, clinical waste",
    ],
    [
      "/industries/hospitality-waste-management",
      "Hospitality waste management",
      "Hospitality Waste Management",
      "Bins, glass, food organics, grease traps and cooking oil services for restaurants, cafes, pubs, hotels and function venues.",
      "hospitality waste, restaurant waste, pub glass recycling",
    ],
    [
      "/industries/office-buildings-waste-management",
      "Office building waste management",
      "Office Building Waste Management",
      "Recycling stations, secure shredding, e-waste and tenant reporting for office buildings, property managers and corporate tenants.",
      "office waste management, office recycling, building waste",
    ],
    [
      "/other-manufacturing-waste-management",
      "Manufacturing waste management",
      "Manufacturing Waste Management",
      "Production waste, scrap, liquid and hazardous waste, pallets and packaging recycling for manufacturers of every kind.",
      "manufacturing waste, factory waste, industrial waste",
    ],
    [
      "/industries/shopping-centre-retail-waste-management",
      "Shopping centre and retail waste management",
      "Shopping Centre & Retail Waste",
      "Compactors, cardboard balers, tenant recycling and dock management for shopping centres, supermarkets and retail stores.",
      "shopping centre waste, retail waste management, supermarket recycling",
    ],
  ]),
];

const cities: SitePage[] = family("city", [
  [
    "/pages/commercial-waste-collection-brisbane",
    "Commercial waste collection in Brisbane",
    "Commercial Waste Collection Brisbane",
    "Business bins, recycling and skips across Brisbane, from the CBD and Fortitude Valley to the Trade Coast and industrial estates.",
    "commercial waste collection Brisbane, business bins Brisbane, Brisbane recycling",
  ],
  [
    "/pages/commercial-waste-collection-dandenong",
    "Commercial waste collection in Dandenong",
    "Commercial Waste Collection Dandenong",
    "Local waste and recycling from our Dandenong South depot for factories, warehouses, shops and food businesses in south-east Melbourne.",
    "commercial waste collection Dandenong, Dandenong South bins, south-east Melbourne waste",
  ],
  [
    "/pages/commercial-waste-collection-melbourne",
    "Commercial waste collection in Melbourne",
    "Commercial Waste Collection Melbourne",
    "Commercial bins and recycling across metropolitan Melbourne, from CBD laneways to the industrial west and the growth corridors.",
    "commercial waste collection Melbourne, business bins Melbourne, Melbourne recycling",
  ],
  [
    "/pages/commercial-waste-collection-sydney",
    "Commercial waste collection in Sydney",
    "Commercial Waste Collection Sydney",
    "Business waste and recycling collections across Greater Sydney, from the CBD and inner west to Western Sydney's industrial hubs.",
    "commercial waste collection Sydney, business bins Sydney, Sydney recycling",
  ],
  [
    "/pages/liquid-waste-management-brisbane",
    "Liquid waste management in Brisbane",
    "Liquid Waste Management Brisbane",
    "Grease trap, interceptor, waste oil and bulk liquid pump-outs across Brisbane, meeting Urban Utilities trade waste requirements.",
    "liquid waste Brisbane, grease trap Brisbane, trade waste Brisbane",
  ],
  [
    "/pages/liquid-waste-management-melbourne",
    "Liquid waste management in Melbourne",
    "Liquid Waste Management Melbourne",
    "Grease traps, interceptors, waste oil and bulk liquids removed across Melbourne, tracked under EPA Victoria's waste rules.",
    "liquid waste Melbourne, grease trap Melbourne, EPA Victoria waste tracking",
  ],
  [
    "/pages/liquid-waste-management-sydney",
    "Liquid waste management in Sydney",
    "Liquid Waste Management Sydney",
    "Licensed liquid waste removal across Sydney: grease traps, oil separators, waste oil and wash water, tracked to approved treatment.",
    "liquid waste Sydney, grease trap Sydney, Sydney Water trade waste",
  ],
  [
    "/pages/waste-management-brisbane",
    "Waste management in Brisbane",
    "Waste Management Brisbane",
    "Complete waste management for Brisbane and South East Queensland businesses: general, recycling, hazardous, liquid and secure waste.",
    "waste management Brisbane, Brisbane waste services, Queensland waste levy",
  ],
  [
    "/pages/waste-management-melbourne",
    "Waste management in Melbourne",
    "Waste Management Melbourne",
    "All your Melbourne waste streams with one provider: bins, recycling, liquid and hazardous waste, audits and equipment.",
    "waste management Melbourne, Melbourne waste services, Victoria waste",
  ],
  [
    "/pages/waste-management-sydney",
    "Waste management in Sydney",
    "Waste Management Sydney",
    "Waste management for Sydney businesses: collections, recycling, hazardous and liquid waste, audits and reporting across Greater Sydney.",
    "waste management Sydney, Sydney waste services, NSW waste levy",
  ],
]);

// Issue 8: the finder tools, additions to SPEC's table (tests/unit/spec-routes.ts addedPaths).
const tools: SitePage[] = [
  ...family("tool", [
    [
      "/what-goes-where",
      "What goes where",
      "What Goes Where: Bins for Everyday Items",
      "Look up batteries, cooking oil, polystyrene, paint, pallets and 150 more items to find the right bin or service and how to prepare each one.",
      "what goes where, which bin, recycling guide, waste disposal guide",
    ],
    [
      "/bin-size-guide",
      "Bin size guide",
      "Bin Size Guide: Wheelie, Front Lift & Skip Bins",
      "Sizes, dimensions and space needed for every wheelie, front lift, skip and hook lift bin we offer, with a helper that recommends bins for your site.",
      "bin sizes, wheelie bin sizes, skip bin sizes, front lift bin sizes",
    ],
  ]),
];

// Additions to SPEC's table: the guided quote request (tests/unit/spec-routes.ts addedPaths).
const quoting: SitePage[] = [
  ...family("quote", [
    [
      "/get-a-quote",
      "Get a free quote",
      "Get a Free Quote",
      "Ask for a quote or a free waste audit in four short steps: the service, your bins, where, and how you'd like us to reply.",
      "waste quote, bin quote, free waste audit, commercial waste pricing",
    ],
  ]),
  ...family("terms", [
    [
      "/fees-and-charges",
      "Fees and charges",
      "Fees and Charges Explained",
      "What can appear on a waste services invoice, in plain English: the service, state waste levies, excess weight, contamination, futile trips and bin hire.",
      "waste fees, waste levy, excess weight charge, contamination charge, bin hire",
    ],
    [
      "/service-agreement",
      "Our service agreement in plain English",
      "Service Agreement in Plain English",
      "How our waste service agreements work: the term, no automatic renewal, notice before a term ends, how prices are reviewed, and how to cancel.",
      "service agreement, waste contract, contract renewal, price review, cancel waste service",
    ],
  ]),
];

export const pages: SitePage[] = [
  ...general,
  ...business,
  ...services,
  ...wasteManagement,
  ...recycling,
  ...industries,
  ...cities,
  ...tools,
  ...quoting,
];

const byPath = new Map(pages.map((page) => [page.path, page]));

export function findPage(path: string): SitePage | undefined {
  return byPath.get(path);
}

export function getPage(path: string): SitePage {
  const page = byPath.get(path);
  if (!page) throw new Error(`No page in the site map for ${path}`);
  return page;
}

export function pagesOfType(type: PageType): SitePage[] {
  return pages.filter((page) => page.type === type);
}
