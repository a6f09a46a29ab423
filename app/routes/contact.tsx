import { PageHero } from "~/components/PageHero/PageHero";
import { fullAddress, site } from "~/site/site";
import styles from "./contact.module.css";

export default function ContactPage() {
  return (
    <>
      <PageHero
        title="Contact us"
        lead="Tell us about your site and your waste, and we'll come back with a plan and a clear quote. Prefer to talk? Call us."
        crumbs={[{ name: "Home", path: "/" }, { name: "Contact us", path: "/contact-us" }]}
        actions={false}
      />
      <div className={`container section ${styles.layout}`}>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details">Contact details</h2>
          <dl className={styles.details}>
            <dt>Phone</dt>
            <dd><a href={site.phone.href}>{site.phone.display}</a></dd>
            <dt>Email</dt>
            <dd><a href={`mailto:${site.email}`}>{site.email}</a></dd>
            <dt>Head office</dt>
            <dd>{fullAddress}</dd>
            <dt>Hours</dt>
            <dd>{site.hours}</dd>
            <dt>Service areas</dt>
            <dd>{site.serviceAreaNote}</dd>
          </dl>
        </section>
      </div>
    </>
  );
}
