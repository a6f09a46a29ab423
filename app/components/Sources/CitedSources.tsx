import type { Source } from "~/content/types";
import { formatDate } from "~/lib/format";
import styles from "./Sources.module.css";

/**
 * One line under what it supports: each source's page, its publisher and the day someone read it
 * ("Source: …" or "Sources: …; …", with the caller's words for one and for several).
 */
export function CitedSources({ sources, one, many }: { sources: Source[]; one: string; many: string }) {
  return (
    <p className={styles.cited}>
      {sources.length === 1 ? one : many}
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
