import { type ComponentSchema, type Singleton, fields, singleton } from "@keystatic/core";
import { type FixedPageKey, fixedPages } from "../../content/fixed-pages";
import { pageLimits, placeholderMessage, writtenText } from "../../content/limits";
import { drawable } from "./drawable";

type Fields = Record<string, ComponentSchema>;

const name = drawable(
  fields.text({
    label: "Page name",
    description: `The heading at the top of the page, in menus' trails and cards. Up to ${pageLimits.nameMax} characters.`,
    validation: {
      length: { min: 1, max: pageLimits.nameMax },
      pattern: { regex: writtenText, message: placeholderMessage },
    },
  }),
  "Page name",
);

type Page<K extends FixedPageKey> = (typeof fixedPages)[K];
type SchemaOf<K extends FixedPageKey, Metadata extends Fields, Words extends Record<FixedPageKey, Fields>> = {
  name: typeof name;
} & (Page<K> extends { metadata: false } ? object : Metadata) &
  Words[K];

/**
 * One editor entry per fixed page (app/content/fixed-pages.ts): its name, its search metadata
 * (required, except on the two pages the site's specification gives none) and its template's
 * words, stored where the page's file has always been. There is no template to choose and no
 * address to type: both are the page's route.
 */
export function fixedPageSingletons<Metadata extends Fields, Words extends Record<FixedPageKey, Fields>>(
  metadata: Metadata,
  words: Words,
) {
  const entries = Object.entries(fixedPages).map(([key, page]) => [
    key,
    singleton({
      label: page.label,
      path: page.file,
      format: { data: "yaml" },
      previewUrl: `/api/keystatic/preview?file=${page.file}.yaml&branch={branch}`,
      schema: { name, ...("metadata" in page ? {} : metadata), ...words[key as FixedPageKey] },
    }),
  ]);
  return Object.fromEntries(entries) as {
    [K in FixedPageKey]: Singleton<SchemaOf<K, Metadata, Words>>;
  };
}
