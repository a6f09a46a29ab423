import { bins } from "./bins";
import { blog } from "./blog";
import { cities } from "./cities";
import { company } from "./company";
import { footerSingleton } from "./footer";
import { blogFirstPage } from "../../content/footer-limits";
import { hubs } from "./hubs";
import { type PageRef, pickers } from "./page-picker";
import { lidColoursSingleton } from "./lid-colours";
import { movedPagesSingleton, publishedAddressesSingleton } from "./moved-pages";
import { navigationSingleton } from "./navigation";
import { type OpenPage, lead, metadata, openFixedPage, openPageIn } from "./page-fields";
import { type ProseIndex, fieldsOfOwnProse } from "./own-prose";
import { generalPages } from "./pages";
import { wordPageSingletons } from "./word-pages";
import { registerSingleton } from "./register";
import { entryWithRefusals } from "./refusals";
import { fieldsWithoutRules } from "./rules-in-statements";
import { serviceAreas } from "./service-areas";
import { templateWordsSingletons } from "./template-words";
import { type PublishedVersion, terms } from "./terms";
import { topicCollections } from "./topics";
import { wasteItems } from "./waste-items";
import type { ComponentSchema } from "@keystatic/core";
import { fixedPages, isFixedPage } from "../../content/fixed-pages";
import type { NamedPage } from "../../content/name-limits";
import type { WordedItem } from "../../content/finder-words";

export { type PageRef, pagesIn } from "./page-picker";
export { postsIn } from "./post-title";
export { finderItemsIn } from "./finder-answers";
export { proseIn } from "./own-prose";
export { termsVersionsIn } from "./terms";

/** Entries besides the pages that some fields check an entry against, read as `pages` are. */
export interface OtherEntries {
  /** The blog's posts: a post's title and address are its own. */
  posts?: readonly NamedPage[];
  /** The finder's items: each word people search for has one answer. */
  finderItems?: readonly WordedItem[];
  /** The pages' paragraphs and price sentences: each page's are its own (the editor's check). */
  prose?: ProseIndex;
  /** The published terms versions: each month published once per terms page (the editor's check). */
  termsVersions?: readonly PublishedVersion[];
}

/**
 * The one statement of the content's shape: one collection per page type, the published terms,
 * the blog, the finder tools' tables and the company's facts, each field with its own limits.
 * The editor shows these fields and refuses a save that breaks one; the build reads every file
 * through the same fields (app/content/fields.ts) and adds only the rules that span files
 * (app/content/load.ts).
 *
 * Page pickers offer `pages`: the editor passes the pages in the repository when its code is
 * built, the build the pages it is reading. The editor also passes the posts and finder items,
 * which the post's title and a finder item's words are checked against as staff type; the build
 * checks those rules across its own files (app/blog/catalogue.server.ts, app/content/finder.ts).
 */
export function contentSchema(
  pages: PageRef[],
  { posts = [], finderItems = [], prose, termsVersions = [] }: OtherEntries = {},
) {
  const pick = pickers(pages);
  return visible(
    ownProse(prose, {
      collections: {
        wasteItems: wasteItems(pick, finderItems),
        serviceAreas: serviceAreas(pick),
        bins: bins(pick),
        ...statingRulesInStatements({ ...topicCollections(pick), cities: cities(pick), hubs: hubs(pick) }),
        terms: terms(pick, termsVersions),
        blog: blog(posts),
      },
      singletons: {
        ...statingRulesInStatements(
          generalPages(pick),
          (key) => isFixedPage(key) && fixedPages[key].type === "hub",
        ),
        ...wordPageSingletons(metadata, lead),
        navigation: navigationSingleton((label, description) =>
          pick.pagePicker(label, undefined, pages, description),
        ),
        ...templateWordsSingletons((label) => pick.pagePicker(label)),
        footer: footerSingleton({
          quickLink: (label) => pick.pagePicker(label, undefined, [...pages, blogFirstPage]),
          area: (label) => pick.pagePicker(label, ["cities"]),
        }),
        company: company(),
        register: registerSingleton,
        lidColours: lidColoursSingleton((label, description, folders) =>
          pick.pagePicker(label, folders, pages, description),
        ),
        redirects: movedPagesSingleton,
        publishedAddresses: publishedAddressesSingleton,
      },
    }),
  );
}

/** Folders of pages, each an editor collection of the same name. */
const pageCollections = new Set([
  "services",
  "waste",
  "materials",
  "industries",
  "business",
  "cities",
  "hubs",
]);

/**
 * Every page's paragraphs and price sentences its own, checked in the editor against `prose`
 * (own-prose.ts): a collection's entry is the file the editor's address names, a fixed page its file.
 */
function ownProse<T extends { collections: object; singletons: object }>(
  prose: ProseIndex | undefined,
  schema: T,
): T {
  if (!prose) return schema;
  const each = (group: object, openOf: (key: string) => (() => OpenPage) | undefined) =>
    Object.fromEntries(
      Object.entries(group).map(([key, entry]) => {
        const open = openOf(key);
        return [key, open ? { ...entry, schema: fieldsOfOwnProse(entry.schema, prose, open) } : entry];
      }),
    );
  return {
    collections: each(schema.collections, (key) => (pageCollections.has(key) ? openPageIn(key) : undefined)),
    singletons: each(schema.singletons, (key) =>
      isFixedPage(key) ? openFixedPage(`${fixedPages[key].file}.yaml`) : undefined,
    ),
  } as T;
}

/**
 * Topic, city and hub pages state each rule of law in a statement with its source: every other
 * field of theirs refuses one (rules-in-statements.ts).
 */
function statingRulesInStatements<T extends Record<string, { schema: Record<string, ComponentSchema> }>>(
  entries: T,
  applies: (key: string) => boolean = () => true,
): T {
  return Object.fromEntries(
    Object.entries(entries).map(([key, entry]) => [
      key,
      applies(key) ? { ...entry, schema: fieldsWithoutRules(entry.schema) } : entry,
    ]),
  ) as T;
}

/** Every entry's refusals shown where staff look (refusals.tsx); the checks stay as they are. */
function visible<T extends { collections: object; singletons: object }>(schema: T): T {
  const each = (group: object) =>
    Object.fromEntries(
      Object.entries(group).map(([key, entry]) => [
        key,
        { ...entry, schema: entryWithRefusals(entry.schema) },
      ]),
    );
  return { collections: each(schema.collections), singletons: each(schema.singletons) } as T;
}
