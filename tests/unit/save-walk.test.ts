import type { ComponentSchema } from "@keystatic/core";
import { load as parse } from "js-yaml";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { blogFirstPage } from "~/content/footer-limits";
import type { MenuFile, MenuItem } from "~/content/navigation";
import { dropdowns } from "~/content/navigation-spec";
import { fiveWordRuns, notProse, overlap, pageRuns, proseFields } from "~/content/repeat-limits";
import { areasIn, binsIn, contentSchema, pagesIn, postsIn, proseIn, termsVersionsIn } from "~/content/schema";
import { addressFiles, liveAddresses } from "~/content/address-limits";
import { entryProblems } from "~/content/schema/entry-problems";
import { problemsOf } from "~/content/schema/problems";

/**
 * The rules on a whole entry that the editor's save applies (save-walk.tsx): the menu's rules
 * across its dropdowns, the pages the footer's quick links keep, the moved pages against the
 * addresses the site has published, a service area and a bin size against the others, and a city
 * page's wording as a whole. A save checks every field of the
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

describe("the moved pages, at Save", () => {
  const posts = postsIn(files);
  const published = (dataOf(addressFiles.published) as { addresses: string[] }).addresses;
  const live = liveAddresses(
    termsVersionsIn(files),
    pages,
    posts.map((post) => post.path),
  );
  const fields = contentSchema(pages, { addresses: { live, published } }).singletons.redirects
    .schema as Record<string, unknown>;
  const said = () =>
    entryProblems()
      .filter(({ place }) => place === "movedPages")
      .map(({ where, message }) => `${where.join(", ")}: ${message}`);
  const [page, other] = pages;

  it("passes the moves as they are", () => {
    expect(saved(fields, dataOf(addressFiles.moves))).toEqual([]);
    expect(said()).toEqual([]);
  });

  it("refuses moving a live page's address, a new address that is no page, and one address moved twice", () => {
    const gone = "/services/an-old-service";
    const moves = [
      { from: page!.path, to: other!.path },
      { from: gone, to: "/services/no-such-page" },
      { from: gone, to: other!.path },
    ];
    expect(saved(fields, { moves })).not.toEqual([]);
    expect(said()).toEqual([
      `Moved pages, item 1, Old address: ${page!.path} is the address of ${page!.file}, so it cannot also move`,
      `Moved pages, item 2, New address: /services/no-such-page is no page or post of the site; choose the page that replaces ${gone}`,
      `Moved pages, item 3, Old address: ${gone} is already moved above`,
    ]);
  });

  it("refuses taking out the move that keeps a published address answering", () => {
    const lost = "/services/retired-service";
    const withRecord = contentSchema(pages, { addresses: { live, published: [...published, lost] } })
      .singletons.redirects.schema as Record<string, unknown>;
    expect(saved(withRecord, { moves: [{ from: lost, to: page!.path }] })).toEqual([]);
    expect(saved(withRecord, { moves: [] })).not.toEqual([]);
    expect(said().join("\n")).toContain(`${lost} was published and now leads nowhere`);
  });
});

describe("a service area, at Save", () => {
  const known = areasIn(files);
  const fields = contentSchema(pages, { areas: known }).collections.serviceAreas.schema as Record<
    string,
    unknown
  >;
  const [mine, theirs] = known as [(typeof known)[number], (typeof known)[number]];
  const valueOf = () => {
    const data = structuredClone(dataOf(mine.file)) as {
      name: unknown;
      ranges: { from: string; to: string }[];
      suburbs: { name: string; postcode: string }[];
    };
    // As the editor holds it: the name with its file's name, a text left out as empty.
    return {
      notes: "",
      ...data,
      name: { name: data.name, slug: mine.file.replace(/^.*\/|\.yaml$/g, "") },
    };
  };
  const said = () =>
    entryProblems()
      .filter(({ place }) => place === "serviceAreas")
      .map(({ where, message }) => `${where.join(", ")}: ${message}`);
  const open = (file: string) =>
    vi.stubGlobal("window", {
      location: { pathname: `/keystatic/collection/serviceAreas/item/${file.replace(/^.*\/|\.yaml$/g, "")}` },
    });

  it("passes the area as it is", () => {
    open(mine.file);
    expect(saved(fields, valueOf())).toEqual([]);
    expect(said()).toEqual([]);
  });

  it("refuses a range across another area's and a suburb another area lists, naming that area", () => {
    open(mine.file);
    const value = valueOf();
    const [from, to] = theirs.area.ranges[0]!;
    // Straddling the other area's first range: neither inside it nor clear of it.
    value.ranges.push({ from: String(from + 1), to: String(to + 1) });
    const suburb = theirs.area.suburbs[0]!;
    value.suburbs.push({ name: suburb.name.toUpperCase(), postcode: suburb.postcode });
    expect(saved(fields, value)).not.toEqual([]);
    const problems = said().join("\n");
    expect(problems).toContain(`overlaps “${theirs.name}”'s Postcode ranges, item 1`);
    expect(problems).toContain(`"${suburb.name.toUpperCase()}" is already in “${theirs.name}”`);
  });
});

describe("a bin size, at Save", () => {
  const known = binsIn(files);
  const fields = contentSchema(pages, { knownBins: known }).collections.bins.schema as Record<
    string,
    unknown
  >;
  // A kind of bin with one size only: changing that size's kind leaves the helper without it.
  const only = known.find((bin) => known.filter((other) => other.family === bin.family).length === 1)!;
  const other = known.find((bin) => bin.family !== only.family)!;
  const slugOf = (file: string) => file.replace(/^.*\/|\.yaml$/g, "");
  const valueOf = () => {
    const data = structuredClone(dataOf(only.file)) as Record<string, unknown>;
    return { ...data, name: { name: data.name, slug: slugOf(only.file) } } as Record<string, unknown>;
  };
  const said = () =>
    entryProblems()
      .filter(({ place }) => place === "bins")
      .map(({ where, message }) => `${where.join(", ")}: ${message}`);
  beforeEach(() =>
    vi.stubGlobal("window", {
      location: { pathname: `/keystatic/collection/bins/item/${slugOf(only.file)}` },
    }),
  );

  it("passes the bin as it is", () => {
    expect(saved(fields, valueOf())).toEqual([]);
    expect(said()).toEqual([]);
  });

  it("refuses another bin's name in other capitals, and a change that leaves the helper without a kind", () => {
    const value = valueOf();
    value.name = { name: other.name.toUpperCase(), slug: slugOf(only.file) };
    value.family = other.family;
    expect(saved(fields, value)).not.toEqual([]);
    const problems = said().join("\n");
    expect(problems).toContain(`Bin: “${other.name}” is another bin's name`);
    expect(problems).toMatch(/the bin helper needs at least one /);
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

describe("the register's authorities, at Save", () => {
  const fields = singletons.register.schema as Record<string, unknown>;
  const register = () => JSON.parse(files.find((entry) => entry.file === "content/register.json")!.text);
  const said = () =>
    entryProblems()
      .filter(({ place }) => place === "authorityStates")
      .map(({ where, message }) => `${where.join(", ")}: ${message}`);
  const authority = (issuer: string, states: string[]) => ({
    document: "Waste transport permit",
    issuer,
    number: "PT-1",
    covers: "Liquid waste in tankers",
    states,
    expires: null,
  });

  it("passes the register as it is", () => {
    expect(saved(fields, register())).toEqual([]);
    expect(said()).toEqual([]);
  });

  it("refuses a state's permit claimed for another state, in either list, and lets a national issuer cover several", () => {
    const partner = {
      role: "carrier",
      name: "Northside Liquids Pty Ltd",
      ...authority("EPA Victoria", ["VIC", "QLD"]),
    };
    const value = {
      ...register(),
      authorities: [
        { activity: "carry", ...authority("NSW EPA", ["NSW"]) },
        { activity: "carry", ...authority("EPA Victoria", ["VIC", "NSW"]) },
      ],
      partners: [partner],
    };
    expect(saved(fields, value)).not.toEqual([]);
    expect(said()).toEqual([
      expect.stringMatching(
        /^Regulated work we do ourselves.*, item 2, States: EPA Victoria .*cannot cover New South Wales/,
      ),
      expect.stringMatching(
        /^Regulated work others do for us.*, item 1, States: EPA Victoria .*cannot cover Queensland/,
      ),
    ]);
    const national = {
      ...register(),
      partners: [
        { ...partner, role: "biosecurity", issuer: "Department of Agriculture, Fisheries and Forestry" },
      ],
    };
    expect(saved(fields, national)).toEqual([]);
  });
});
