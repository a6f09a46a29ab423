import type { BinShape } from "~/content/finder-shapes";
import { lids } from "~/content/lid-colours";
import { BinOutline } from "./BinOutline";
import styles from "./BinDrawing.module.css";

const GAP = 16;
const PAD = 20;

/**
 * The heroes' picture: a row of bins, one per stream in the lid colours table, in its order, drawn
 * by the same outline code as the bin size guide's drawings (`shape`: a wheelie bin's outline from
 * the bins table). Its width and height attributes fix its aspect ratio before the stylesheet
 * arrives, so it never moves the words around it. Decoration: the pages name the streams in words.
 */
export function BinLineup({ shape, className }: { shape: BinShape; className?: string }) {
  const step = shape.width + 4 + GAP;
  const width = PAD * 2 + lids.length * step - GAP;
  const ground = shape.height + PAD;
  const height = ground + PAD;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={`${styles.lineup} ${className ?? ""}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={width} height={height} rx={16} className={styles.backdrop} />
      {lids.map((lid, index) => (
        <BinOutline
          key={lid.stream}
          shape={shape}
          x={PAD + 2 + index * step}
          lid={lid.colour}
          ground={ground}
        />
      ))}
      <line x1={PAD / 2} x2={width - PAD / 2} y1={ground} y2={ground} className={styles.ground} />
    </svg>
  );
}
