/**
 * SPEC.md's route table, copied by hand as an independent check on the site map: if a page is
 * added to or dropped from app/site/pages.ts by mistake, the tests comparing the two fail.
 */
const cities = ["brisbane", "dandenong", "melbourne", "sydney"];

export const specFixedPaths: string[] = [
  "/", "/thank-you", "/about", "/contact-us", "/privacy-policy",
  "/your-business", "/small-business", "/medium-business", "/large-business", "/private-homes",
  "/services",
  ...[
    "waste-audits-waste-assessments", "waste-consulting", "waste-education-training", "spend-savings-analysis",
    "zero-waste-strategy", "bins-and-skips", "front-lift-bins", "wheelie-bins", "bulk-bins-skip-bins",
    "waste-compactors", "waste-handling-equipment", "cardboard-balers-plastic-balers", "bin-lifters-bin-tippers",
    "bin-washing-deodorising", "bottle-crushers", "food-waste-equipment", "parts-washer-rentals-service",
    "waste-segregation-systems", "waste-tipplers",
  ].map((slug) => `/services/${slug}`),
  "/pest-control", "/washroom-hygiene-services",
  "/waste-management",
  ...[
    "general-waste", "chemical-waste-hazardous-waste", "liquid-waste", "bulk-liquid-waste", "coolant-gun-wash",
    "drum-waste", "grease-trap-pump-outs", "waste-oil-waste-oil-filters", "triple-interceptor-pump-outs",
    "medical-waste-clinical-waste", "quarantine-waste", "secure-document-shredding", "secure-product-destruction",
  ].map((slug) => `/waste-management/${slug}`),
  "/recycling",
  ...[
    "cardboard-recycling", "commingled-recycling", "e-waste-electronics-recycling", "food-waste-organics-recycling",
    "glass-recycling", "green-waste-organics-recycling", "metal-recycling", "plastic-recycling",
    "polystyrene-recycling", "timber-wood-waste-recycling",
  ].map((slug) => `/recycling/${slug}`),
  "/industries",
  ...[
    "aged-care", "apartment-buildings", "childcare", "automotive", "distribution-centres-logistics", "education",
    "food-manufacturing-processing", "healthcare-hospital-waste-management", "hospitality-waste-management",
    "office-buildings-waste-management", "shopping-centre-retail-waste-management",
  ].map((slug) => `/industries/${slug}`),
  "/other-manufacturing-waste-management",
  ...cities.map((city) => `/pages/commercial-waste-collection-${city}`),
  ...["brisbane", "melbourne", "sydney"].map((city) => `/pages/liquid-waste-management-${city}`),
  ...["brisbane", "melbourne", "sydney"].map((city) => `/pages/waste-management-${city}`),
];

/** SPEC: these two have no metadata of their own. */
export const specPathsWithoutMetadata = ["/industries", "/contact-us"];

/** Pages the issues added to the site map beyond SPEC's table (issue 6: the accessibility statement). */
export const addedPaths = ["/accessibility", "/what-goes-where", "/bin-size-guide"];
