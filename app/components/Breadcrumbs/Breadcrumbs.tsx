import { SiteLink } from "~/components/SiteLink/SiteLink";
import type { Crumb } from "~/site/breadcrumbs";
import styles from "./Breadcrumbs.module.css";

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <SiteLink to={crumb.path}>{crumb.name}</SiteLink>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
