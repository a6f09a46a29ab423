import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { parseYaml } from "~/content/yaml";
import { namedEntries } from "~/keystatic/entries.server";
import { entriesNamed } from "~/keystatic/find-by-name";

/** The editor's search by name: what staff type finds the entry they named, whatever its file is called. */
const entry = (name: string, kind = "Services") => ({
  name,
  kind,
  href: `/keystatic/collection/x/item/${name.toLowerCase().replace(/\W+/g, "-")}`,
});
const entries = [
  entry("Wheelie bins"),
  entry("Bin washing and deodorising"),
  entry("Café and restaurant waste", "Industries"),
  entry("Front-lift bins"),
  entry("Coffee pods", "What goes where"),
];
const names = (typed: string) => entriesNamed(entries, typed).map((found) => found.name);

describe("the editor's search by name", () => {
  it("finds the whole name as typed, in any capitals, with spaces where the file name has hyphens", () => {
    expect(names("Wheelie bins")).toEqual(["Wheelie bins"]);
    expect(names("WHEELIE-BINS")).toEqual(["Wheelie bins"]);
  });

  it("finds every entry whose name holds each word typed, in any order, without accents", () => {
    expect(names("bins")).toEqual(["Wheelie bins", "Front-lift bins"].sort((a, b) => a.localeCompare(b)));
    expect(names("bins front")).toEqual(["Front-lift bins"]);
    expect(names("cafe")).toEqual(["Café and restaurant waste"]);
  });

  it("lists names holding the words whole first, then names that start with them", () => {
    expect(names("bin")).toEqual(["Bin washing and deodorising", "Front-lift bins", "Wheelie bins"]);
    expect(names("pod")).toEqual(["Coffee pods"]);
    const pests = [entry("Pesticides and herbicides", "What goes where"), entry("Commercial pest control")];
    expect(entriesNamed([...entries, ...pests], "pest").map((found) => found.name)).toEqual([
      "Commercial pest control",
      "Pesticides and herbicides",
    ]);
  });

  it("finds nothing for nothing typed, or for a word no name holds", () => {
    expect(names("  ")).toEqual([]);
    expect(names("-")).toEqual([]);
    expect(names("wheelie skip")).toEqual([]);
  });
});

describe("the entries it searches", () => {
  const all = namedEntries();

  it("holds every entry of the content folder, each named and with its own address in the editor", () => {
    expect(all.length).toBeGreaterThan(100);
    for (const found of all) {
      expect(found.name.trim(), found.href).not.toBe("");
      expect(found.kind.trim(), found.href).not.toBe("");
      expect(found.href).toMatch(/^\/keystatic\/(collection\/\w+\/item\/[^/]+|singleton\/\w+)$/);
    }
    expect(new Set(all.map((found) => found.href)).size).toBe(all.length);
  });

  it("names a page by its name field, as the page's heading does, not by its file name", () => {
    const pages = readContentFiles().filter((file) => file.file.startsWith("content/services/"));
    expect(pages.length).toBeGreaterThan(0);
    for (const { file, text } of pages) {
      const slug = file.replace(/^content\/services\/|\.yaml$/g, "");
      const found = all.find((named) => named.href === `/keystatic/collection/services/item/${slug}`);
      expect(found?.name, file).toBe((parseYaml(text) as { name: string }).name);
    }
  });
});
