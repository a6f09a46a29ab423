/**
 * The outline each bin is drawn with, in centimetres, taken from the typical sizes the bin size
 * guide states (app/content/tools/bins.ts): wheelie and front lift bins from the front (width ×
 * height), skips and hook lift bins from the side (length × height). A range is drawn at the size
 * named here. The compactor varies too much by model to draw one.
 */
export type BinOutline = "wheelie" | "fourWheel" | "frontLift" | "skip" | "hookLift";

export interface BinShape {
  outline: BinOutline;
  width: number;
  height: number;
  /** What the drawing shows when the bin comes in a range of sizes. */
  drawn?: string;
}

export const binShapes: Record<string, BinShape> = {
  "120": { outline: "wheelie", width: 48, height: 94 },
  "240": { outline: "wheelie", width: 58, height: 106 },
  "360": { outline: "wheelie", width: 60, height: 110 },
  "660": { outline: "fourWheel", width: 126, height: 120 },
  "1100": { outline: "fourWheel", width: 124, height: 133 },
  "fl1.5": { outline: "frontLift", width: 180, height: 110 },
  fl2: { outline: "frontLift", width: 180, height: 120 },
  fl3: { outline: "frontLift", width: 180, height: 150 },
  "fl4.5": { outline: "frontLift", width: 180, height: 180 },
  skip: { outline: "skip", width: 400, height: 180, drawn: "Drawn: the largest skip, about 4 m long" },
  hook: { outline: "hookLift", width: 600, height: 200, drawn: "Drawn: a hook lift bin about 6 m long" },
};

/** The references every drawing shares: a person 1.8 m tall and a standard 820 mm × 2,040 mm doorway. */
export const PERSON_HEIGHT = 180;
export const DOOR = { width: 82, height: 204 };
