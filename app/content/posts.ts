import type { ComponentSchema } from "@keystatic/core";
import { contentSchema } from "./schema";
import { readFields } from "./fields";
import type { FrontMatter } from "./types";

/** The blog collection's fields but its body, which is the post's Markdown after the front matter. */
const { body: _body, ...frontMatterFields } = contentSchema([]).collections.blog.schema;

/**
 * A post's front matter, read through the editor's own fields for blog posts: its title (with the
 * file's name as its address), description, dates, tags and keywords, each held to its limits.
 */
export function postFields(slug: string, data: unknown) {
  const { value, problems } = readFields(frontMatterFields as Record<string, ComponentSchema>, data, {
    field: "title",
    value: slug,
  });
  const { updated, ...rest } = value as FrontMatter;
  // A post without an update has no `updated` at all, as the feed and sitemap read it.
  return { value: { ...rest, ...(updated ? { updated } : {}) } as FrontMatter, problems };
}
