import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import type { MenuFile } from "~/content/navigation";
import { requiredMenu } from "~/content/navigation-spec";
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

  it("holds SPEC's bar, in SPEC's order", () => {
    expect(tree.map((item) => item.name)).toEqual(requiredMenu.map((item) => item.label));
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

const dropdown = (menu: MenuFile, path: string) => menu.items.find((item) => item.page === path)!;

describe("the menu's rules, applied by the build", () => {
  it("accepts a renamed label and a reordered dropdown", () => {
    expect(
      problemsAfter((menu) => {
        const services = dropdown(menu, "/services");
        services.children[0]!.label = "Audits of your waste";
        services.children.reverse();
      }),
    ).toEqual([]);
  });

  it("names a page SPEC requires that the menu lost, and where it belongs", () => {
    const required = requiredMenu.find((item) => item.children?.some((child) => child.children))!;
    const group = required.children!.find((child) => child.children)!;
    const lost = group.children![0]!.path;
    const problems = problemsAfter((menu) => {
      const parent = dropdown(menu, required.path).children.find((child) => child.page === group.path)!;
      parent.children = parent.children.filter((child) => child.page !== lost);
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(lost);
    expect(problems[0]).toContain(`under ${group.path}`);
  });

  it("refuses the bar's items out of order, renamed or missing, naming each", () => {
    expect(problemsAfter((menu) => menu.items.reverse()).join()).toContain("go in this order");
    // A word the bar does not have is refused by the label's own field, as the editor refuses it at Save.
    expect(problemsAfter((menu) => (menu.items[0]!.label = "START")).join()).toContain(
      'field "items.0.label"',
    );
    // Another item's word: the field allows it, the rule across the bar refuses it.
    expect(problemsAfter((menu) => (menu.items[0]!.label = requiredMenu[1]!.label!)).join()).toContain(
      `reads "${requiredMenu[0]!.label}"`,
    );
    const last = requiredMenu.at(-1)!;
    expect(problemsAfter((menu) => menu.items.pop()).join()).toContain(
      `${last.label} (${last.path}) is missing`,
    );
  });

  it("refuses a page twice, a dropdown on a page that is not a hub, and a page under another item's address", () => {
    const leaf = (tree.find((item) => item.children)!.children as NavItem[]).find(
      (child) => !child.children,
    )!;
    expect(
      problemsAfter((menu) =>
        dropdown(menu, "/services").children.push({ label: "Again", page: leaf.path, children: [] }),
      ),
    ).toEqual([expect.stringContaining(`${leaf.path} is already in the menu`)]);
    expect(
      problemsAfter((menu) =>
        dropdown(menu, "/services")
          .children.find((child) => !child.children.length)!
          .children.push({
            label: "About",
            page: "/about",
          }),
      ).join(),
    ).toContain("only a hub page opens a dropdown");
  });
});
