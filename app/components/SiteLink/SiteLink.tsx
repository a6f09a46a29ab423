import type { AnchorHTMLAttributes } from "react";

export type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

/**
 * A link to a page of this site: a plain anchor that the part guard (lib/part-guard.ts) turns into
 * a client-side navigation, with one listener for the whole page. React Router's <Link> runs a
 * dozen hooks and an effect for each link; with about 130 links in the menus, footer and page,
 * that was a large share of the work a phone did to start every page
 * (docs/decisions/0007-performance.md). Before scripts run it is simply a link.
 */
export function SiteLink({ to, children, ...props }: SiteLinkProps) {
  return (
    <a href={to} data-site-link="" {...props}>
      {children}
    </a>
  );
}
