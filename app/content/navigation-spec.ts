/**
 * What the site's specification fixes about the menu: the bar's items, their words and order,
 * and the pages each dropdown and submenu holds. Staff edit everything else in the editor (the
 * labels below the bar, the order inside a dropdown, pages they add); the build refuses a menu
 * that drops any of this (app/content/navigation.ts).
 */
export const menuLimits = { labelMin: 2, labelMax: 40 } as const;

export interface RequiredItem {
  path: string;
  /** The bar's own words; labels below the bar are the staff's to write. */
  label?: string;
  phoneOnly?: boolean;
  /** Pages that must sit directly under this item, in any order. */
  children?: RequiredItem[];
}

const pages = (...paths: string[]): RequiredItem[] => paths.map((path) => ({ path }));
const under = (folder: string, ...slugs: string[]) => pages(...slugs.map((slug) => `${folder}/${slug}`));

export const requiredMenu: RequiredItem[] = [
  { label: "HOME", path: "/" },
  {
    label: "BUSINESS",
    path: "/your-business",
    children: pages("/small-business", "/medium-business", "/large-business", "/private-homes"),
  },
  {
    label: "SERVICES",
    path: "/services",
    children: [
      ...under(
        "/services",
        "waste-audits-waste-assessments",
        "waste-consulting",
        "waste-education-training",
        "spend-savings-analysis",
        "zero-waste-strategy",
      ),
      {
        path: "/services/bins-and-skips",
        children: under("/services", "front-lift-bins", "wheelie-bins", "bulk-bins-skip-bins"),
      },
      ...under("/services", "waste-compactors"),
      {
        path: "/services/waste-handling-equipment",
        children: under(
          "/services",
          "cardboard-balers-plastic-balers",
          "bin-lifters-bin-tippers",
          "bin-washing-deodorising",
          "bottle-crushers",
          "food-waste-equipment",
          "parts-washer-rentals-service",
          "waste-segregation-systems",
          "waste-tipplers",
        ),
      },
      ...pages("/pest-control", "/washroom-hygiene-services"),
    ],
  },
  { label: "ABOUT US", path: "/about" },
  {
    label: "WASTE WE MANAGE",
    path: "/waste-management",
    children: [
      ...under("/waste-management", "general-waste", "chemical-waste-hazardous-waste"),
      {
        path: "/waste-management/liquid-waste",
        children: under(
          "/waste-management",
          "bulk-liquid-waste",
          "coolant-gun-wash",
          "drum-waste",
          "grease-trap-pump-outs",
          "waste-oil-waste-oil-filters",
          "triple-interceptor-pump-outs",
        ),
      },
      ...under(
        "/waste-management",
        "medical-waste-clinical-waste",
        "quarantine-waste",
        "secure-document-shredding",
        "secure-product-destruction",
      ),
      {
        path: "/recycling",
        children: under(
          "/recycling",
          "cardboard-recycling",
          "commingled-recycling",
          "e-waste-electronics-recycling",
          "food-waste-organics-recycling",
          "glass-recycling",
          "green-waste-organics-recycling",
          "metal-recycling",
          "plastic-recycling",
          "polystyrene-recycling",
          "timber-wood-waste-recycling",
        ),
      },
    ],
  },
  {
    label: "INDUSTRIES WE WORK WITH",
    path: "/industries",
    children: [
      ...under(
        "/industries",
        "aged-care",
        "apartment-buildings",
        "childcare",
        "automotive",
        "distribution-centres-logistics",
        "education",
        "food-manufacturing-processing",
        "healthcare-hospital-waste-management",
        "hospitality-waste-management",
        "office-buildings-waste-management",
      ),
      ...pages("/other-manufacturing-waste-management"),
      ...under("/industries", "shopping-centre-retail-waste-management"),
    ],
  },
  { label: "CONTACT US", path: "/contact-us", phoneOnly: true },
];
