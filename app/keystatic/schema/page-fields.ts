import { fields } from "@keystatic/core";
import { pageLimits } from "../../content/limits";
import { items, noPlaceholder, paragraph, paragraphs, short, tokensHint, words, written } from "./fields";
import { pageAddress, pageName } from "./page-name";
import type { PageRef, Pickers } from "./page-picker";

/** Where a page type's files live, and how the editor lists and previews them. */
export const pageFolder = (label: string, folder: string) => ({
  label,
  path: `content/${folder}/*` as const,
  slugField: "name" as const,
  format: { data: "yaml" as const },
  columns: ["name" as const, "path" as const],
  previewUrl: `/api/keystatic/preview?file=content/${folder}/{slug}.yaml&branch={branch}`,
});

/**
 * Search metadata: every page has it, except the two fixed pages the site's specification gives
 * none (/industries and /contact-us), whose entries have no such fields (fixed-pages.ts).
 */
export const metadata = {
  title: fields.text({
    label: "Title in search results",
    description: `Up to ${pageLimits.titleMax} characters; the site adds ' | Saltbush'.`,
    validation: { length: { min: 1, max: pageLimits.titleMax }, pattern: noPlaceholder },
  }),
  description: fields.text({
    label: "Description in search results",
    description: `${pageLimits.descriptionMin} to ${pageLimits.descriptionMax} characters. Also the summary on this page's card.`,
    multiline: true,
    validation: {
      length: { min: pageLimits.descriptionMin, max: pageLimits.descriptionMax },
      pattern: noPlaceholder,
    },
  }),
  keywords: items("Keywords", "Words people search for.", 1),
};

/** Name, address and search metadata, at the top of every page file of a folder. */
export const pageFields = (pages: readonly PageRef[], folder: string) => ({
  name: pageName({ folder, pages }),
  path: pageAddress({ pages }),
  ...metadata,
});

/** The sentence or two under a page's heading. */
export const lead = (description = "One or two sentences under the heading.") =>
  fields.text({
    label: "Lead",
    description: `${description} At least ${pageLimits.leadWords} words. ${tokensHint}`,
    multiline: true,
    validation: words(pageLimits.leadWords),
  });

/** Paragraphs of a page's body, each of a page's least words. */
export const bodyParagraphs = (label: string, description?: string, min = 1) =>
  paragraphs(label, description, min, pageLimits.paragraphWords);

/** Questions and answers, each answer with optional links to pages of the site. */
export const faqs = ({ pagePicker }: Pickers, min: number, description = `At least ${min}.`) =>
  fields.array(
    fields.object({
      question: fields.text({ label: "Question", validation: written }),
      answer: paragraph("Answer", pageLimits.answerWords),
      links: fields.array(
        fields.object({
          label: fields.text({ label: "Link text", validation: written }),
          path: pagePicker("Page"),
        }),
        {
          label: "Links under the answer",
          description: "Optional: pages the answer points to, such as the service agreement.",
          itemLabel: (props) => props.fields.label.value,
        },
      ),
    }),
    {
      label: "Questions and answers",
      description,
      validation: { length: { min } },
      itemLabel: (props) => short(props.fields.question.value),
    },
  );
