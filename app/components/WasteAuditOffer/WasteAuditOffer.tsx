import { Link } from "react-router";
import styles from "./WasteAuditOffer.module.css";

/**
 * The free first walk-through, offered where a business is deciding what to change: the business
 * pages and the waste audits page. Only the walk-through is free; sorted audits are priced (see the
 * waste audits page). It is the quote request with the audit chosen (?audit=1).
 */
export function WasteAuditOffer({ heading, text }: { heading: string; text: string }) {
  return (
    <section className={`container ${styles.offer}`} aria-labelledby="audit-offer">
      <h2 id="audit-offer" className={styles.heading}>
        {heading}
      </h2>
      <p>{text}</p>
      <p>
        <Link to="/get-a-quote?audit=1" className="button">
          Request a free walk-through
        </Link>
      </p>
    </section>
  );
}
