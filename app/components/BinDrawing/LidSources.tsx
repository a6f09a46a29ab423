import type { Lid } from "~/content/lid-colours";
import { formatDate } from "~/lib/format";
import styles from "../Sources/Sources.module.css";

/**
 * Where the lid colours drawn beside it come from: each government page once, with the day
 * someone read it, as every rule on the site cites its source (docs/decisions/0016).
 */
export function LidSources({ lids }: { lids: Lid[] }) {
  const sources = [...new Map(lids.flatMap((lid) => lid.sources).map((s) => [s.url, s])).values()];
  if (sources.length === 0) return null;
  return (
    <p className={styles.cited}>
      {sources.length === 1 ? "Lid colour source: " : "Lid colour sources: "}
      {sources.map((source, index) => (
        <span key={source.url}>
          {index > 0 && "; "}
          <a href={source.url} rel="noopener">
            {source.title}
          </a>
          , {source.publisher}, read <time dateTime={source.checked}>{formatDate(source.checked)}</time>
        </span>
      ))}
      .
    </p>
  );
}
