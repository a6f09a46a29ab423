import { SiteLink } from "~/components/SiteLink/SiteLink";
import { site } from "~/site/site";
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
        <p className={styles.actions}>
          <SiteLink to={quoteHref} className="button button-light">
            Request a quote
          </SiteLink>
          <a href={site.phone.href} className={`button ${styles.call}`}>
            Call {site.phone.display}
          </a>
        </p>
      </div>
    </section>
  );
}
