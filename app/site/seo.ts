import type { MetaDescriptor } from "react-router";
import { site } from "./site";
import { absoluteUrl } from "./site-url";
import { socialCardPath, socialCardSize } from "~/lib/social-card";
import type { JsonLd } from "./structured-data";

export interface PageMetaInput {
  /** The page part of the title; the brand is appended. Absent = the site-wide default title. */
  title?: string;
  description?: string;
  keywords?: string[];
  /** The page's canonical path, without a trailing slash. */
  path?: string;
  /** Pages that must stay out of search results (thank-you, 404). */
  noindex?: boolean;
  ogType?: "website" | "article";
  jsonLd?: JsonLd[];
}

/**
 * The picture a shared link shows: the page's own card, drawn at build time from its content
 * (app/lib/social-card.ts); a page kept out of search results, or with no address, shows the
 * site's card. The alternative text says what the card says.
 */
export function shareImage(title?: string, path?: string, noindex?: boolean) {
  const own = Boolean(path) && !noindex;
  return {
    url: absoluteUrl(socialCardPath(own ? path : undefined)),
    ...socialCardSize,
    alt: `${own && title ? title : site.tagline}: ${site.name}, call ${site.phone.display}`,
  };
}

/** One template for every title: the page's name, then the brand. */
export function fullTitle(title?: string): string {
  return title ? `${title} | ${site.shortName}` : site.defaultTitle;
}

/** The one place that turns a page's metadata into tags: title, description, canonical, social, JSON-LD. */
export function pageMeta({
  title,
  description,
  keywords,
  path,
  noindex,
  ogType = "website",
  jsonLd = [],
}: PageMetaInput): MetaDescriptor[] {
  const heading = fullTitle(title);
  const summary = description ?? site.defaultDescription;
  const tags: MetaDescriptor[] = [{ title: heading }, { name: "description", content: summary }];
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  const image = shareImage(title, path, noindex);
  if (path) {
    const url = absoluteUrl(path);
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:type", content: ogType },
      { property: "og:site_name", content: site.name },
      { property: "og:locale", content: "en_AU" },
      { property: "og:title", content: heading },
      { property: "og:description", content: summary },
      { property: "og:url", content: url },
      { name: "twitter:title", content: heading },
      { name: "twitter:description", content: summary },
    );
  }
  tags.push(
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  );
  for (const block of jsonLd) tags.push({ "script:ld+json": block });
  return tags;
}
