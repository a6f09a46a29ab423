import type { Statement } from "~/content/types";
import { CitedSources } from "./CitedSources";
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
          <CitedSources sources={statement.sources} one="Source: " many="Sources: " />
        </div>
      ))}
    </div>
  );
}
