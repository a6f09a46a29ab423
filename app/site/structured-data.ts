import type { Crumb } from "./breadcrumbs";
import { fullAddress, site } from "./site";
import { absoluteUrl, siteUrl } from "./site-url";
import { socialCardPath } from "~/lib/social-card";

/** schema.org JSON-LD blocks. Each is a plain object that the meta helper serialises. */
export type JsonLd = Record<string, unknown>;

const organisationId = `${siteUrl}/#organisation`;

/** Where the register says the company works, and nowhere else: its cities, on every page that names an area. */
const areaServed = () => site.serviceCities.map((name) => ({ "@type": "City", name }));

const weekOrder = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/**
 * One row of the company's opening hours as schema.org's openingHours reads it: days in a row
 * joined as a range ("Mo-Fr 07:00-17:00"), others listed ("Mo,We 09:00-12:00").
 */
export function openingHoursText({
  days,
  opens,
  closes,
}: {
  days: readonly string[];
  opens: string;
  closes: string;
}) {
  const sorted = weekOrder.filter((day) => days.includes(day));
  const runs: string[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && weekOrder.indexOf(day) === weekOrder.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  const spans = runs.map((run) => (run.length > 2 ? `${run[0]}-${run.at(-1)}` : run.join(",")));
  return `${spans.join(",")} ${opens}-${closes}`;
}

export function localBusiness(): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organisationId,
    name: site.name,
    legalName: site.legalName,
    description: site.tagline,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon-512.png"),
    image: absoluteUrl(socialCardPath("/")),
    telephone: site.phone.display,
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    },
    areaServed: areaServed(),
    sameAs: site.social.map((profile) => profile.url),
    openingHours: site.openingHours.map(openingHoursText),
    slogan: `Waste and recycling services since ${site.foundedYear}`,
    hasMap: `https://www.openstreetmap.org/search?query=${encodeURIComponent(fullAddress)}`,
  };
}

export function service({
  name,
  description,
  path,
}: {
  name: string;
  description?: string;
  path: string;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    serviceType: name,
    ...(description ? { description } : {}),
    url: absoluteUrl(path),
    provider: {
      "@type": "LocalBusiness",
      "@id": organisationId,
      name: site.name,
      telephone: site.phone.display,
    },
    areaServed: areaServed(),
  };
}

export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function blogPosting(post: {
  slug: string;
  title: string;
  description: string;
  date: string;
  updated?: string;
  keywords: string[];
  words: number;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    keywords: post.keywords.join(", "),
    wordCount: post.words,
    inLanguage: "en-AU",
    mainEntityOfPage: absoluteUrl(`/post/${post.slug}`),
    image: absoluteUrl(socialCardPath(`/post/${post.slug}`)),
    author: { "@type": "Organization", "@id": organisationId, name: site.name },
    publisher: {
      "@type": "Organization",
      "@id": organisationId,
      name: site.name,
      logo: { "@type": "ImageObject", url: absoluteUrl("/icon-512.png") },
    },
  };
}
