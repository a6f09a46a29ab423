import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import type { MenuFile } from "~/content/navigation";
import { dropdowns, requiredMenu } from "~/content/navigation-spec";
import { content } from "~/content/index.server";
import { serviceLinks } from "~/site/footer";
import { navigation } from "~/site/menu.server";
import { type NavItem, flattenNavigation, isActiveItem } from "~/site/navigation";
import { findPage } from "~/site/pages";
import { problemsOf, withFileChanged } from "../support/content-edits";

const tree = navigation();
const entries = flattenNavigation(tree);

describe("navigation tree (SPEC section 2), read from the menu staff edit", () => {
  it("points every item and footer link at a page in the site map", () => {
    const { quickLinks, areas } = content().footer;
    const links = [...entries.map(({ item }) => item), ...quickLinks, ...serviceLinks(tree), ...areas];
    for (const link of links) {
      if (link.path === "/blog/1") continue;
      expect(findPage(link.path), link.path).toBeDefined();
    }
  });

  it("gives every dropdown a page of its own for its View All link", () => {
    for (const { item } of entries.filter(({ item }) => item.children)) {
      expect(findPage(item.path)?.type, item.path).toBe("hub");
    }
  });

  it("holds SPEC's bar, in SPEC's order, with its dropdowns", () => {
    expect(tree.map((item) => item.name)).toEqual(requiredMenu.map((item) => item.label));
    for (const [i, bar] of requiredMenu.entries())
      expect(Boolean(tree[i]!.children), bar.path).toBe(Boolean(bar.dropdown));
  });
});

describe("active item", () => {
  const active = (pathname: string) => tree.filter((item) => isActiveItem(item, pathname)).map((i) => i.name);

  it("lights the top-level item a page sits under, and only that one, with or without a trailing slash", () => {
    for (const { item, ancestors } of entries) {
      const top = (ancestors[0] ?? item).name;
      expect(active(item.path), item.path).toEqual([top]);
      if (item.path !== "/") expect(active(`${item.path}/`), `${item.path}/`).toEqual([top]);
    }
  });

  it("does not treat a longer sibling path as a child", () => {
    expect(isActiveItem({ name: "X", path: "/services" }, "/services-extra")).toBe(false);
  });
});

/** The build's reading of content/navigation.yaml after an edit, as the editor would save it. */
const problemsAfter = (change: (menu: MenuFile) => void): string[] =>
  problemsOf(
    withFileChanged(readContentFiles(), "content/navigation.yaml", (data) =>
      change(data as unknown as MenuFile),
    ),
  );

/** The dropdown of the bar's item for `path`, as the file holds it. */
const dropdown = (menu: MenuFile, path: string) =>
  menu[dropdowns.find((bar) => bar.path === path)!.dropdown]!;

describe("the menu's rules", () => {
  it("accepts a renamed label and a reordered dropdown", () => {
    expect(
      problemsAfter((menu) => {
        const services = dropdown(menu, "/services");
        services[0]!.label = "Audits of your waste";
        services.reverse();
      }),
    ).toEqual([]);
  });

  it("names a page SPEC requires that the menu lost, and where it belongs", () => {
    const required = dropdowns.find((item) => item.children?.some((child) => child.children))!;
    const group = required.children!.find((child) => child.children)!;
    const lost = group.children![0]!.path;
    let label = "";
    const problems = problemsAfter((menu) => {
      const parent = dropdown(menu, required.path).find((child) => child.page === group.path)!;
      parent.children = parent.children.filter((child) => child.page !== lost);
      label = parent.label;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(lost);
    expect(problems[0]).toContain(`keeps it in the submenu of ${label}; add it back`);
  });

  it("names a dropdown's required page that was taken out, and a dropdown left out of the file", () => {
    const [first, second] = dropdowns;
    const lost = first!.children![0]!.path;
    const taken = problemsAfter((menu) => {
      menu[first!.dropdown] = dropdown(menu, first!.path).filter((item) => item.page !== lost);
    });
    expect(taken).toEqual([expect.stringContaining(`${lost}) is missing`)]);
    const gone = problemsAfter((menu) => delete menu[second!.dropdown]);
    expect(gone).toHaveLength(second!.children!.length);
    expect(gone.join()).toContain(`field "${second!.dropdown}"`);
  });

  it("names an item of the bar whose page was removed", () => {
    const bar = dropdowns[0]!;
    const files = readContentFiles();
    const hub = files.find(
      ({ file, text }) => file.startsWith("content/hubs/") && text.includes(`path: ${bar.path}\n`),
    )!;
    expect(problemsOf(files.filter((file) => file !== hub)).join("\n")).toContain(
      `content/navigation.yaml: the bar's item ${bar.label} opens ${bar.path}, whose page was removed`,
    );
  });

  it("keeps the bar as SPEC has it, whatever the file says: a key the editor does not have is refused", () => {
    expect(problemsAfter((menu) => Object.assign(menu, { items: [] })).join()).toContain(
      'field "items": is not a known field here',
    );
  });

  it("refuses a page twice, a submenu on a page that is not a hub, and a page under another item of the bar", () => {
    const services = dropdowns.find((bar) => bar.path === "/services")!;
    const leaf = (tree.find((item) => item.path === services.path)!.children as NavItem[]).find(
      (child) => !child.children,
    )!;
    const [first, second] = dropdowns;
    expect(
      problemsAfter((menu) =>
        dropdown(menu, "/services").push({ label: "Again", page: leaf.path, children: [] }),
      ),
    ).toEqual([
      expect.stringContaining(`${leaf.path} is already in the menu, in the ${services.label} dropdown`),
    ]);
    expect(
      problemsAfter((menu) =>
        dropdown(menu, "/services").push({ label: "Home again", page: "/", children: [] }),
      ),
    ).toEqual([expect.stringContaining("links to /, the bar's own HOME: the bar holds it already")]);
    expect(
      problemsAfter((menu) =>
        dropdown(menu, "/services")
          .find((child) => !child.children.length)!
          .children.push({ label: "Terms", page: "/fees-and-charges" }),
      ).join(),
    ).toContain("only a hub page opens a submenu");
    // The page picker of each dropdown offers only the pages that belong under its item.
    const underSecond = second!.children![0]!.path;
    expect(
      problemsAfter((menu) =>
        dropdown(menu, first!.path).push({ label: "Elsewhere", page: underSecond, children: [] }),
      ).join(),
    ).toContain(`which lives under ${second!.label}: put it in the ${second!.label} dropdown`);
  });
});
