import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { finderTables } from "~/content/finder.server";
import { searchIndexJson, searchSite } from "~/search/index.server";
import { indexOptions, type SearchDocument, type StoredFields } from "~/search/options";
import { runSearch } from "~/search/run";
import { findPage } from "~/site/pages";

const expectations: [query: string, path: string][] = [
  ["grease", "/waste-management/grease-trap-pump-outs"],
  ["polystyrine", "/recycling/polystyrene-recycling"],
  ["FOGO", "/recycling/food-waste-organics-recycling"],
  ["skip", "/services/bulk-bins-skip-bins"],
  ["e-waste", "/recycling/e-waste-electronics-recycling"],
  ["ewaste", "/recycling/e-waste-electronics-recycling"],
  ["electronics recycling", "/recycling/e-waste-electronics-recycling"],
  ["grease trap", "/waste-management/grease-trap-pump-outs"],
  ["polysty", "/recycling/polystyrene-recycling"],
];

describe("site search ranking (server)", () => {
  it("finds the finder's page for every item it lists", () => {
    for (const item of finderTables().wasteItems)
      expect(
        searchSite(item.name).hits.map((hit) => hit.path),
        item.name,
      ).toContain("/what-goes-where");
  });

  it.each(expectations)("%s ranks %s first", (query, path) => {
    const { hits } = searchSite(query);
    expect(
      hits[0]?.path,
      hits
        .slice(0, 5)
        .map((hit) => hit.path)
        .join(", "),
    ).toBe(path);
  });

  it("finds nothing for nonsense, and nothing for an empty query", () => {
    expect(searchSite("zzqxjv").total).toBe(0);
    expect(searchSite("   ").total).toBe(0);
  });

  it("finds blog posts by their words", () => {
    expect(
      searchSite("food organics commercial kitchens").hits.some((hit) => hit.path.startsWith("/post/")),
    ).toBe(true);
  });

  it("leaves the thank-you page out", () => {
    expect(searchSite("thank you enquiry").hits.map((hit) => hit.path)).not.toContain("/thank-you");
  });
});

describe("the browser's copy of the index", () => {
  const index = MiniSearch.loadJSON<SearchDocument>(searchIndexJson(), indexOptions);

  it.each(expectations)("%s ranks %s first", (query, path) => {
    expect((runSearch(index, query)[0] as unknown as StoredFields | undefined)?.path).toBe(path);
  });

  it("keeps only what a suggestion shows", () => {
    const [first] = runSearch(index, "wheelie bins");
    const page = "/services/wheelie-bins";
    expect(first).toMatchObject({ path: page, name: findPage(page)!.name, kind: "Service" });
    expect(first).not.toHaveProperty("body");
  });
});
