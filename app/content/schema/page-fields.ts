import { fields } from "@keystatic/core";
import { pageLimits } from "../limits";
import { searchTextTaken } from "../name-limits";
import { items, noPlaceholder, paragraph, paragraphs, short, tokensHint, words, written } from "./fields";
import { withCheck } from "./checked-field";
import { inEditorScreens, pageAddress, pageName } from "./page-name";
import type { LinksTo } from "./linked-from";
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
 * The page open in the editor, for the checks of a page against the others: its file, `NEW_PAGE`
 * while it is being made (a duplicate's copy included), or nothing where no one page is open (a
 * list, the dashboard, another collection's entry, the build), and then those checks say nothing:
 * the editor reads every entry of a list through its fields too.
 */
export type OpenPage = string | typeof NEW_PAGE | undefined;
export const NEW_PAGE = Symbol("a page being made");

/** The entry of a collection open in the editor: its file in `folder`, `NEW_PAGE`, or nothing. */
export const openEntryIn = (collection: string, folder: string) => (): OpenPage => {
  if (typeof window === "undefined") return undefined;
  const match = /\/collection\/([^/]+)\/(?:(create)|item\/([^/]+))\/?$/.exec(window.location.pathname);
  if (match?.[1] !== collection) return undefined;
  if (match[2]) return NEW_PAGE;
  try {
    return `${folder}/${decodeURIComponent(match[3]!)}.yaml`;
  } catch {
    // An address typed by hand that is no file name names no entry.
    return undefined;
  }
};

/** The entry of a folder's collection open in the editor (the folder is the collection's name). */
export const openPageIn = (folder: string) => openEntryIn(folder, `content/${folder}`);

/** A fixed page, whose file is its own wherever the editor reads it; outside the editor, nothing. */
export const openFixedPage = (file: string) => (): OpenPage => (inEditorScreens() ? file : undefined);

/** The entry other than the open one among `owners`, if any; nothing where no entry is open. */
export function otherThanOpen<P extends { file: string }>(
  owners: readonly P[] | undefined,
  open: OpenPage,
): P | undefined {
  return open === undefined ? undefined : owners?.find((page) => page.file !== open);
}

/**
 * Search metadata whose title and description no other page has. The check runs in the editor,
 * on the page open in it (`open`); the build checks every page's against the others'
 * (content/unique-pages.ts). Other pages' words are the repository's when the editor's code was
 * built, as the page pickers' pages are.
 */
export function uniqueMetadata(pages: readonly PageRef[], open: () => OpenPage) {
  const taken = (field: "title" | "description") => (value: string) => {
    if (!value.trim()) return undefined;
    const owners = pages.filter((page) => page[field]?.trim() === value.trim());
    const other = otherThanOpen(owners, open());
    return other && searchTextTaken(field, other);
  };
  return {
    ...metadata,
    title: withCheck(metadata.title, taken("title")),
    description: withCheck(metadata.description, taken("description")),
  };
}

/** Name, address and search metadata, at the top of every page file of a folder. */
export const pageFields = (pages: readonly PageRef[], folder: string, linksTo?: LinksTo) => ({
  name: pageName({ folder, pages }),
  path: pageAddress({ pages, linksTo }),
  ...uniqueMetadata(pages, openPageIn(folder)),
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
