import { type ComponentSchema, type Singleton, singleton } from "@keystatic/core";
import { type FixedPageKey, fixedPages } from "../fixed-pages";
import { fixedPageName } from "./page-name";
import type { PageRef } from "./page-picker";

type Fields = Record<string, ComponentSchema>;

type Name = ReturnType<typeof fixedPageName>;

type Page<K extends FixedPageKey> = (typeof fixedPages)[K];
type SchemaOf<K extends FixedPageKey, Metadata extends Fields, Words extends Record<FixedPageKey, Fields>> = {
  name: Name;
} & (Page<K> extends { metadata: false } ? object : Metadata) &
  Words[K];

/**
 * One editor entry per fixed page (app/content/fixed-pages.ts): its name, its search metadata
 * (required, except on the two pages the site's specification gives none) and its template's
 * words, stored where the page's file has always been. There is no template to choose and no
 * address to type: both are the page's route.
 */
export function fixedPageSingletons<Metadata extends Fields, Words extends Record<FixedPageKey, Fields>>(
  /** The site's pages, whose names a fixed page must not repeat. */
  pages: readonly PageRef[],
  /** A page's search metadata, given its file. */
  metadata: (file: string) => Metadata,
  words: Words,
) {
  const entries = Object.entries(fixedPages).map(([key, page]) => [
    key,
    singleton({
      label: page.label,
      path: page.file,
      format: { data: "yaml" },
      previewUrl: `/api/keystatic/preview?file=${page.file}.yaml&branch={branch}`,
      schema: {
        name: fixedPageName({ file: `${page.file}.yaml`, pages }),
        ...("metadata" in page ? {} : metadata(`${page.file}.yaml`)),
        ...words[key as FixedPageKey],
      },
    }),
  ]);
  return Object.fromEntries(entries) as {
    [K in FixedPageKey]: Singleton<SchemaOf<K, Metadata, Words>>;
  };
}
