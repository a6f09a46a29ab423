import type { Source } from "~/content/types";
import { formatDate } from "~/lib/format";
import styles from "./Sources.module.css";

/** Where the rules, levies, dates and duties the page states come from, and when each was read. */
export function Sources({ sources }: { sources: Source[] }) {
  return (
    <section className={`container section ${styles.sources}`} aria-labelledby="sources-heading">
      <h2 id="sources-heading">Sources</h2>
      <ul>
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} rel="noopener">
              {source.title}
            </a>
            , {source.publisher}. Checked <time dateTime={source.checked}>{formatDate(source.checked)}</time>.
          </li>
        ))}
      </ul>
    </section>
  );
}
