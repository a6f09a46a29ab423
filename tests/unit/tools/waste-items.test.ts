import { describe, expect, it } from "vitest";
import { wasteItems } from "~/content/tools/waste-items";
import { findPage } from "~/site/pages";
import { filterItems, groupByLetter, type FinderItem } from "~/tools/finder";

const items: FinderItem[] = wasteItems.map((item) => ({ ...item, stream: findPage(item.path)?.name ?? "" }));

describe("what goes where: the items", () => {
  it("lists at least 150 items", () => {
    expect(wasteItems.length).toBeGreaterThanOrEqual(150);
  });

  it.each(wasteItems.map((item) => [item.name, item.path] as const))(
    "%s links to a known page (%s)",
    (_, path) => {
      expect(findPage(path)).toBeDefined();
    },
  );

  it("never lists an item twice", () => {
    const names = wasteItems.map((item) => item.name.toLowerCase());
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it("says how to prepare every item, in full sentences", () => {
    for (const item of wasteItems) expect(item.prepare, item.name).toMatch(/^[A-Z].*\.$/);
    for (const item of wasteItems.filter((i) => i.note)) expect(item.note, item.name).toMatch(/^[A-Z].*\.$/);
  });

  it("says who takes what we do not", () => {
    for (const name of ["Asbestos", "Gas bottles and cylinders", "Tyres"]) {
      expect(wasteItems.find((item) => item.name === name)?.note, name).toMatch(/We do not/);
    }
    for (const item of wasteItems.filter((i) => i.notTaken))
      expect(item.note, item.name).toMatch(/licensed|retailer|return|recycler/i);
    expect(wasteItems.filter((i) => i.notTaken).map((i) => i.name)).toEqual(
      expect.arrayContaining(["Asbestos", "Gas bottles and cylinders", "Tyres"]),
    );
    expect(wasteItems.find((item) => item.name.startsWith("Asbestos"))?.note).toMatch(
      /licensed asbestos removalist/,
    );
    expect(wasteItems.find((item) => item.name.startsWith("Paint ("))?.note).toMatch(/drop-off/);
  });

  it("types no company facts: phone numbers and names come from site.ts", () => {
    for (const item of wasteItems) expect(JSON.stringify(item)).not.toMatch(/1300|Saltbush/);
  });
});

describe("filterItems", () => {
  it("returns everything for an empty query", () => {
    expect(filterItems(items, "")).toHaveLength(items.length);
    expect(filterItems(items, "   ")).toHaveLength(items.length);
    expect(filterItems(items, null)).toHaveLength(items.length);
  });

  it("matches names, other names and streams, ignoring case and punctuation", () => {
    expect(filterItems(items, "BATTERIES").map((i) => i.name)).toContain("Batteries (car and truck)");
    expect(filterItems(items, "styrofoam").map((i) => i.name)).toContain("Polystyrene (packaging foam)");
    expect(filterItems(items, "fryer").map((i) => i.name)).toEqual(["Cooking oil"]);
    expect(filterItems(items, "e-waste").length).toBeGreaterThan(5);
  });

  it("needs every word, in any order", () => {
    expect(filterItems(items, "oil cooking").map((i) => i.name)).toEqual(["Cooking oil"]);
    expect(filterItems(items, "cooking zebra")).toEqual([]);
  });
});

describe("groupByLetter", () => {
  it("groups A to Z, sorted within each letter", () => {
    const groups = groupByLetter(items);
    expect(groups.map((g) => g.letter)).toEqual([...groups.map((g) => g.letter)].sort());
    expect(groups[0]!.letter).toBe("A");
    for (const group of groups) {
      expect(group.items.every((item) => item.name.startsWith(group.letter))).toBe(true);
    }
    expect(groups.reduce((sum, g) => sum + g.items.length, 0)).toBe(items.length);
  });
});
