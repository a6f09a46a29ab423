import { SiteLink } from "~/components/SiteLink/SiteLink";
import styles from "./WasteAuditOffer.module.css";

/**
 * The free waste audit, offered where a business is deciding what to change: the business pages
 * and the waste audits page. It is the quote request with the audit chosen (?audit=1).
 */
export function WasteAuditOffer() {
  return (
    <section className={`container ${styles.offer}`} aria-labelledby="audit-offer">
      <h2 id="audit-offer" className={styles.heading}>
        Not sure where to start? Ask for a free waste audit
      </h2>
      <p>
        We walk through your bin areas and collection records at no charge, tell you what your bins hold and
        where waste and cost can come down, and say whether a full sorted audit would be worth it.
      </p>
      <p>
        <SiteLink to="/get-a-quote?audit=1" className="button">
          Request a free waste audit
        </SiteLink>
      </p>
    </section>
  );
}
