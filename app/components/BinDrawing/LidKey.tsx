import { SiteLink } from "~/components/SiteLink/SiteLink";
import { lids } from "~/content/lid-colours";
import { LidBin } from "./LidBin";
import styles from "./BinDrawing.module.css";

/** Every stream's bin in its lid colour, with the colour and the stream in words and a link to its page. */
export function LidKey() {
  return (
    <ul className={styles.key}>
      {lids.map((lid) => (
        <li key={lid.page}>
          <LidBin lid={lid} />
          <span>
            <strong>{lid.colourName} lid:</strong> <SiteLink to={lid.page}>{lid.stream}</SiteLink>
          </span>
        </li>
      ))}
    </ul>
  );
}
