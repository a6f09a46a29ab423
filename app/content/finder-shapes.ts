/**
 * The shapes of the finder tools' tables (content/finder/), as the pages receive them from their
 * loaders. app/content/finder.ts reads and checks the files; the editor's fields are in
 * app/content/schema/ (waste-items.ts, service-areas.ts, bins.ts).
 */
export const finderFolders = {
  wasteItems: "content/finder/waste-items",
  serviceAreas: "content/finder/service-areas",
  bins: "content/finder/bins",
} as const;

/** Kinds of bin, in the order the guide lists them (then by size within each). */
export const binFamilies = [
  { value: "wheelie", label: "Wheelie bin" },
  { value: "frontLift", label: "Front lift bin" },
  { value: "skip", label: "Skip bin" },
  { value: "hookLift", label: "Hook lift bin" },
  { value: "compactor", label: "Compactor" },
] as const;
export type BinFamily = (typeof binFamilies)[number]["value"];

/** How a bin is drawn to scale. */
export const binOutlines = [
  { value: "wheelie", label: "Two-wheel bin, from the front" },
  { value: "fourWheel", label: "Four-wheel bin, from the front" },
  { value: "frontLift", label: "Front lift bin, from the front" },
  { value: "skip", label: "Skip, from the side" },
  { value: "hookLift", label: "Hook lift bin, from the side" },
] as const;
export type BinOutline = (typeof binOutlines)[number]["value"];

export interface BinShape {
  outline: BinOutline;
  /** Centimetres. */
  width: number;
  height: number;
  /** What the drawing shows when the bin comes in a range of sizes. */
  note?: string;
}

export interface Bin {
  /** Its file name, which is also the size's code in quote requests, such as 240 or fl1.5. */
  id: string;
  family: BinFamily;
  name: string;
  /** Litres, for the helper's arithmetic; for a range of sizes, the largest. */
  litres: number;
  /** The service page that offers it. */
  path: string;
  dimensions: string;
  everyday: string;
  suits: string;
  space: string;
  drawing?: BinShape;
}

/** What the bin helper and the quote need of a bin: no words beyond its name. */
export type BinChoice = Pick<Bin, "id" | "family" | "name" | "litres" | "path">;

export interface WasteItem {
  name: string;
  /** Other words people search for. */
  aliases: string[];
  path: string;
  prepare: string;
  /** Where we don't take it (or only in part), who does. */
  note?: string;
  /** We do not collect it at all: the page shows the note first and the link as related. */
  notTaken: boolean;
}

export interface ServiceArea {
  /** Its file name. */
  id: string;
  name: string;
  /** The city page a visitor is sent to. */
  path: string;
  ranges: [from: number, to: number][];
  suburbs: { name: string; postcode: string }[];
}

/** What the area checker needs: each area's ranges, and suburbs (lower case) to a postcode. */
export interface AreaTable {
  areas: { name: string; path: string; ranges: [from: number, to: number][] }[];
  suburbs: Record<string, string>;
}

export interface FinderTables {
  wasteItems: WasteItem[];
  serviceAreas: ServiceArea[];
  bins: Bin[];
}
