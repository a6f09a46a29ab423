import { Suspense } from "react";
import { ContactForm } from "~/components/ContactForm/ContactForm";
import { LinkedText } from "~/components/LinkedText/LinkedText";
import { PageHero } from "~/components/PageHero/PageHero";
import { ServiceAreaChecker } from "~/components/ServiceAreaChecker/ServiceAreaChecker";
import { enquiryAction } from "~/forms/contact-action.server";
import { contactContent } from "~/content/index.server";
import { formsOf } from "~/forms/context.server";
import { serviceGroups } from "~/forms/service-choices.server";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { localBusiness } from "~/site/structured-data";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import { fullAddress, site } from "~/site/site";
import type { Route } from "./+types/contact";
import styles from "./contact.module.css";
import type { RouteBehaviour } from "~/lib/route-behaviour";

/** The service choices come from the site map here, so the site map stays out of the browser's code. */
export async function loader() {
  const crumbs = breadcrumbsFor("/contact-us");
  const page = getPage("/contact-us");
  return {
    services: serviceGroups(),
    name: page.name,
    icon: page.icon,
    words: contactContent()!,
    crumbs,
    seo: seoFor(getPage("/contact-us"), crumbs, [localBusiness()]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, visitorAddress } = formsOf(context);
  return enquiryAction(request, runtime, visitorAddress);
}

/** A refused enquiry's answer carries its own headers (no-store, Retry-After after a 429). */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        title={loaderData.name}
        lead={loaderData.words.lead}
        crumbs={loaderData.crumbs}
        actions={false}
        icon={loaderData.icon}
      />
      <div className={`container section ${styles.layout}`}>
        <section aria-labelledby="contact-details">
          <h2 id="contact-details">{loaderData.words.detailsHeading}</h2>
          <dl className={styles.details}>
            <dt>Phone</dt>
            <dd>
              <a href={site.phone.href} className={styles.phone}>
                {site.phone.display}
              </a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </dd>
            <dt>Head office</dt>
            <dd>{fullAddress}</dd>
            <dt>Hours</dt>
            <dd>{site.hours}</dd>
            <dt>Service areas</dt>
            <dd>{site.serviceAreaNote}</dd>
          </dl>
          <p>
            <LinkedText {...loaderData.words.customers} />
          </p>
          {/* Postcode or suburb: do we collect there? */}
          <Suspense>
            <ServiceAreaChecker />
          </Suspense>
        </section>
        <section aria-labelledby="enquiry-heading" className={styles.enquiry}>
          <h2 id="enquiry-heading">{loaderData.words.enquiryHeading}</h2>
          {/* Each tool a region of its own: a press on one before the page is ready hydrates only it. */}
          <Suspense>
            <ContactForm services={loaderData.services} result={actionData} />
          </Suspense>
        </section>
      </div>
    </>
  );
}

/** The enquiry form posts here; a service page's link chooses the service with ?service=. */
export const handle: RouteBehaviour = { readsQuery: ["service"] };
