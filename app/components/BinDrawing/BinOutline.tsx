import type { BinShape } from "~/content/finder-shapes";
import styles from "./BinDrawing.module.css";

/** Every scene stands on one ground line, this far below its top (centimetres). */
export const SCENE_HEIGHT = 214;

/**
 * One bin's outline, standing on the ground line at `x`. `lid` paints the lid in a stream's
 * colour (a presentation attribute, which the site's style policy allows where a style attribute
 * is refused); without it the lid is the site's dark teal.
 */
export function BinOutline({
  shape,
  x,
  lid,
  ground = SCENE_HEIGHT,
}: {
  shape: BinShape;
  x: number;
  lid?: string;
  ground?: number;
}) {
  const { width: w, height: h } = shape;
  const y = ground - h;
  const wheel = Math.min(14, w / 6);
  const lidClass = lid ? styles.colouredLid : styles.lid;
  // A lid thick enough for its colour to read at the small sizes (the finder's answers).
  const lidDepth = Math.max(8, Math.round(h / 9));
  switch (shape.outline) {
    case "wheelie":
    case "fourWheel":
      return (
        <g className={styles.bin}>
          <rect x={x} y={y + lidDepth - 2} width={w} height={h - lidDepth + 2 - wheel} rx={3} />
          <rect x={x - 2} y={y} width={w + 4} height={lidDepth} rx={2} className={lidClass} fill={lid} />
          <circle cx={x + wheel} cy={ground - wheel / 2} r={wheel / 2} />
          <circle cx={x + w - wheel} cy={ground - wheel / 2} r={wheel / 2} />
        </g>
      );
    case "frontLift":
      return (
        <g className={styles.bin}>
          <rect x={x} y={y + 8} width={w} height={h - 8} rx={3} />
          <rect x={x - 2} y={y} width={w + 4} height={10} rx={2} className={lidClass} fill={lid} />
          <rect x={x - 12} y={y + h / 3} width={12} height={8} />
          <rect x={x + w} y={y + h / 3} width={12} height={8} />
        </g>
      );
    default:
      // Skips and hook lift bins from the side: sloped ends for a skip, a straight body on rails for a hook bin.
      return (
        <g className={styles.bin}>
          {shape.outline === "skip" ? (
            <path d={`M${x} ${y} h${w} l-${w * 0.15} ${h} h-${w * 0.7} z`} />
          ) : (
            <>
              <rect x={x} y={y} width={w} height={h - 12} />
              <rect x={x + 10} y={ground - 12} width={w - 20} height={12} className={styles.lid} />
            </>
          )}
        </g>
      );
  }
}
