import { SiteLink } from "~/components/SiteLink/SiteLink";
import styles from "./WasteAuditOffer.module.css";

/**
 * The free first walk-through, offered where a business is deciding what to change: the business
 * pages and the waste audits page. Only the walk-through is free; sorted audits are priced (see the
 * waste audits page). It is the quote request with the audit chosen (?audit=1).
 */
export function WasteAuditOffer() {
  return (
    <section className={`container ${styles.offer}`} aria-labelledby="audit-offer">
      <h2 id="audit-offer" className={styles.heading}>
        Not sure where to start? Ask for a free first walk-through
      </h2>
      <p>
        The first walk-through of your bin areas and collection records is at no charge: we tell you what your
        bins hold, where waste and cost can come down, and whether a sorted audit, which is priced, would be
        worth it.
      </p>
      <p>
        <SiteLink to="/get-a-quote?audit=1" className="button">
          Request a free walk-through
        </SiteLink>
      </p>
    </section>
  );
}
