import type { Bin } from "~/content/finder-shapes";
import type { Lid } from "~/content/lid-colours";
import { BinOutline, SCENE_HEIGHT } from "./BinOutline";
import styles from "./BinDrawing.module.css";

/** The references every drawing shares: a person 1.8 m tall and a standard 820 mm × 2,040 mm doorway. */
const PERSON_HEIGHT = 180;
const DOOR = { width: 82, height: 204 };
const GAP = 30;

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

/**
 * A bin drawn to the same scale as every other (the stylesheet sets centimetres to pixels once),
 * beside a standard doorway and a person 1.8 m tall, at the outline and size its file gives
 * (content/finder/bins/: wheelie and front lift bins from the front, skips and hook lift bins from
 * the side). The drawing is decoration for sighted visitors; what it says is in the caption, as text.
 * With a stream's `lid`, the lid takes the stream's colour and the caption names both in words.
 */
export function BinDrawing({
  bin,
  withDimensions = true,
  lid,
}: {
  bin: Bin;
  withDimensions?: boolean;
  lid?: Lid;
}) {
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
        <BinOutline shape={shape} x={binX} lid={lid?.colour} />
        <line x1={0} x2={width} y1={SCENE_HEIGHT} y2={SCENE_HEIGHT} className={styles.ground} />
      </svg>
      <figcaption className={styles.caption}>
        {withDimensions && `${bin.name}: ${bin.dimensions}. `}
        {lid && `${lid.colourName} lid: ${lid.stream.toLowerCase()}. `}
        {shape.note && `${shape.note}. `}
        Beside it, to the same scale: a person 1.8 m tall and a standard doorway, 2.04 m high and 820 mm wide.
      </figcaption>
    </figure>
  );
}
