import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { allPosts } from "~/blog/catalogue.server";
import { finderTables } from "~/content/finder.server";
import { searchIndexJson, searchSite } from "~/search/index.server";
import { POST_KIND, indexOptions, type SearchDocument, type StoredFields } from "~/search/options";
import { SYNONYM_WEIGHT } from "~/search/best-match";
import { runSearch } from "~/search/run";
import { findPage } from "~/site/pages";

/**
 * The ranking rules, tried on a small site of their own so that they hold whatever staff write:
 * the pages here exist only in this test.
 */
const page = (
  path: string,
  name: string,
  body: string,
  kind = "Service",
  fields: Partial<SearchDocument> = {},
): SearchDocument => ({
  path,
  name,
  title: name,
  kind,
  keywords: "",
  description: `${name}: what we do, how it works and who it suits, across Australia's cities.`,
  headings: "How it works",
  body,
  ...fields,
});
const fixture: SearchDocument[] = [
  page(
    "/grease-traps",
    "Grease trap pump-outs",
    "We pump out traps on a schedule set by your trade waste permit.",
  ),
  page("/polystyrene", "Polystyrene recycling", "Clean expanded foam from packaging, compacted into blocks."),
  page(
    "/food-organics",
    "Food organics recycling",
    "Caddies and bins for kitchen scraps, taken for composting.",
  ),
  page(
    "/electronics",
    "Electronics recycling",
    "Computers, screens and cables, taken apart for their metals.",
  ),
  page(
    "/general",
    "General waste collection",
    "Bins for what cannot be recycled, emptied weekly or more often.",
  ),
  page(
    "/trade-waste",
    "Trade waste permits",
    "Your water utility's permit says how often the grease trap is pumped and what goes to sewer.",
  ),
  page(
    "/post/grease",
    "Why a grease trap needs pumping",
    "A grease trap fills with grease; grease left too long smells, and grease traps overflow.",
    POST_KIND,
  ),
  // Saying the words in every field but the name: by score alone it would come first.
  page(
    "/kitchen",
    "Kitchen pump-outs",
    "Grease traps, grease arrestors and grease interceptors: grease pumped out and taken away.",
    "Service",
    {
      keywords: "grease, grease trap",
      headings: "Grease. Grease traps",
      description: "Grease traps pumped out.",
    },
  ),
  // A post titled with the words and saying them everywhere: by score alone it would come first.
  page(
    "/post/guide",
    "Grease trap guide",
    "Grease traps, grease trap pumping, grease trap smells and grease trap permits.",
    POST_KIND,
    {
      keywords: "grease trap",
      headings: "Grease trap sizes. Grease trap pumping",
      description: "A grease trap guide: grease trap pumping.",
    },
  ),
];
const server = new MiniSearch<SearchDocument>(indexOptions);
server.addAll(fixture);
/**
 * A page named for a synonym of another page's name, saying its synonyms often, beside a page
 * that says both of them: neither may outrank the page named with the visitor's word.
 */
const withSynonym = new MiniSearch<SearchDocument>(indexOptions);
withSynonym.addAll([
  ...fixture,
  page(
    "/cooking-oil",
    "Cooking oil collection",
    "Drums for used cooking oil and fat from fryers: cooking oil and fat collected and refined.",
  ),
  page("/fat-only", "Fryer drums", "Drums for used fat from fryers, collected and refined."),
  // Named for a synonym and saying synonyms in every field: by score alone it would come first.
  page(
    "/fryer-fat",
    "Fryer fat",
    "Fat, fat and more fat: cooking oil and fat from fryers, fat from hoods.",
    "Service",
    {
      keywords: "fat, cooking oil",
      headings: "Fat. Fat drums. Cooking oil",
      description: "Fat collected: fat and cooking oil.",
    },
  ),
]);
const browser = MiniSearch.loadJSON<SearchDocument>(JSON.stringify(server), indexOptions);
const paths = (index: MiniSearch<SearchDocument>, query: string) =>
  runSearch(index, query).map((result) => result.id as string);
const first = (index: MiniSearch<SearchDocument>, query: string) =>
  (runSearch(index, query)[0] as unknown as StoredFields | undefined)?.path;

describe("site search ranking", () => {
  it.each([
    [
      "a page named for the words above one that only mentions them, and above a post about it",
      "grease",
      "/grease-traps",
    ],
    ["a typo of one letter in five", "polystyrine", "/polystyrene"],
    ["the first letters of a word", "polysty", "/polystyrene"],
    ["an everyday word for the page's own", "FOGO", "/food-organics"],
    ["a word written two ways", "e-waste", "/electronics"],
    ["a word written two ways, joined", "ewaste", "/electronics"],
  ])("puts first %s (%s)", (_rule, query, path) => {
    expect(first(server, query)).toBe(path);
    // The browser's copy of the index answers as the server does.
    expect(first(browser, query)).toBe(path);
  });

  it("puts a page named with the visitor's word above pages found through its synonyms", () => {
    const found = paths(withSynonym, "grease");
    for (const bySynonym of ["/cooking-oil", "/fat-only", "/fryer-fat"])
      expect(found.indexOf("/grease-traps"), bySynonym).toBeLessThan(found.indexOf(bySynonym));
    expect(found[0]).toBe("/grease-traps");
    // In the other direction too: the page named "cooking oil" first, the grease page still found.
    expect(first(withSynonym, "cooking oil")).toBe("/cooking-oil");
    expect(paths(withSynonym, "cooking oil")).toContain("/grease-traps");
  });

  it("counts a phrase's synonyms once, at the weight of the best match", () => {
    const score = (query: string, path: string) =>
      runSearch(withSynonym, query).find((result) => result.id === path)?.score ?? 0;
    for (const path of ["/cooking-oil", "/fat-only"]) {
      const best = Math.max(score("fat", path), score("cooking oil", path));
      expect(best).toBeGreaterThan(0);
      expect(score("grease", path), path).toBeCloseTo(SYNONYM_WEIGHT * best, 6);
    }
  });

  it("puts a service page above a post on its topic, however often the post says the word", () => {
    for (const query of ["grease", "grease trap", "grease traps"]) {
      const found = paths(server, query);
      expect(found[0], query).toBe("/grease-traps");
      // Named with the words or not, a post comes after the service: it is the article about it.
      for (const post of ["/post/grease", "/post/guide"]) expect(found, query).toContain(post);
    }
  });

  it("finds nothing for nonsense, and nothing for an empty query", () => {
    expect(runSearch(server, "zzqxjv")).toHaveLength(0);
    expect(runSearch(server, "   ")).toHaveLength(0);
  });
});

describe("the site's own index", () => {
  it("finds the finder's page for every item it lists", () => {
    for (const item of finderTables().wasteItems)
      expect(
        searchSite(item.name).hits.map((hit) => hit.path),
        item.name,
      ).toContain("/what-goes-where");
  });

  it("finds every blog post by its title", () => {
    for (const post of allPosts())
      expect(
        searchSite(post.title).hits.map((hit) => hit.path),
        post.title,
      ).toContain(`/post/${post.slug}`);
  });

  it("leaves the thank-you page out", () => {
    const thanks = findPage("/thank-you");
    if (thanks) expect(searchSite(thanks.name).hits.map((hit) => hit.path)).not.toContain("/thank-you");
  });

  it("keeps in the browser's copy only what a suggestion shows", () => {
    const index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(), indexOptions);
    const [hit] = runSearch(index, "bins");
    expect(
      Object.keys(hit!)
        .filter((key) => ["path", "name", "kind", "body"].includes(key))
        .sort(),
    ).toEqual(["kind", "name", "path"]);
  });
});
