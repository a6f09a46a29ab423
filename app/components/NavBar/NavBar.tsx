import { memo, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "~/components/Logo/Logo";
import { SiteSearch } from "~/components/SiteSearch/SiteSearch";
import { isSticky } from "~/lib/sticky";
import { normalisePath } from "~/site/navigation";
import { site } from "~/site/site";
import { useMenu } from "~/site/use-menu";
import styles from "./NavBar.module.css";
import { NavTree } from "./NavTree";
import { useMenuKeys } from "./useMenuKeys";

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

/** Memoised: it re-renders for a new address or menu, not for every change of the router's state. */
export const NavBar = memo(function NavBar() {
  const barRef = useRef<HTMLDivElement>(null);
  useMenuKeys(barRef);
  const pathname = normalisePath(useLocation().pathname);
  const sticky = useSticky();
  const navigation = useMenu();
  return (
    <div className={styles.slot}>
      <header className={styles.header} data-sticky={sticky || undefined}>
        <div className={styles.bar} ref={barRef}>
          <Link to="/" className={styles.logo}>
            <Logo />
            <span className="visually-hidden"> home</span>
          </Link>
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
          {/*
            Phones and tablets: a <details> whose summary is the Menu button and whose panel holds
            search, navigation and actions. From 64rem the panel is laid out in the bar and the
            summary is hidden (NavBar.module.css).
          */}
          <details id="site-menu" className={styles.menu}>
            <summary className={styles.menuButton}>
              <span className={styles.whenClosed}>Menu</span>
              <span className={styles.whenOpen}>Close</span>
            </summary>
            <div className={styles.panel}>
              {/* Site search (docs/decisions/0005-site-search.md): in the phone menu, in the bar on wide screens. */}
              <SiteSearch className={styles.search} />
              <nav aria-label="Main" className={styles.nav}>
                <NavTree items={navigation} pathname={pathname} />
              </nav>
              <div className={styles.actions}>
                <a href={site.loginUrl} className="button button-outline">
                  Log In
                </a>
                <Link to="/contact-us" className="button">
                  Contact Us
                </Link>
              </div>
            </div>
          </details>
        </div>
      </header>
    </div>
  );
});
