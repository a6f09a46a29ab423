import { describe, expect, it } from "vitest";
import { finderTables } from "~/content/finder.server";
import { findPage } from "~/site/pages";
import { filterItems, groupByLetter, type FinderItem } from "~/tools/finder";

/** The finder's items as its page receives them: read from content/finder/waste-items/. */
const items: FinderItem[] = finderTables().wasteItems.map((item) => ({
  ...item,
  stream: findPage(item.path)?.name ?? "",
}));

const item = (name: string, stream: string, aliases?: string[]): FinderItem => ({
  name,
  stream,
  path: "/x",
  prepare: "Bag it.",
  ...(aliases ? { aliases } : {}),
});
const sample = [
  item("Cooking oil", "Grease trap pump-outs", ["fryer oil"]),
  item("Batteries (car and truck)", "Metal recycling"),
  item("Polystyrene (packaging foam)", "Polystyrene recycling", ["styrofoam", "EPS"]),
  item("Mobile phones", "E-waste and electronics recycling"),
  item("Oil filters", "Oil recycling"),
];
const names = (list: FinderItem[]) => list.map((i) => i.name);

describe("what goes where: the items in the content", () => {
  it("finds every item by its own name, each of its other names and its stream", () => {
    expect(items.length).toBeGreaterThan(0);
    for (const entry of items) {
      expect(names(filterItems(items, entry.name)), entry.name).toContain(entry.name);
      for (const alias of entry.aliases ?? [])
        expect(names(filterItems(items, alias)), alias).toContain(entry.name);
      expect(names(filterItems(items, entry.stream)), entry.stream).toContain(entry.name);
    }
  });

  it("says who takes what we do not collect", () => {
    for (const entry of items.filter((i) => i.notTaken)) expect(entry.note, entry.name).toBeTruthy();
  });

  it("types no company facts: phone numbers and names come from the company's file", () => {
    for (const entry of items) expect(JSON.stringify(entry)).not.toMatch(/1300|Saltbush/);
  });
});

describe("filterItems", () => {
  it("returns everything for an empty query", () => {
    expect(filterItems(sample, "")).toHaveLength(sample.length);
    expect(filterItems(sample, "   ")).toHaveLength(sample.length);
    expect(filterItems(sample, null)).toHaveLength(sample.length);
  });

  it("matches names, other names and streams, ignoring case and punctuation", () => {
    expect(names(filterItems(sample, "BATTERIES"))).toEqual(["Batteries (car and truck)"]);
    expect(names(filterItems(sample, "styrofoam"))).toEqual(["Polystyrene (packaging foam)"]);
    expect(names(filterItems(sample, "fryer"))).toEqual(["Cooking oil"]);
    expect(names(filterItems(sample, "e-waste"))).toEqual(["Mobile phones"]);
  });

  it("needs every word, in any order", () => {
    expect(names(filterItems(sample, "oil cooking"))).toEqual(["Cooking oil"]);
    expect(names(filterItems(sample, "oil"))).toEqual(["Cooking oil", "Oil filters"]);
    expect(filterItems(sample, "cooking zebra")).toEqual([]);
  });
});

describe("groupByLetter", () => {
  it("groups A to Z, sorted within each letter", () => {
    const groups = groupByLetter(items);
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort());
    for (const group of groups) {
      expect(group.items.every((entry) => entry.name.startsWith(group.letter))).toBe(true);
      expect(names(group.items)).toEqual([...names(group.items)].sort((a, b) => a.localeCompare(b, "en-AU")));
    }
    expect(groups.reduce((sum, g) => sum + g.items.length, 0)).toBe(items.length);
  });
});
