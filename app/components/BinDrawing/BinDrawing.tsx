import type { Bin, BinShape } from "~/content/finder-shapes";
import styles from "./BinDrawing.module.css";

/** The references every drawing shares: a person 1.8 m tall and a standard 820 mm × 2,040 mm doorway. */
const PERSON_HEIGHT = 180;
const DOOR = { width: 82, height: 204 };
const GAP = 30;
const SCENE_HEIGHT = DOOR.height + 10;

/** A standard doorway: its frame, with the ground line running under the whole scene. */
function Doorway() {
  return (
    <rect
      x={2}
      y={SCENE_HEIGHT - DOOR.height}
      width={DOOR.width}
      height={DOOR.height}
      className={styles.door}
    />
  );
}

/** A plain figure 1.8 m tall: a head and a body, nothing more. */
function Person({ x }: { x: number }) {
  const top = SCENE_HEIGHT - PERSON_HEIGHT;
  const head = 12;
  return (
    <g className={styles.person}>
      <circle cx={x + 22} cy={top + head} r={head} />
      <path
        d={`M${x + 6} ${top + 30} h32 l6 70 h-8 l-2 -40 v120 h-10 v-70 h-4 v70 h-10 v-120 l-2 40 h-8 z`}
      />
    </g>
  );
}

function BinOutline({ shape, x }: { shape: BinShape; x: number }) {
  const { width: w, height: h } = shape;
  const y = SCENE_HEIGHT - h;
  const wheel = Math.min(14, w / 6);
  switch (shape.outline) {
    case "wheelie":
    case "fourWheel":
      return (
        <g className={styles.bin}>
          <rect x={x} y={y + 6} width={w} height={h - 6 - wheel} rx={3} />
          <rect x={x - 2} y={y} width={w + 4} height={8} rx={2} className={styles.lid} />
          <circle cx={x + wheel} cy={SCENE_HEIGHT - wheel / 2} r={wheel / 2} />
          <circle cx={x + w - wheel} cy={SCENE_HEIGHT - wheel / 2} r={wheel / 2} />
        </g>
      );
    case "frontLift":
      return (
        <g className={styles.bin}>
          <rect x={x} y={y + 8} width={w} height={h - 8} rx={3} />
          <rect x={x - 2} y={y} width={w + 4} height={10} rx={2} className={styles.lid} />
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
              <rect x={x + 10} y={SCENE_HEIGHT - 12} width={w - 20} height={12} className={styles.lid} />
            </>
          )}
        </g>
      );
  }
}

/**
 * A bin drawn to the same scale as every other (the stylesheet sets centimetres to pixels once),
 * beside a standard doorway and a person 1.8 m tall, at the outline and size its file gives
 * (content/finder/bins/: wheelie and front lift bins from the front, skips and hook lift bins from
 * the side). The drawing is decoration for sighted visitors; what it says is in the caption, as text.
 */
export function BinDrawing({ bin, withDimensions = true }: { bin: Bin; withDimensions?: boolean }) {
  const shape = bin.drawing;
  if (!shape) return null;
  const personX = DOOR.width + GAP;
  const binX = personX + 45 + GAP + 12;
  const width = binX + shape.width + 16;
  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${width} ${SCENE_HEIGHT + 2}`}
        className={styles.svg}
        aria-hidden="true"
        focusable="false"
      >
        <Doorway />
        <Person x={personX} />
        <BinOutline shape={shape} x={binX} />
        <line x1={0} x2={width} y1={SCENE_HEIGHT} y2={SCENE_HEIGHT} className={styles.ground} />
      </svg>
      <figcaption className={styles.caption}>
        {withDimensions && `${bin.name}: ${bin.dimensions}. `}
        {shape.note && `${shape.note}. `}
        Beside it, to the same scale: a person 1.8 m tall and a standard doorway, 2.04 m high and 820 mm wide.
      </figcaption>
    </figure>
  );
}
