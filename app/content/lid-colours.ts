import table from "../../content/lid-colours.json" with { type: "json" };
import type { Source } from "./types";

/**
 * The lid colour of each stream's bin, as staff set it in content/lid-colours.json (the editor's
 * "Bin lid colours"; the build reads the file through the same fields, which check each colour
 * and page). Plain data: the heroes' drawing in the browser's bundle paints from it too.
 */
export interface Lid {
  /** The stream, in words, such as Commingled recycling. */
  stream: string;
  /** The colour in words, said beside every drawing of it. */
  colourName: string;
  /** The colour itself, #rrggbb. */
  colour: string;
  /** The stream's pages: the first is the one the key links to. */
  pages: string[];
  /** The government pages that give this colour for this stream, shown beside the drawings. */
  sources: Source[];
}

export const lids: Lid[] = table.lids;

/** The lid of the bin the stream at `path` goes in, if it goes in a bin of its own colour. */
export const lidFor = (path: string): Lid | undefined => lids.find((lid) => lid.pages.includes(path));
