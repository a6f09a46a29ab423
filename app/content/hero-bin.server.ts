import { finderTables } from "./finder.server";
import type { BinShape } from "./finder-shapes";

/** A two-wheel bin's usual outline (a 240 L bin, in centimetres), if the table has none drawn. */
const usualWheelieBin: BinShape = { outline: "wheelie", width: 58, height: 107 };

/**
 * The bin the heroes' line-up draws: the bins table's own 240 L two-wheel bin when it has one
 * (the size most streams come in), else its first drawn two-wheel bin.
 */
export function heroBinShape(): BinShape {
  const wheelies = finderTables().bins.filter((bin) => bin.drawing?.outline === "wheelie");
  const { outline, width, height } = (wheelies.find((bin) => bin.litres === 240) ?? wheelies[0])?.drawing ?? usualWheelieBin;
  return { outline, width, height };
}
