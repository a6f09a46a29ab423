import type { ComponentSchema } from "@keystatic/core";
import { load as parse } from "js-yaml";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { blogFirstPage } from "~/content/footer-limits";
import type { MenuFile, MenuItem } from "~/content/navigation";
import { dropdowns } from "~/content/navigation-spec";
import { fiveWordRuns, notProse, overlap, pageRuns, proseFields } from "~/content/repeat-limits";
import { contentSchema, pagesIn, proseIn } from "~/keystatic/schema";
import { entryProblems } from "~/keystatic/schema/entry-problems";
import { problemsOf } from "~/keystatic/schema/problems";

/**
 * The rules on a whole entry that the editor's save applies (save-walk.tsx): the menu's rules
 * across its dropdowns, the pages the footer's quick links keep, and a city page's wording as a
 * whole. A save checks every field of the
 * entry in the order of its fields, depth first; `problemsOf` walks them in that order too, so it
 * stands in for the editor's save here (the editor's own save is the editor tests').
 */
const files = readContentFiles();
const pages = pagesIn(files);
const { collections, singletons } = contentSchema(pages, { prose: proseIn(files, pages) });
const dataOf = (file: string) =>
  parse(files.find((entry) => entry.file === file)!.text) as Record<string, unknown>;
const saved = (fields: Record<string, unknown>, value: unknown) =>
  problemsOf({ kind: "object", fields } as ComponentSchema, value);
afterEach(() => vi.unstubAllGlobals());

describe("the menu, at Save", () => {
  const fields = singletons.navigation.schema as Record<string, unknown>;
  const menu = () => structuredClone(dataOf("content/navigation.yaml")) as MenuFile;
  // What the entry's summary lists after the save: the save itself only hears that it is refused.
  const messages = (file: MenuFile) => {
    saved(fields, file);
    return entryProblems()
      .filter(({ place }) => place === "menu")
      .map(({ where, message }) => `${where.join(", ")}: ${message}`);
  };
  const hubItem = (file: MenuFile) => {
    for (const bar of dropdowns)
      for (const item of file[bar.dropdown] ?? []) if (item.children.length) return { bar, item };
    throw new Error("the menu has no submenu");
  };

  it("passes the menu as it is, and says nothing to the entry's summary", () => {
    expect(saved(fields, menu())).toEqual([]);
    expect(messages(menu())).toEqual([]);
  });

  it("refuses a page in two dropdowns, naming the first, in the labels staff see", () => {
    const file = menu();
    const city = pages.find((page) => page.folder === "cities")!;
    const [first, second] = dropdowns;
    file[first!.dropdown]!.push({ label: "Near you", page: city.path, children: [] });
    file[second!.dropdown]!.push({ label: "Near you", page: city.path, children: [] });
    const at = file[second!.dropdown]!.length;
    expect(messages(file)).toContainEqual(
      expect.stringMatching(
        `^${second!.label} dropdown, item ${at}, Page: ${city.path} is already in the menu, in the ${first!.label} dropdown`,
      ),
    );
    // The save is refused, and the summary moves to the dropdown.
    expect(saved(fields, file)).not.toEqual([]);
    expect(entryProblems()).toContainEqual(
      expect.objectContaining({ place: "menu", list: `${second!.label} dropdown` }),
    );
  });

  it("refuses a submenu's page listed in its dropdown too, and a page the specification keeps there taken out", () => {
    const file = menu();
    const { bar, item } = hubItem(file);
    const moved = item.children.shift()!;
    file[bar.dropdown]!.push({ ...moved, children: [] });
    item.children.push({ ...moved });
    const problems = messages(file).join("\n");
    expect(problems).toContain(`${moved.page} is already in the menu`);
    const taken = menu();
    const { item: hub } = hubItem(taken);
    const gone = hub.children.pop()!;
    expect(messages(taken).join("\n")).toMatch(
      new RegExp(
        `\\(${gone.page}\\) is missing: the site's specification keeps it in the submenu of ${hub.label}`,
      ),
    );
  });

  it("refuses a submenu under a page that is not a hub", () => {
    const file = menu();
    const { bar } = hubItem(file);
    const plain = file[bar.dropdown]!.find((item: MenuItem) => !item.children.length)!;
    const city = pages.find((page) => page.folder === "cities")!;
    plain.children.push({ label: "Near you", page: city.path });
    expect(messages(file).join("\n")).toContain(
      `only a hub page opens a submenu (its View All link); ${plain.page} is not one`,
    );
  });

  it("judges only a save: the last field's check alone has nothing to judge", () => {
    const end = fields.menuSaveEnds as { validate: (value: null) => null };
    expect(end.validate(null)).toBeNull();
  });
});

describe("the footer's quick links, at Save", () => {
  const fields = singletons.footer.schema as Record<string, unknown>;
  const footer = () => structuredClone(dataOf("content/footer.yaml")) as { quickLinks: { page: string }[] };
  const said = () => entryProblems().filter(({ place }) => place === "footerLinks");

  it("passes the footer as it is", () => {
    expect(saved(fields, footer())).toEqual([]);
    expect(said()).toEqual([]);
  });

  it("refuses quick links without the blog's first page or a terms page, moving to the list", () => {
    for (const required of [blogFirstPage.path, pages.find((page) => page.template === "terms")!.path]) {
      const file = footer();
      file.quickLinks = file.quickLinks.filter((link) => link.page !== required);
      expect(saved(fields, file)).not.toEqual([]);
      expect(said()).toEqual([
        expect.objectContaining({
          where: ["Quick links"],
          message: expect.stringContaining(`(${required}) is missing; the footer links it from every page`),
          list: "Quick links",
        }),
      ]);
    }
  });
});

describe("a city page's wording as a whole, at Save", () => {
  const cityFiles = files.filter(({ file }) => file.startsWith("content/cities/")).map(({ file }) => file);
  const [mine, theirs] = cityFiles as [string, string];
  const fields = collections.cities.schema as Record<string, unknown>;
  const open = (file: string) =>
    vi.stubGlobal("window", {
      location: { pathname: `/keystatic/collection/cities/item/${file.replace(/^.*\/|\.yaml$/g, "")}` },
    });
  const textsOf = (data: unknown) => proseFields(data).map(([, text]) => text);
  // The page as the editor holds it: its name field holds the name with the file's name.
  const valueOf = (file: string) => {
    const data = structuredClone(dataOf(file));
    return { ...data, name: { name: data.name, slug: file.replace(/^.*\/|\.yaml$/g, "") } };
  };
  /** The page's texts long enough to take a sentence and stay mostly its own, as a way to change each. */
  type Holder = Record<string, unknown>;
  const longTexts = (value: unknown): { holder: Holder; key: string }[] => {
    if (!value || typeof value !== "object") return [];
    return Object.entries(value).flatMap(([key, item]) => {
      if (notProse.has(key)) return [];
      if (typeof item !== "string") return longTexts(item);
      return item.split(/\s+/).length >= 40 ? [{ holder: value as Holder, key }] : [];
    });
  };

  it("passes the page as it is", () => {
    open(mine);
    expect(saved(fields, valueOf(mine))).toEqual([]);
  });

  it("refuses a tenth of another city page's wording spread over texts each well under a text's own limit", () => {
    open(mine);
    const data = valueOf(mine);
    // Another city's sentences, one added to each of this page's long texts in turn.
    const sentences = textsOf(dataOf(theirs))
      .flatMap((text) => text.split(/(?<=[.!?])\s+/))
      .filter((sentence) => sentence.split(/\s+/).length >= 12);
    const targets = longTexts(data);
    const theirRuns = pageRuns(textsOf(dataOf(theirs)));
    let added = 0;
    while (overlap(pageRuns(textsOf(data)), theirRuns) < 0.12 && added < sentences.length) {
      const { holder, key } = targets[added % targets.length]!;
      holder[key] = `${holder[key] as string} ${sentences[added]}`;
      added++;
    }
    // Each text on its own is under the share that refuses a single text (30%).
    for (const text of textsOf(data)) {
      const runs = fiveWordRuns(text);
      if (runs.size >= 10)
        expect([...runs].filter((run) => theirRuns.has(run)).length / runs.size).toBeLessThan(0.3);
    }
    expect(saved(fields, data)).toHaveLength(1);
    expect(entryProblems().filter(({ place }) => place === "cityWording")).toEqual([
      {
        place: "cityWording",
        where: ["The page as a whole"],
        message: expect.stringMatching(
          /^shares \d+% of its wording with “.+” \(\/.+\); a city page shares less than 10%/,
        ),
      },
    ]);
  });
});
