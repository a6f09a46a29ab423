import { fields } from "@keystatic/core";
import { claimsHint } from "../claims";
import { documentProse, linkPattern } from "../limits";
import { pageGone } from "../link-limits";
import { calendarDate, paragraph, required, short, sources, written } from "./fields";
import { withCheck } from "./checked-field";
import type { PageRef } from "./page-picker";

/** A paragraph or list item of a document: no price, but the law's own thresholds. */
const noPrice = (label: string) =>
  fields.text({
    label,
    multiline: true,
    validation: {
      isRequired: true,
      pattern: {
        regex: documentProse,
        message: `No amounts: a price is as set out in the quote (the law's own thresholds, in millions, are fine); ${claimsHint}`,
      },
    },
  });

/**
 * A link of a document's section: another organisation's page, or a page of this site, which is
 * one of `pages` (the pages the page pickers offer), so a link to a page that is gone or never was
 * is refused at Save in either editor, and by the build.
 */
const sectionLink = (pages: readonly PageRef[]) => {
  const known = new Set(pages.map((page) => page.path));
  const href = fields.text({
    label: "Address",
    description: "Another organisation's page (https://…) or a page of this site (/fees-and-charges).",
    validation: {
      isRequired: true,
      pattern: {
        regex: linkPattern,
        message: "An https:// address, or a page of this site such as /fees-and-charges",
      },
    },
  });
  return fields.object({
    label: fields.text({ label: "Link text", validation: written }),
    href: withCheck(href, (address) => {
      const page = address.split(/[?#]/)[0]!;
      return address.startsWith("/") && !known.has(page) ? pageGone(address) : undefined;
    }),
  });
};

/**
 * A document in sections, as the privacy policy, the accessibility statement and every published
 * terms version are written: the day it was last reviewed, and the sources of what it states. Its
 * links to this site lead to one of `pages`.
 */
export const documentSchema = (
  sourcesMin: 0 | 1,
  pages: readonly PageRef[],
  dateLabel = "Last reviewed",
) => ({
  lead: paragraph("Lead"),
  updated: calendarDate(fields.date({ label: dateLabel, validation: required })),
  sections: fields.array(
    fields.object({
      heading: fields.text({ label: "Heading", validation: written }),
      paragraphs: fields.array(noPrice("Paragraph"), {
        label: "Paragraphs",
        validation: { length: { min: 1 } },
        itemLabel: (props) => short(props.value),
      }),
      list: fields.array(noPrice("Item"), {
        label: "List",
        description: "Optional bullet points after the paragraphs.",
        itemLabel: (props) => short(props.value),
      }),
      links: fields.array(sectionLink(pages), {
        label: "Links elsewhere",
        description: "Optional: pages the section relies on, such as each state's levy page.",
        itemLabel: (props) => props.fields.label.value,
      }),
    }),
    {
      label: "Sections",
      validation: { length: { min: 1 } },
      itemLabel: (props) => props.fields.heading.value,
    },
  ),
  sources: sources(sourcesMin),
});
