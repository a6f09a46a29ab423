import { SiteLink } from "~/components/SiteLink/SiteLink";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import type { Crumb } from "~/site/breadcrumbs";
import { site } from "~/site/site";
import styles from "./PageHero.module.css";

interface PageHeroProps {
  title: string;
  lead: string;
  crumbs?: Crumb[];
  /** Where "Get a free quote" leads; a service page's link carries its service into the quote. */
  quoteHref?: string;
  actions?: boolean;
}

export function PageHero({
  title,
  lead,
  crumbs = [],
  quoteHref = "/get-a-quote",
  actions = true,
}: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className="container">
        <Breadcrumbs crumbs={crumbs} />
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {actions && (
          <p className={styles.actions}>
            <SiteLink to={quoteHref} className="button">
              Get a free quote
            </SiteLink>
            <a href={site.phone.href} className="button button-outline">
              Call {site.phone.display}
            </a>
          </p>
        )}
      </div>
    </section>
  );
}
