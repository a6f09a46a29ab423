import { readFileSync } from "node:fs";
import { dump as stringify, load as parse } from "js-yaml";
import { describe, expect, it } from "vitest";
import { addressFiles, addressProblems } from "~/content/address-limits";
import { readContentFiles } from "~/content/files.server";
import { pageLimits } from "~/content/limits";
import { pageGone } from "~/content/link-limits";
import { dropdowns } from "~/content/navigation-spec";
import { loadContent } from "~/content/load";
import { finderWordClashes } from "~/content/finder-words";
import {
  addressTaken,
  nameKey,
  nameTaken,
  postAddressTaken,
  postTitleTaken,
  undrawableIn,
} from "~/content/name-limits";
import { postTitleProblems } from "~/content/unique-pages";
import { contentSchema, finderItemsIn, pagesIn, postsIn } from "~/content/schema";
import { otherNames } from "~/content/schema/other-names-field";
import { pageAddress, pageName } from "~/content/schema/page-name";
import { postTitle } from "~/content/schema/post-title";
import { problemsOf, withFileChanged } from "../support/content-edits";

/**
 * The rules about pages as a whole, on a fixture: the site's content files read into memory and
 * changed there (a page removed, a post renamed, a page added). Pages are chosen by what links to
 * them and by folder, never by name, and every message is the rule's own.
 */
const real = readContentFiles();
const yamlOf = (file: string) =>
  parse(real.find((entry) => entry.file === file)!.text) as Record<string, unknown>;
const pages = pagesIn(real);
const without = (file: string) => real.filter((entry) => entry.file !== file);

/** Every page address the menu's items open, at any level. */
function menuAddresses(items: unknown): string[] {
  return (items as { page: string; children?: unknown }[]).flatMap((item) => [
    item.page,
    ...menuAddresses(item.children ?? []),
  ]);
}

/** A topic page the menu opens and another page lists among its related pages. */
const linked = (() => {
  const menu = new Set(menuAddresses(Object.values(yamlOf("content/navigation.yaml")).flat()));
  for (const page of pages.filter((p) =>
    ["services", "waste", "materials", "industries"].includes(p.folder),
  )) {
    if (!menu.has(page.path)) continue;
    const referrer = pages.find(
      (other) =>
        other.file !== page.file &&
        ((yamlOf(other.file).related as string[] | undefined) ?? []).includes(page.path),
    );
    if (referrer) return { page, referrer };
  }
  throw new Error("No page both in the menu and among another page's related pages");
})();

describe("a removed page that others link to", () => {
  const problems = problemsOf(without(linked.page.file));

  it("is named by the build at every link: file, field and the missing address", () => {
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^content/navigation\\.yaml: field "[a-zA-Z]+\\.[\\d.a-z]+page": `)),
    );
    const related = (yamlOf(linked.referrer.file).related as string[]).indexOf(linked.page.path);
    expect(problems).toContain(
      `${linked.referrer.file}: field "related.${related}": ${pageGone(linked.page.path)}`,
    );
    for (const problem of problems.filter((p) => p.startsWith("content/navigation.yaml")))
      expect(problem).toContain(pageGone(linked.page.path));
  });

  it("never says the menu's file is missing", () => {
    expect(problems.join("\n")).not.toMatch(/file is missing/);
  });

  it("leaves every entry readable in the editor, saying the link's page no longer exists", () => {
    const schema = contentSchema(pagesIn(without(linked.page.file)));
    const menuFile = yamlOf("content/navigation.yaml") as Record<string, unknown>;
    const { dropdown } = dropdowns.find((bar) =>
      menuAddresses(menuFile[bar.dropdown]).includes(linked.page.path),
    )!;
    const menuItem = (
      schema.singletons.navigation.schema[dropdown] as unknown as {
        element: { fields: { page: { parse(v: unknown): unknown; validate(v: unknown): unknown } } };
      }
    ).element.fields.page;
    expect(menuItem.parse(linked.page.path)).toBe(linked.page.path);
    expect(() => menuItem.validate(linked.page.path)).toThrow(
      "this link's page no longer exists, choose another",
    );
  });

  it("is named as a published address that now leads nowhere", () => {
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${addressFiles.published}: field "addresses\\.\\d+": ${linked.page.path} was published`),
      ),
    );
  });
});

describe("one page per name and per address", () => {
  const service = pages.find((page) => page.folder === "services")!;
  const other = pages.find((page) => page.folder === "industries")!;
  const slugOf = (page: { file: string }) => page.file.replace(/^.*\/|\.yaml$/g, "");
  const field = (creating: boolean) => pageName({ folder: "services", pages, creating: () => creating });
  const check =
    (creating: boolean, name: string, slug = nameKey(name), slugs = new Set<string>()) =>
    () =>
      field(creating).validate({ name, slug }, { slugField: { slugs, glob: "*" } });

  it("refuses a new page named as another, whatever its capitals or spacing", () => {
    const shouted = other.name.toUpperCase().replace(/ /g, "  ");
    expect(check(true, shouted)).toThrow(nameTaken(shouted, other));
    // A second page of the same folder with the same name: no quiet "-1" file.
    expect(check(true, service.name, slugOf(service), new Set([slugOf(service)]))).toThrow(
      nameTaken(service.name, service),
    );
  });

  it("refuses renaming a page to another's name, and keeps its own", () => {
    expect(check(false, other.name, slugOf(service))).toThrow(nameTaken(other.name, other));
    expect(check(false, service.name, slugOf(service))).not.toThrow();
  });

  it("refuses a duplicate's address while it is made, and the build refuses two pages at one", () => {
    const address = (creating: boolean) => pageAddress({ pages, creating: () => creating });
    expect(() => address(true).validate(service.path, undefined)).toThrow(
      addressTaken(service.path, service),
    );
    expect(() => address(true).validate(`${service.path}-second`, undefined)).not.toThrow();
    expect(() => address(false).validate(service.path, undefined)).not.toThrow();
  });

  it("refuses, in the build, two pages whose names differ only in capitals", () => {
    const files = withFileChanged(real, other.file, (data) => {
      data.name = service.name.toLowerCase();
    });
    expect(problemsOf(files)).toContainEqual(
      expect.stringMatching(new RegExp(`^${other.file}: field "name": `)),
    );
  });

  it("refuses a name longer than the heading and the social card show, with the count", () => {
    const long = "Wheelie bins ".repeat(200).slice(0, 2000);
    expect(check(true, long.trim())).toThrow(
      `is ${long.trim().length} characters: up to ${pageLimits.nameMax}`,
    );
    expect(check(true, "W".repeat(pageLimits.nameMax))).not.toThrow();
  });

  it("refuses characters the social card's font cannot draw", () => {
    expect(check(true, "Bins 🚮 for cafés")).toThrow("🚮");
    expect(check(true, "Bins for cafés — 24/7")).not.toThrow();
  });
});

describe("one post per title and per address", () => {
  const posts = postsIn(real);
  const [first, second] = posts;
  const slugOf = (post: { path: string }) => post.path.slice("/post/".length);
  const field = (creating: boolean) => postTitle({ posts, creating: () => creating });
  const check =
    (creating: boolean, name: string, slug = nameKey(name), slugs = new Set<string>()) =>
    () =>
      field(creating).validate({ name, slug }, { slugField: { slugs, glob: "*" } });

  it("refuses a new post titled as another, whatever its capitals, without a second file", () => {
    const shouted = first!.name.toUpperCase();
    expect(check(true, shouted)).toThrow(postTitleTaken(shouted, first!));
    // Keystatic would have made <slug>-1; the address a title makes is refused as another's.
    expect(check(true, `${first!.name} again`, slugOf(first!))).toThrow(
      postAddressTaken(first!.path, first!),
    );
    expect(check(true, `${first!.name} again`, "fresh-address", new Set(["fresh-address"]))).toThrow(
      postAddressTaken("/post/fresh-address"),
    );
  });

  it("refuses renaming a post to another's title, and keeps its own", () => {
    expect(check(false, second!.name, slugOf(first!))).toThrow(postTitleTaken(second!.name, second!));
    expect(check(false, first!.name, slugOf(first!))).not.toThrow();
  });

  it("is the build's rule too, in the same words", () => {
    const renamed = { ...second!, name: first!.name.toLowerCase() };
    expect(postTitleProblems([first!, renamed])).toEqual([
      `${second!.file}: field "title": ${postTitleTaken(renamed.name, first!)}`,
    ]);
    expect(postTitleProblems(posts)).toEqual([]);
  });
});

describe("a fixed page's name", () => {
  const schema = contentSchema(pages);
  const fixed = pages.filter((page) => page.file.startsWith("content/pages/"));
  const service = pages.find((page) => page.folder === "services")!;
  const singletons = Object.values(schema.singletons) as unknown as {
    path: string;
    schema: { name: { validate(value: string, args: undefined): string } };
  }[];
  const nameFieldOf = (file: string) =>
    singletons.find((single) => `${single.path}.yaml` === file)!.schema.name;

  it("refuses another page's name, whatever its capitals, naming that page, and keeps its own", () => {
    for (const page of fixed) {
      const name = nameFieldOf(page.file);
      expect(() => name.validate(service.name.toLowerCase(), undefined), page.file).toThrow(
        nameTaken(service.name.toLowerCase(), service),
      );
      expect(() => name.validate(page.name, undefined), page.file).not.toThrow();
    }
  });

  it("is refused by the build too, naming the file and field", () => {
    const files = withFileChanged(real, fixed[0]!.file, (data) => {
      data.name = service.name.toUpperCase();
    });
    expect(problemsOf(files)).toContainEqual(
      `${fixed[0]!.file}: field "name": ${nameTaken(service.name.toUpperCase(), service)}`,
    );
  });
});

describe("the characters a name may hold", () => {
  it("are exactly the social card font's own, as @fontsource/inter declares its Latin file", () => {
    const css = readFileSync("node_modules/@fontsource/inter/400.css", "utf8");
    const block = css.split("@font-face").find((face) => face.includes("inter-latin-400-normal.woff"))!;
    const ranges = /unicode-range:([^;]+);/
      .exec(block)![1]!
      .split(",")
      .map((range) =>
        range
          .trim()
          .replace(/^U\+/, "")
          .split("-")
          .map((hex) => parseInt(hex, 16)),
      )
      .map(([from, to = from]) => [from!, to!] as const);
    const inFont = (code: number) => ranges.some(([from, to]) => code >= from && code <= to);
    const control = (code: number) =>
      code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0xfeff || code === 0xfffd;
    for (let code = 0; code < 0x3000; code++) {
      const drawable = undrawableIn(String.fromCodePoint(code)).length === 0;
      expect(drawable, `U+${code.toString(16)}`).toBe(inFont(code) && !control(code));
    }
  });
});

describe("published addresses kept", () => {
  const post = real.find((entry) => entry.file.startsWith("content/blog/"))!;
  const oldAddress = `/post/${post.file.replace(/^.*\/|\.md$/g, "")}`;
  const moved = real.map((entry) =>
    entry === post ? { ...entry, file: post.file.replace(/\.md$/, "-moved.md") } : entry,
  );

  it("refuses a post whose address changed without a moved page, naming the old address", () => {
    expect(problemsOf(moved)).toEqual([
      expect.stringContaining(`${oldAddress} was published and now leads nowhere`),
    ]);
  });

  it("accepts it with a moved page, which the site then redirects", () => {
    const files = withFileChanged(moved, addressFiles.moves, (data) => {
      data.moves = [{ from: oldAddress, to: `${oldAddress}-moved` }];
    });
    expect(problemsOf(files)).toEqual([]);
    expect(loadContent(files).redirects.get(oldAddress)).toBe(`${oldAddress}-moved`);
  });

  it("refuses a move from an address a page has, or to one no page has", () => {
    const live = new Map([["/a", "content/services/a.yaml"]]);
    expect(addressProblems({ live, moves: [{ from: "/a", to: "/a" }], published: [] })).toEqual([
      expect.stringContaining('field "moves.0.from": /a is the address of'),
    ]);
    expect(addressProblems({ live, moves: [{ from: "/b", to: "/c" }], published: ["/b"] })).toEqual([
      expect.stringContaining('field "moves.0.to": /c is no page or post'),
    ]);
  });
});

describe("finder items that contradict each other", () => {
  const items = real.filter((entry) => entry.file.startsWith("content/finder/waste-items/"));
  const aliased = items
    .map((entry) => ({ file: entry.file, data: parse(entry.text) as { aliases: string[]; path: string } }))
    .find(({ data }) => data.aliases.length > 0)!;
  const otherPath = items
    .map((entry) => (parse(entry.text) as { path: string }).path)
    .find((path) => path !== aliased.data.path)!;
  const alias = aliased.data.aliases[0]!;
  const newItem = (path: string) => ({
    file: `content/finder/waste-items/${nameKey(alias)}.yaml`,
    text: stringify({
      name: alias.charAt(0).toUpperCase() + alias.slice(1),
      aliases: [],
      path,
      prepare: "Keep them together in one box.",
      collected: { discriminant: true, value: "" },
    }),
  });

  it("refuses a new item named as another item's other name with another answer", () => {
    expect(problemsOf([...real, newItem(otherPath)])).toEqual([
      expect.stringMatching(
        new RegExp(`^${newItem(otherPath).file}: field "name": .*${aliased.file}.*two answers`),
      ),
    ]);
  });

  it("accepts one that gives the same answer", () => {
    expect(problemsOf([...real, newItem(aliased.data.path)])).toEqual([]);
  });

  it("are refused by the editor's other names with the build's own words, by name", () => {
    const items = finderItemsIn(real);
    const mine = { file: "content/finder/waste-items/new.yaml", name: "New", notTaken: false };
    const clashes = (aliases: readonly string[], path: string) => {
      const found = finderWordClashes([...items, { ...mine, aliases: [...aliases], path }]);
      return aliases.map(
        (_, index) =>
          found.find((clash) => clash.file === mine.file && clash.field === `aliases.${index}`)?.message,
      );
    };
    const field = (path: string) =>
      otherNames({
        label: "Other names",
        description: "",
        max: 8,
        nameMax: 40,
        clashes: (a) => clashes(a, path),
      });
    const words = ["first of its kind", alias.toUpperCase()];
    const expected = clashes(words, otherPath)[1]!;
    expect(expected).toContain(aliased.file);
    expect(() => field(otherPath).validate(words)).toThrow(`Other name 2: ${expected}`);
    expect(() => field(aliased.data.path).validate(words)).not.toThrow();
  });
});
