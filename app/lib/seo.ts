import type { MetaDescriptor } from "react-router";
import { site } from "~/site/site";

export interface PageMetaInput {
  /** The page part of the title; the brand is appended. Absent = the site-wide default title. */
  title?: string;
  description?: string;
  keywords?: string[];
}

export function fullTitle(title?: string): string {
  return title ? `${title} | ${site.shortName}` : site.defaultTitle;
}

/** The one place that turns a page's metadata into tags. */
export function pageMeta({ title, description, keywords }: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: fullTitle(title) },
    { name: "description", content: description ?? site.defaultDescription },
  ];
  if (keywords?.length) tags.push({ name: "keywords", content: keywords.join(", ") });
  return tags;
}

export function sitePageMeta(page: PageMetaInput | undefined): MetaDescriptor[] {
  return pageMeta(page ?? {});
}
