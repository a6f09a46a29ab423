import { fields } from "@keystatic/core";
import { pageLimits } from "../../content/limits";
import { searchTextTaken } from "../../content/name-limits";
import { items, noPlaceholder, paragraph, paragraphs, short, tokensHint, words, written } from "./fields";
import { withCheck } from "./checked-field";
import {
  creatingInEditor,
  inEditorScreens,
  pageAddress,
  pageName,
  storedFileNameInEditor,
} from "./page-name";
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

/**
 * Search metadata whose title and description no other page has. The check runs in the editor,
 * which knows the entry open in it (`ownFile`: its file, or nothing while it is being made); the
 * build checks every page's against the others' (content/unique-pages.ts). Other pages' words are
 * the repository's when the editor's code was built, as the page pickers' pages are.
 */
export function uniqueMetadata(pages: readonly PageRef[], ownFile: () => string | undefined) {
  const taken = (field: "title" | "description") => (value: string) => {
    if (!inEditorScreens() || !value.trim()) return undefined;
    const own = ownFile();
    const other = pages.find((page) => page.file !== own && page[field]?.trim() === value.trim());
    return other && searchTextTaken(field, other);
  };
  return {
    ...metadata,
    title: withCheck(metadata.title, taken("title")),
    description: withCheck(metadata.description, taken("description")),
  };
}

/** The file of the folder's entry open in the editor; nothing while one is being made. */
export const entryFileIn = (folder: string) => () => {
  const stored = creatingInEditor() ? undefined : storedFileNameInEditor();
  return stored && `content/${folder}/${stored}.yaml`;
};

/** Name, address and search metadata, at the top of every page file of a folder. */
export const pageFields = (pages: readonly PageRef[], folder: string) => ({
  name: pageName({ folder, pages }),
  path: pageAddress({ pages }),
  ...uniqueMetadata(pages, entryFileIn(folder)),
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
