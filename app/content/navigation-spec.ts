/**
 * What the site's specification fixes about the menu: the bar's items, their words and order,
 * and the pages each dropdown and submenu holds. The bar is this list itself, never a file staff
 * can break; staff edit the dropdowns (their labels, their order, pages they add), and the build
 * refuses a dropdown that drops a page named here (app/content/navigation.ts).
 */
export const menuLimits = { labelMin: 2, labelMax: 40 } as const;

export interface RequiredItem {
  path: string;
  /** The bar's own words; labels below the bar are the staff's to write. */
  label?: string;
  /** A bar item's dropdown: its key in the menu's file (content/navigation.yaml). */
  dropdown?: string;
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
    dropdown: "business",
    path: "/your-business",
    children: pages("/small-business", "/medium-business", "/large-business", "/private-homes"),
  },
  {
    label: "SERVICES",
    dropdown: "services",
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
    dropdown: "wasteWeManage",
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
    dropdown: "industries",
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

/** The bar's items that open a dropdown, each with its key in the menu's file. */
export const dropdowns = requiredMenu.flatMap((item) => (item.dropdown ? [{ ...item, dropdown: item.dropdown }] : []));

/** Whether `path` is `parent` or an address under it; under "/" is no address, as all start with it. */
export const isWithin = (path: string, parent: string) =>
  parent !== "/" && (path === parent || path.startsWith(`${parent}/`));

/** The addresses an item of the bar holds: its own, and every page the specification lists under it. */
const heldBy = (item: RequiredItem): string[] => [item.path, ...(item.children ?? []).flatMap(heldBy)];

/** The item of the bar that holds a page: one of its addresses is the page's, or the page is under one. */
export const barItemOf = (path: string) =>
  requiredMenu.find((top) => heldBy(top).some((held) => path === held || isWithin(path, held)));

/**
 * The pages a bar item's dropdown may list: its own pages, and pages no item of the bar holds
 * (a city page, a policy). Never the bar's own pages, which the bar shows already, nor another
 * item's, which would light two items at once. The editor's page pickers offer these alone.
 */
export const mayListUnder = (bar: string, path: string) => {
  if (requiredMenu.some((top) => top.path === path)) return false;
  const owner = barItemOf(path);
  return !owner || owner.path === bar;
};
