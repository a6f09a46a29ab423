import { type KnownBin, bins } from "./bins";
import { blog } from "./blog";
import { cities } from "./cities";
import { company } from "./company";
import { footerSingleton } from "./footer";
import { blogFirstPage } from "../footer-limits";
import { hubs } from "./hubs";
import { type PageRef, pickers } from "./page-picker";
import type { LinksTo } from "./linked-from";
import { lidColoursSingleton } from "./lid-colours";
import { monthly } from "./monthly";
import { type KnownAddresses, movedPagesSingleton, publishedAddressesSingleton } from "./moved-pages";
import { navigationSingleton } from "./navigation";
import { type OpenPage, lead, metadata, openFixedPage, openPageIn } from "./page-fields";
import { type ProseIndex, cityPageWalk, fieldsOfOwnProse } from "./own-prose";
import { generalPages } from "./pages";
import { wordPageSingletons } from "./word-pages";
import { registerSingleton } from "./register";
import { publishedTermsSingleton } from "./published-terms";
import { entryWithRefusals } from "./refusals";
import { fieldsWithoutRules } from "./rules-in-statements";
import { type KnownArea, serviceAreas } from "./service-areas";
import { templateWordsSingletons } from "./template-words";
import { type PublishedVersion, terms } from "./terms";
import { topicCollections } from "./topics";
import { wasteItems } from "./waste-items";
import type { ComponentSchema } from "@keystatic/core";
import { type FixedPageKey, fixedPages } from "../fixed-pages";
import type { NamedPage } from "../name-limits";
import { pageTypeOf } from "../page-folders";
import type { WordedItem } from "../finder-words";

export { type PageRef, pagesIn } from "./page-picker";
export { postsIn } from "./post-title";
export { finderItemsIn } from "./finder-answers";
export { proseIn } from "./own-prose";
export { linksIn } from "./linked-from";
export { termsVersionsIn } from "./terms";
export { areasIn } from "./service-areas";
export { binsIn } from "./bins";

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
  /** The entries that link to each address: a page's entry names them before it is deleted. */
  linksTo?: LinksTo;
  /** The addresses the site answers at and has published: the moved pages' check. */
  addresses?: KnownAddresses;
  /** The service areas: an area's ranges and suburbs against the others' (the editor's check). */
  areas?: readonly KnownArea[];
  /** The bin sizes: a bin's name and kind against the others' (the editor's check). */
  knownBins?: readonly KnownBin[];
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
  {
    posts = [],
    finderItems = [],
    prose,
    termsVersions = [],
    linksTo,
    addresses,
    areas = [],
    knownBins = [],
  }: OtherEntries = {},
) {
  const pick = pickers(pages, linksTo);
  /** The pages the menu and footer link, each with its type, as the build reads them. */
  const linkable = pages.map((page) => ({ path: page.path, name: page.name, type: pageTypeOf(page) ?? "" }));
  /** A page's own words checked against the other pages' (own-prose.ts), where the editor has them. */
  const ownWords = (schema: Fields, open: () => OpenPage, city = false) =>
    prose ? fieldsOfOwnProse(schema, prose, open, city) : schema;
  return visible({
    collections: {
      // The finder's answers have no statements: a rule belongs in the linked page's statements.
      wasteItems: rulesLeftToStatements(wasteItems(pick, finderItems)),
      serviceAreas: serviceAreas(pick, areas),
      bins: rulesLeftToStatements(bins(pick, knownBins)),
      // Topic, city and hub pages state each rule of law in a statement with its source.
      ...withSchemas(
        { ...topicCollections(pick), cities: cities(pick), hubs: hubs(pick) },
        (folder, schema) => {
          const own = ownWords(fieldsWithoutRules(schema), openPageIn(folder), folder === "cities");
          return folder === "cities" ? cityPageWalk(own, prose?.cities, openPageIn(folder)) : own;
        },
      ),
      terms: terms(pick, termsVersions),
      blog: blog(posts),
      monthly: monthly(pick, posts),
    },
    singletons: {
      ...withSchemas(generalPages(pick), (key, schema) => {
        const page = fixedPages[key as FixedPageKey];
        return ownWords(
          page.type === "hub" ? fieldsWithoutRules(schema) : schema,
          openFixedPage(`${page.file}.yaml`),
        );
      }),
      ...wordPageSingletons(metadata, lead),
      navigation: navigationSingleton(
        (label, description, allowed, elsewhere) =>
          pick.pagePicker(
            label,
            undefined,
            pages.filter((page) => allowed(page.path)),
            description,
            elsewhere,
          ),
        linkable,
      ),
      ...templateWordsSingletons((label) => pick.pagePicker(label)),
      footer: footerSingleton(
        {
          quickLink: (label) => pick.pagePicker(label, undefined, [...pages, blogFirstPage]),
          area: (label) => pick.pagePicker(label, ["cities"]),
        },
        linkable,
      ),
      company: company(),
      register: registerSingleton,
      lidColours: lidColoursSingleton((label, description, folders) =>
        pick.pagePicker(label, folders, pages, description),
      ),
      redirects: movedPagesSingleton(addresses),
      publishedAddresses: publishedAddressesSingleton,
      publishedTerms: publishedTermsSingleton,
    },
  });
}

type Fields = Record<string, ComponentSchema>;

/** A collection whose every field of words refuses a rule of law (rules-in-statements.ts). */
function rulesLeftToStatements<T extends { schema: Fields }>(entry: T): T {
  return { ...entry, schema: fieldsWithoutRules(entry.schema) };
}

/** Each entry of `group` with its fields as `change` gives them, told the entry's key. */
function withSchemas<T extends Record<string, { schema: Fields }>>(
  group: T,
  change: (key: string, schema: Fields) => Fields,
): T {
  return Object.fromEntries(
    Object.entries(group).map(([key, entry]) => [key, { ...entry, schema: change(key, entry.schema) }]),
  ) as T;
}

/** Every entry's refusals shown where staff look (refusals.tsx); the checks stay as they are. */
function visible<T extends { collections: object; singletons: object }>(schema: T): T {
  const each = (group: object) =>
    withSchemas(group as Record<string, { schema: Fields }>, (_, fields) => entryWithRefusals(fields));
  return { collections: each(schema.collections), singletons: each(schema.singletons) } as T;
}
