import { type ComponentSchema, fields, singleton } from "@keystatic/core";
import { wordPages } from "../../content/fixed-pages";
import { placeholderMessage, writtenText } from "../../content/limits";

type Fields = Record<string, ComponentSchema>;

/**
 * The words of the pages outside the site map (app/content/fixed-pages.ts): the heading, the
 * search metadata and the lead under the heading, each an entry of its own in the editor.
 */
export function wordPageSingletons<Metadata extends Fields, Lead extends ComponentSchema>(
  metadata: Metadata,
  lead: () => Lead,
) {
  const page = (key: keyof typeof wordPages) =>
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
      },
    });
  return { blogList: page("blogList"), serviceArea: page("serviceArea") };
}
