import { Link } from "react-router";
import { Suspense, memo } from "react";
import { type NavItem, isActiveItem } from "~/site/navigation";
import styles from "./NavBar.module.css";

function listId(path: string): string {
  return `nav${path.replace(/\//g, "-")}`;
}

/**
 * A dropdown or nested submenu: a native <details>, so it opens before and without scripts, and
 * the browser reports it to assistive technology as a button with its expanded state. Its
 * summary cannot carry aria-expanded (the browser owns that state, and the HTML checker rejects
 * it). A closed one's list is neither styled nor laid out. `group` makes the dropdowns of one
 * level exclusive (`name`): opening one closes its sibling.
 */
function Disclosure({
  item,
  pathname,
  group,
  top,
}: {
  item: NavItem;
  pathname: string;
  group: string;
  top?: boolean;
}) {
  const id = listId(item.path);
  const active = top && isActiveItem(item, pathname);
  const list = (
    <ul id={id} className={top ? styles.dropdown : styles.nested}>
      <li>
        <Link
          prefetch="intent"
          to={item.path}
          className={styles.viewAll}
          aria-label={`View All ${item.name.toLowerCase()}`}
          aria-current={pathname === item.path ? "page" : undefined}
        >
          View All
        </Link>
      </li>
      {item.children!.map((child) => (
        <li key={child.path}>
          {child.children ? (
            <Disclosure item={child} pathname={pathname} group={id} />
          ) : (
            <Link
              prefetch="intent"
              to={child.path}
              aria-current={pathname === child.path ? "page" : undefined}
            >
              {child.name}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <details name={group}>
      <summary
        className={top ? styles.topLink : styles.nestedButton}
        aria-controls={id}
        data-active={active || undefined}
        aria-current={active ? "true" : undefined}
      >
        {item.name}
      </summary>
      {/* A dropdown's links are a region of their own (app/root.tsx): a tap on a summary before
          the page has hydrated makes React hydrate the bar of summaries, not every link. */}
      {top ? <Suspense>{list}</Suspense> : list}
    </details>
  );
}

function TopItem({ item, pathname }: { item: NavItem; pathname: string }) {
  const className = `${styles.topItem} ${item.smallScreensOnly ? styles.smallOnly : ""}`;
  if (item.children) {
    return (
      <li className={className}>
        <Disclosure item={item} pathname={pathname} group="nav" top />
      </li>
    );
  }
  const active = isActiveItem(item, pathname);
  return (
    <li className={className}>
      <Link
        prefetch="intent"
        to={item.path}
        className={styles.topLink}
        data-active={active || undefined}
        aria-current={pathname === item.path ? "page" : active ? "true" : undefined}
      >
        {item.name}
      </Link>
    </li>
  );
}

/**
 * The whole navigation tree (the menu staff edit, from the root route's data), every link an
 * element in the page. It renders again only when the page changes (not when the bar pins), and
 * holds no state: which level is open lives in the <details> elements themselves.
 *
 * Some 130 links: a hydration region of their own, so the Menu button's first press hydrates
 * only the bar. The region is inside the memoised component because React hydrates a region
 * whose props have changed at once, in one task: the bar pinning on an early scroll would
 * otherwise hydrate every link.
 */
export const NavTree = memo(function NavTree({ items, pathname }: { items: NavItem[]; pathname: string }) {
  return (
    <Suspense>
      <ul className={styles.topList}>
        {items.map((item) => (
          <TopItem key={item.path} item={item} pathname={pathname} />
        ))}
      </ul>
    </Suspense>
  );
});
