import { Link } from "react-router";
import type { ReactNode } from "react";
import { Icon } from "~/components/Icon/Icon";
import type { IconName } from "~/content/schema/icon";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import type { Crumb } from "~/site/breadcrumbs";
import { site } from "~/site/site";
import styles from "./PageHero.module.css";
import { EndOfFirstScreen } from "~/lib/first-frame";

interface PageHeroProps {
  title: string;
  lead: string;
  crumbs?: Crumb[];
  /** Where "Get a free quote" leads; a service page's link carries its service into the quote. */
  quoteHref?: string;
  actions?: boolean;
  /** The page's own icon, beside its heading. */
  icon?: IconName;
  /** A drawing beside the words at wide screens, below them on phones (the hubs' bin line-up). */
  picture?: ReactNode;
}

export function PageHero({
  title,
  lead,
  crumbs = [],
  quoteHref = "/get-a-quote",
  actions = true,
  icon,
  picture,
}: PageHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <div className={`container ${picture ? styles.withPicture : ""}`}>
        <Breadcrumbs crumbs={crumbs} />
        <div className={styles.words}>
          <h1 id="page-title" className={styles.title}>
            {icon && <Icon name={icon} className={styles.icon} size={40} />}
            {title}
          </h1>
          <p className={styles.lead}>{lead}</p>
          <EndOfFirstScreen />
          {actions && (
            <p className={styles.actions}>
              <Link to={quoteHref} className="button">
                Get a free quote
              </Link>
              <a href={site.phone.href} className="button button-outline">
                Call {site.phone.display}
              </a>
            </p>
          )}
        </div>
        {picture && <div className={styles.picture}>{picture}</div>}
      </div>
    </section>
  );
}
