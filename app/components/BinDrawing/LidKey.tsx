import { Link } from "react-router";
import { lids } from "~/content/lid-colours";
import { LidBin } from "./LidBin";
import { LidSources } from "./LidSources";
import styles from "./BinDrawing.module.css";

/**
 * Every stream's bin in its lid colour, with the colour and the stream in words, a link to its
 * page, and the government pages that give the colours.
 */
export function LidKey() {
  return (
    <>
      <ul className={styles.key}>
        {lids.map((lid) => (
          <li key={lid.stream}>
            <LidBin lid={lid} />
            <span>
              <strong>{lid.colourName} lid:</strong> <Link to={lid.pages[0]!}>{lid.stream}</Link>
            </span>
          </li>
        ))}
      </ul>
      <LidSources lids={lids} />
    </>
  );
}
