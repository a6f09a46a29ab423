import { QuoteOrCall } from "~/components/QuoteOrCall/QuoteOrCall";
import styles from "./CtaBand.module.css";

export function CtaBand({
  heading,
  text,
  quoteHref = "/get-a-quote",
}: {
  heading: string;
  text: string;
  quoteHref?: string;
}) {
  return (
    <section className={styles.band} aria-labelledby="cta-heading">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id="cta-heading" className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <QuoteOrCall
          quoteHref={quoteHref}
          quoteLabel="Request a quote"
          className={styles.actions}
          callClassName={styles.call}
        />
      </div>
    </section>
  );
}
