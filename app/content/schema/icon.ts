import { choice } from "./choice-field";

/**
 * The icons a page may name: a curated part of Lucide (lucide.dev, ISC licence), by Lucide's own
 * names, each with what it shows. The site's sprite (app/components/Icon/) holds exactly these, so
 * a page never asks for an icon the browser cannot find; npm run icons rebuilds the sprite from
 * the lucide-react package after this list changes.
 */
export const iconChoices = [
  { value: "trash", label: "Bin" },
  { value: "container", label: "Skip or container" },
  { value: "truck", label: "Truck" },
  { value: "forklift", label: "Forklift" },
  { value: "package", label: "Parcel" },
  { value: "package-open", label: "Open box" },
  { value: "box", label: "Box" },
  { value: "recycle", label: "Recycling arrows" },
  { value: "leaf", label: "Leaf" },
  { value: "trees", label: "Trees" },
  { value: "apple", label: "Apple" },
  { value: "glass-water", label: "Glass" },
  { value: "wine", label: "Wine glass" },
  { value: "milk", label: "Bottle" },
  { value: "cup-soda", label: "Takeaway cup" },
  { value: "magnet", label: "Magnet (metal)" },
  { value: "axe", label: "Axe (timber)" },
  { value: "monitor-smartphone", label: "Screen and phone" },
  { value: "droplet", label: "Drop" },
  { value: "droplets", label: "Drops" },
  { value: "fuel", label: "Fuel pump" },
  { value: "flask-conical", label: "Flask" },
  { value: "cylinder", label: "Drum" },
  { value: "thermometer-snowflake", label: "Coolant" },
  { value: "funnel", label: "Funnel" },
  { value: "chef-hat", label: "Chef's hat" },
  { value: "syringe", label: "Syringe" },
  { value: "ship", label: "Ship" },
  { value: "shredder", label: "Shredder" },
  { value: "file-lock", label: "Locked document" },
  { value: "shield-check", label: "Shield" },
  { value: "spray-can", label: "Spray can" },
  { value: "utensils", label: "Cutlery" },
  { value: "wrench", label: "Spanner" },
  { value: "bug", label: "Insect" },
  { value: "toilet", label: "Toilet" },
  { value: "hand", label: "Hand" },
  { value: "chart-line", label: "Line chart" },
  { value: "clipboard-list", label: "Checklist" },
  { value: "shrink", label: "Squeeze" },
  { value: "messages-square", label: "Conversation" },
  { value: "graduation-cap", label: "Graduation cap" },
  { value: "split", label: "Split into streams" },
  { value: "arrow-down-to-line", label: "Tip down" },
  { value: "target", label: "Target" },
  { value: "heart-handshake", label: "Care" },
  { value: "building", label: "Apartment building" },
  { value: "building-complex", label: "Office buildings" },
  { value: "car", label: "Car" },
  { value: "baby", label: "Baby" },
  { value: "warehouse", label: "Warehouse" },
  { value: "school", label: "School" },
  { value: "wheat", label: "Wheat" },
  { value: "hospital", label: "Hospital" },
  { value: "factory", label: "Factory" },
  { value: "shopping-bag", label: "Shopping bag" },
  { value: "store", label: "Shop" },
  { value: "house", label: "House" },
  { value: "briefcase", label: "Briefcase" },
  { value: "landmark", label: "Large building" },
  { value: "map-pin", label: "Map pin (a city)" },
  { value: "ruler", label: "Ruler" },
  { value: "search", label: "Magnifying glass" },
  { value: "info", label: "Information" },
  { value: "phone", label: "Phone" },
  { value: "calculator", label: "Calculator" },
  { value: "file-text", label: "Document" },
  { value: "lock", label: "Padlock" },
  { value: "accessibility", label: "Accessibility" },
  { value: "circle-check", label: "Tick" },
  { value: "newspaper", label: "Newspaper" },
] as const;

export type IconName = (typeof iconChoices)[number]["value"];

const known = new Set<string>(iconChoices.map((choice) => choice.value));
export const isIconName = (value: unknown): value is IconName =>
  typeof value === "string" && known.has(value);

/**
 * The page's icon, shown on its cards, its hero and its social card: a choice from the list above.
 * A file that names no icon, or one outside the list, is refused by the editor and the build alike
 * (the build names the file and the field).
 */
export function iconField() {
  const select = choice({
    label: "Icon",
    description:
      "Shown on the page's cards, at the top of the page and on its picture for social media. Decoration only: the page's name says the same in words.",
    options: iconChoices.map(({ value, label }) => ({ value, label: `${label} (${value})` })),
  });
  const parse: typeof select.parse = (value) => {
    if (value === undefined || value === null || value === "")
      throw new Error("names no icon: choose one from the list");
    if (!isIconName(value)) throw new Error(`names ${String(value)}, which is not one of the site's icons`);
    return select.parse(value);
  };
  return {
    ...select,
    parse,
    reader: { parse: (value: Parameters<typeof parse>[0]) => select.validate(parse(value)) },
  };
}
