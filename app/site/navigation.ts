/**
 * The navigation tree (SPEC section 2). The header, the footer, breadcrumbs and the tests read it;
 * every path in it must also be a page in pages.ts (a unit test holds the two together).
 */
export interface NavItem {
  name: string;
  path: string;
  /** Nested items of the same shape; an item with children opens a dropdown with a 'View All' link. */
  children?: NavItem[];
  /** Extra path fragments that also make this top-level item the active one. */
  match?: string[];
  /** Shown only in the phone-width menu. */
  smallScreensOnly?: boolean;
}

export const navigation: NavItem[] = [
  { name: "HOME", path: "/" },
  {
    name: "BUSINESS",
    path: "/your-business",
    match: ["/small-business", "/medium-business", "/large-business", "/private-homes"],
    children: [
      { name: "Small Business", path: "/small-business" },
      { name: "Medium Business", path: "/medium-business" },
      { name: "Large Business", path: "/large-business" },
      { name: "Private Homes", path: "/private-homes" },
    ],
  },
  {
    name: "SERVICES",
    path: "/services",
    match: ["/pest-control", "/washroom-hygiene-services"],
    children: [
      { name: "Waste Audits & Assessments", path: "/services/waste-audits-waste-assessments" },
      { name: "Waste Consulting", path: "/services/waste-consulting" },
      { name: "Waste Education & Training", path: "/services/waste-education-training" },
      { name: "Spend & Savings Analysis", path: "/services/spend-savings-analysis" },
      { name: "Zero Waste Strategy", path: "/services/zero-waste-strategy" },
      {
        name: "Bins and Skips",
        path: "/services/bins-and-skips",
        children: [
          { name: "Front Lift Bins", path: "/services/front-lift-bins" },
          { name: "Wheelie Bins", path: "/services/wheelie-bins" },
          { name: "Bulk Bins & Skip Bins", path: "/services/bulk-bins-skip-bins" },
        ],
      },
      { name: "Waste Compactors", path: "/services/waste-compactors" },
      {
        name: "Waste Handling Equipment",
        path: "/services/waste-handling-equipment",
        children: [
          { name: "Cardboard & Plastic Balers", path: "/services/cardboard-balers-plastic-balers" },
          { name: "Bin Lifters & Bin Tippers", path: "/services/bin-lifters-bin-tippers" },
          { name: "Bin Washing & Deodorising", path: "/services/bin-washing-deodorising" },
          { name: "Bottle Crushers", path: "/services/bottle-crushers" },
          { name: "Food Waste Equipment", path: "/services/food-waste-equipment" },
          { name: "Parts Washer Rentals & Service", path: "/services/parts-washer-rentals-service" },
          { name: "Waste Segregation Systems", path: "/services/waste-segregation-systems" },
          { name: "Waste Tipplers", path: "/services/waste-tipplers" },
        ],
      },
      { name: "Pest Control", path: "/pest-control" },
      { name: "Washroom & Hygiene", path: "/washroom-hygiene-services" },
    ],
  },
  { name: "ABOUT US", path: "/about" },
  {
    name: "WASTE WE MANAGE",
    path: "/waste-management",
    match: ["/recycling"],
    children: [
      { name: "General Waste", path: "/waste-management/general-waste" },
      {
        name: "Chemical & Hazardous Waste",
        path: "/waste-management/chemical-waste-hazardous-waste",
      },
      {
        name: "Liquid Waste",
        path: "/waste-management/liquid-waste",
        children: [
          { name: "Bulk Liquid Waste", path: "/waste-management/bulk-liquid-waste" },
          { name: "Coolant & Gun Wash", path: "/waste-management/coolant-gun-wash" },
          { name: "Drum Waste", path: "/waste-management/drum-waste" },
          { name: "Grease Trap Pump-Outs", path: "/waste-management/grease-trap-pump-outs" },
          { name: "Waste Oil & Oil Filters", path: "/waste-management/waste-oil-waste-oil-filters" },
          {
            name: "Triple Interceptor Pump-Outs",
            path: "/waste-management/triple-interceptor-pump-outs",
          },
        ],
      },
      { name: "Medical & Clinical Waste", path: "/waste-management/medical-waste-clinical-waste" },
      { name: "Quarantine Waste", path: "/waste-management/quarantine-waste" },
      { name: "Secure Document Shredding", path: "/waste-management/secure-document-shredding" },
      { name: "Secure Product Destruction", path: "/waste-management/secure-product-destruction" },
      {
        name: "Recycling",
        path: "/recycling",
        children: [
          { name: "Cardboard Recycling", path: "/recycling/cardboard-recycling" },
          { name: "Commingled Recycling", path: "/recycling/commingled-recycling" },
          { name: "E-Waste & Electronics", path: "/recycling/e-waste-electronics-recycling" },
          { name: "Food Waste & Organics", path: "/recycling/food-waste-organics-recycling" },
          { name: "Glass Recycling", path: "/recycling/glass-recycling" },
          { name: "Green Waste & Organics", path: "/recycling/green-waste-organics-recycling" },
          { name: "Metal Recycling", path: "/recycling/metal-recycling" },
          { name: "Plastic Recycling", path: "/recycling/plastic-recycling" },
          { name: "Polystyrene Recycling", path: "/recycling/polystyrene-recycling" },
          { name: "Timber & Wood Waste", path: "/recycling/timber-wood-waste-recycling" },
        ],
      },
    ],
  },
  {
    name: "INDUSTRIES WE WORK WITH",
    path: "/industries",
    match: ["/other-manufacturing-waste-management"],
    children: [
      { name: "Aged Care", path: "/industries/aged-care" },
      { name: "Apartment Buildings", path: "/industries/apartment-buildings" },
      { name: "Child Care", path: "/industries/childcare" },
      { name: "Automotive", path: "/industries/automotive" },
      { name: "Distribution & Logistics", path: "/industries/distribution-centres-logistics" },
      { name: "Education", path: "/industries/education" },
      { name: "Food Manufacturing", path: "/industries/food-manufacturing-processing" },
      { name: "Healthcare & Hospitals", path: "/industries/healthcare-hospital-waste-management" },
      { name: "Hospitality", path: "/industries/hospitality-waste-management" },
      { name: "Office Buildings", path: "/industries/office-buildings-waste-management" },
      { name: "Manufacturing", path: "/other-manufacturing-waste-management" },
      {
        name: "Retail & Shopping Centres",
        path: "/industries/shopping-centre-retail-waste-management",
      },
    ],
  },
  { name: "CONTACT US", path: "/contact-us", smallScreensOnly: true },
];

/** True when a path and an item's path are the same page or the path sits below it. */
function isWithin(pathname: string, itemPath: string): boolean {
  if (itemPath === "/") return pathname === "/";
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}

/** SPEC: active when the path starts with the item's path or contains one of its match fragments. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  const path = normalisePath(pathname);
  return isWithin(path, item.path) || (item.match ?? []).some((fragment) => path.includes(fragment));
}

/** The path without its trailing slashes, in one pass: it runs on every page, for every menu item. */
export function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === "/") end -= 1;
  return pathname.slice(0, end);
}

/** Every item of the tree, depth first, with the chain of its ancestors. */
export function flattenNavigation(
  items: NavItem[] = navigation,
  ancestors: NavItem[] = [],
): { item: NavItem; ancestors: NavItem[] }[] {
  return items.flatMap((item) => [
    { item, ancestors },
    ...flattenNavigation(item.children ?? [], [...ancestors, item]),
  ]);
}
