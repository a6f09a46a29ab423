import type { MetaDescriptor } from "react-router";
import { site } from "~/site/site";
import { absoluteUrl } from "~/site/site-url";
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

export const shareImage = {
  path: "/og-default.png",
  width: 1200,
  height: 630,
  alt: `${site.name}: waste and recycling services`,
};

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
  if (path) {
    const url = absoluteUrl(path);
    const image = absoluteUrl(shareImage.path);
    tags.push(
      { tagName: "link", rel: "canonical", href: url },
      { property: "og:type", content: ogType },
      { property: "og:site_name", content: site.name },
      { property: "og:locale", content: "en_AU" },
      { property: "og:title", content: heading },
      { property: "og:description", content: summary },
      { property: "og:url", content: url },
      { property: "og:image", content: image },
      { property: "og:image:width", content: String(shareImage.width) },
      { property: "og:image:height", content: String(shareImage.height) },
      { property: "og:image:alt", content: shareImage.alt },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: heading },
      { name: "twitter:description", content: summary },
      { name: "twitter:image", content: image },
    );
  }
  for (const block of jsonLd) tags.push({ "script:ld+json": block });
  return tags;
}
