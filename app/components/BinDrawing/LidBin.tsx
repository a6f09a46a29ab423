import type { BinShape } from "~/content/finder-shapes";
import type { Lid } from "~/content/lid-colours";
import { BinOutline } from "./BinOutline";
import styles from "./BinDrawing.module.css";

/** A two-wheel bin's outline in centimetres, as the small drawing beside an answer shows it. */
const smallBin: BinShape = { outline: "wheelie", width: 58, height: 106 };

/**
 * A small bin with a stream's lid colour, beside words that name the stream and the colour (the
 * finder's answers): the same outline code as every other bin drawing, at a fixed size.
 */
export function LidBin({ lid }: { lid: Lid }) {
  return (
    <svg
      viewBox="0 0 64 110"
      width={28}
      height={48}
      className={styles.small}
      aria-hidden="true"
      focusable="false"
    >
      <BinOutline shape={smallBin} x={3} lid={lid.colour} ground={108} />
    </svg>
  );
}
