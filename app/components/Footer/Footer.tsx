import { useEffect, useState } from "react";
import { SiteLink } from "~/components/SiteLink/SiteLink";
import { Logo } from "~/components/Logo/Logo";
import { SocialIcon } from "~/components/SocialIcon/SocialIcon";
import { SubscribeForm } from "~/components/SubscribeForm/SubscribeForm";
import { type FooterLink, areaLinks, quickLinks, serviceLinks } from "~/site/footer";
import { fullAddress, site } from "~/site/site";
import { useMenu } from "~/site/use-menu";
import styles from "./Footer.module.css";

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
            <SiteLink to={link.path}>{link.name}</SiteLink>
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

export function Footer() {
  const year = useCurrentYear();
  const navigation = useMenu();
  return (
    <footer className={styles.footer}>
      <div className={styles.subscribe}>
        <div className={`container ${styles.subscribeInner}`}>
          <div>
            <h2 className={styles.subscribeHeading}>Waste and recycling tips for your business</h2>
            <p className={styles.subscribeText}>
              A short email each month: new services, rule changes and ways to cut your bin costs.
            </p>
          </div>
          <SubscribeForm />
        </div>
      </div>
      <div className={`container ${styles.grid}`}>
        {/* The company in brief: not a landmark of its own, so it never shares a name with a page's. */}
        <div className={styles.about}>
          <Logo />
          <p className={styles.founded}>Founded in {site.foundedYear}</p>
          <p>
            {site.name} looks after commercial waste, recycling, liquid and hazardous waste for small, medium
            and large businesses and private homes across {site.serviceAreaNote}.
          </p>
        </div>
        <LinkColumn heading="Quick links" links={quickLinks} />
        <LinkColumn heading="Services" links={serviceLinks(navigation)} />
        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
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
              <SiteLink to="/contact-us">Send us an enquiry</SiteLink>
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
          <h2 className={`${styles.heading} ${styles.areasHeading}`}>Areas we serve</h2>
          <ul className={styles.inlineLinks}>
            {areaLinks.map((link) => (
              <li key={link.path}>
                <SiteLink to={link.path}>{link.name}</SiteLink>
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
}
