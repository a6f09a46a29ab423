import { Link } from "react-router";
import { memo, useEffect, useState } from "react";
import { Logo } from "~/components/Logo/Logo";
import { SocialIcon } from "~/components/SocialIcon/SocialIcon";
import { SubscribeForm } from "~/components/SubscribeForm/SubscribeForm";
import { type FooterLink, serviceLinks } from "~/site/footer";
import { fullAddress, site } from "~/site/site";
import { useFooter, useMenu } from "~/site/use-menu";
import styles from "./Footer.module.css";
import { LATEST_UPDATE_PATH, UPDATES_PATH } from "~/content/monthly-limits";

/** The year at render time: the build's year in the static HTML, the visitor's year once it runs. */
function useCurrentYear(): number {
  const [year, setYear] = useState(() => new Date().getFullYear());
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}

function LinkColumn({ heading, links }: { heading: string; links: FooterLink[] }) {
  const id = `footer-${heading.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <nav aria-labelledby={id} className={styles.column}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The company's numbers as the register holds them, written with their usual spaces. */
const companyNumbers = [
  site.abn && `ABN ${site.abn.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3 $4")}`,
  site.acn && `ACN ${site.acn.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3")}`,
]
  .filter(Boolean)
  .join(", ");

/** Memoised: it re-renders for a new menu or new words, not for every change of the router's state. */
export const Footer = memo(function Footer() {
  const year = useCurrentYear();
  const navigation = useMenu();
  const words = useFooter();
  // Only the editor's own pages have no footer data, and they render no footer.
  if (!words) return null;
  return (
    <footer className={styles.footer}>
      <div className={styles.subscribe}>
        <div className={`container ${styles.subscribeInner}`}>
          <div>
            <h2 className={styles.subscribeHeading}>{words.subscribeHeading}</h2>
            <p className={styles.subscribeText}>
              {words.subscribeText}{" "}
              {/* A document request: the server's redirect names the newest e-mail sent. */}
              <Link to={LATEST_UPDATE_PATH} reloadDocument>
                {words.lastIssueLink}
              </Link>{" "}
              · <Link to={UPDATES_PATH}>{words.updatesLink}</Link>
            </p>
          </div>
          <SubscribeForm />
        </div>
      </div>
      <div className={`container ${styles.grid}`}>
        {/* The company in brief: not a landmark of its own, so it never shares a name with a page's. */}
        <div className={styles.about}>
          <Logo />
          <p className={styles.founded}>{words.founded}</p>
          <p>{words.blurb}</p>
        </div>
        <LinkColumn heading={words.quickLinksHeading} links={words.quickLinks} />
        <LinkColumn heading={words.servicesHeading} links={serviceLinks(navigation)} />
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {words.contactHeading}
          </h2>
          <address className={styles.address}>
            <p>{fullAddress}</p>
            <p>
              <a href={site.phone.href} className={styles.phone}>
                {site.phone.display}
              </a>
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p>
              <Link to="/contact-us">{words.enquiryLink}</Link>
            </p>
          </address>
          {site.social.length > 0 && (
            <ul className={styles.social}>
              {site.social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    rel="noopener noreferrer"
                    aria-label={`${site.name} on ${profile.network}`}
                  >
                    <SocialIcon network={profile.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h2 className={`${styles.heading} ${styles.areasHeading}`}>{words.areasHeading}</h2>
          <ul className={styles.inlineLinks}>
            {words.areas.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">
          <p>
            © <span data-testid="copyright-year">{year}</span> {site.legalName}
            {companyNumbers && ` (${companyNumbers})`}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
});
