import type { Statement } from "~/content/types";
import { formatDate } from "~/lib/format";
import styles from "./Sources.module.css";

/**
 * Rules, levies, dates and legal duties, each with its source beside it: the page a reader can
 * open to check the statement, and the day someone last read it.
 */
export function Statements({ statements }: { statements: Statement[] }) {
  return (
    <div className={styles.statements}>
      {statements.map((statement) => (
        <div key={statement.text} className={styles.statement}>
          <p>{statement.text}</p>
          <p className={styles.cited}>
            {statement.sources.length === 1 ? "Source: " : "Sources: "}
            {statement.sources.map((source, index) => (
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
        </div>
      ))}
    </div>
  );
}
