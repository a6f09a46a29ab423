import { type ComponentSchema, fields, singleton } from "@keystatic/core";
import { wordPages } from "../fixed-pages";
import { placeholderMessage, writtenText } from "../limits";
import { heading, sentence } from "./template-words";

type Fields = Record<string, ComponentSchema>;

/** The blog list's own words: the links between its numbered pages, and its words before any post. */
const blogListWords = {
  newer: heading("Link to newer posts", "Before the list's previous page, such as Newer."),
  older: heading("Link to older posts", "Before the list's next page, such as Older."),
  empty: sentence("Sentence when no post is published"),
};

/**
 * The words of the pages outside the site map (app/content/fixed-pages.ts): the heading, the
 * search metadata and the lead under the heading, each an entry of its own in the editor; the
 * blog list has its page links' words too.
 */
export function wordPageSingletons<Metadata extends Fields, Lead extends ComponentSchema>(
  metadata: Metadata,
  lead: () => Lead,
) {
  const page = <Extra extends Fields>(key: keyof typeof wordPages, extra: Extra) =>
    singleton({
      label: wordPages[key].label,
      path: wordPages[key].file,
      format: { data: "yaml" },
      schema: {
        name: fields.text({
          label: "Heading",
          description: "The heading at the top of the page and its breadcrumb.",
          validation: { length: { min: 1 }, pattern: { regex: writtenText, message: placeholderMessage } },
        }),
        ...metadata,
        lead: lead(),
        ...extra,
      },
    });
  return { blogList: page("blogList", blogListWords), serviceArea: page("serviceArea", {}) };
}
