import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { SiteLink } from "~/components/SiteLink/SiteLink";
import { Logo } from "~/components/Logo/Logo";
import { SiteSearch } from "~/components/SiteSearch/SiteSearch";
import { isSticky } from "~/lib/sticky";
import { type NavItem, isActiveItem, navigation, normalisePath } from "~/site/navigation";
import { site } from "~/site/site";
import styles from "./NavBar.module.css";
import { useDisclosureNav } from "./useDisclosureNav";

function menuId(path: string): string {
  return `nav${path.replace(/\//g, "-")}`;
}

function useSticky(): boolean {
  const [sticky, setSticky] = useState(false);
  useEffect(() => {
    const update = () => setSticky(isSticky(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return sticky;
}

function Chevron() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 12 12"
      width="12"
      height="12"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

type Disclosure = ReturnType<typeof useDisclosureNav>;

interface SubMenuProps {
  item: NavItem;
  nav: Disclosure;
  pathname: string;
  nested?: boolean;
  /** Already inside a <noscript>: a second one would end the first at its closing tag. */
  inNoscript?: boolean;
}

function SubMenu({ item, nav, pathname, nested, inNoscript }: SubMenuProps) {
  const id = menuId(item.path);
  const open = nav.isOpen(id);
  return (
    <ul id={id} className={nested ? styles.nested : styles.dropdown} data-open={open || undefined}>
      {/*
        A closed list's links are written inside <noscript>: a browser running scripts reads them as
        plain text, not as some 200 elements to build, style and hydrate on every page, and the
        list is filled in when it opens. Without scripts they are ordinary links, shown on hover
        and focus by public/no-script.css (docs/decisions/0007-performance.md).
      */}
      {open || inNoscript ? (
        <SubMenuItems item={item} nav={nav} pathname={pathname} inNoscript={inNoscript} />
      ) : (
        <noscript>
          <SubMenuItems item={item} nav={nav} pathname={pathname} inNoscript />
        </noscript>
      )}
    </ul>
  );
}

function SubMenuItems({ item, nav, pathname, inNoscript }: Omit<SubMenuProps, "nested">) {
  return (
    <>
      <li>
        <SiteLink
          to={item.path}
          className={styles.viewAll}
          aria-current={pathname === item.path ? "page" : undefined}
        >
          View All<span className="visually-hidden"> {item.name.toLowerCase()}</span>
        </SiteLink>
      </li>
      {item.children?.map((child) =>
        child.children ? (
          <li key={child.path}>
            <button
              type="button"
              className={styles.nestedButton}
              aria-expanded={nav.isOpen(menuId(child.path))}
              aria-controls={menuId(child.path)}
              onClick={() => nav.toggleNested(menuId(child.path))}
            >
              {child.name}
              <Chevron />
            </button>
            <SubMenu item={child} nav={nav} pathname={pathname} nested inNoscript={inNoscript} />
          </li>
        ) : (
          <li key={child.path}>
            <SiteLink to={child.path} aria-current={pathname === child.path ? "page" : undefined}>
              {child.name}
            </SiteLink>
          </li>
        ),
      )}
    </>
  );
}

function TopItem({ item, nav, pathname }: { item: NavItem; nav: Disclosure; pathname: string }) {
  const active = isActiveItem(item, pathname);
  const current = pathname === item.path ? "page" : active ? "true" : undefined;
  const className = `${styles.topItem} ${item.smallScreensOnly ? styles.smallOnly : ""}`;
  if (!item.children) {
    return (
      <li className={className}>
        <SiteLink
          to={item.path}
          className={styles.topLink}
          data-active={active || undefined}
          aria-current={current}
        >
          {item.name}
        </SiteLink>
      </li>
    );
  }
  const id = menuId(item.path);
  return (
    <li className={className}>
      <button
        type="button"
        className={styles.topLink}
        data-active={active || undefined}
        aria-current={current}
        aria-expanded={nav.isOpen(id)}
        aria-controls={id}
        onClick={() => nav.toggleTop(id)}
      >
        {item.name}
        <Chevron />
      </button>
      <SubMenu item={item} nav={nav} pathname={pathname} />
    </li>
  );
}

export function NavBar() {
  const nav = useDisclosureNav();
  const pathname = normalisePath(useLocation().pathname);
  const sticky = useSticky();
  return (
    <div className={styles.slot}>
      <header className={styles.header} data-sticky={sticky || undefined}>
        <div className={styles.bar} ref={nav.rootRef}>
          <SiteLink to="/" className={styles.logo}>
            <Logo />
            <span className="visually-hidden"> home</span>
          </SiteLink>
          <a href={site.phone.href} className={styles.phone}>
            <svg
              className={styles.phoneIcon}
              viewBox="0 0 24 24"
              width="22"
              height="22"
              aria-hidden="true"
              focusable="false"
            >
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 006.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 013 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z"
              />
            </svg>
            <span className={styles.phoneText}>
              <span className="visually-hidden">Call </span>
              {site.phone.display}
            </span>
          </a>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={nav.menuOpen}
            aria-controls="site-menu"
            onClick={nav.toggleMenu}
          >
            {nav.menuOpen ? "Close" : "Menu"}
          </button>
          <div id="site-menu" className={styles.menu} data-open={nav.menuOpen || undefined}>
            {/* Site search (docs/decisions/0005-site-search.md): in the phone menu, in the bar on wide screens. */}
            <SiteSearch className={styles.search} />
            <nav aria-label="Main" className={styles.nav} ref={nav.navRef}>
              <ul className={styles.topList}>
                {navigation.map((item) => (
                  <TopItem key={item.path} item={item} nav={nav} pathname={pathname} />
                ))}
              </ul>
            </nav>
            <div className={styles.actions}>
              <a href={site.loginUrl} className="button button-outline">
                Log In
              </a>
              <SiteLink to="/contact-us" className="button">
                Contact Us
              </SiteLink>
            </div>
          </div>
        </div>
      </header>
    </div>
  );
}
