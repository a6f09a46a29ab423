import { describe, expect, it } from "vitest";
import { quickLinks, serviceLinks, areaLinks } from "~/site/footer";
import { flattenNavigation, isActiveItem, navigation } from "~/site/navigation";
import { findPage } from "~/site/pages";

describe("navigation tree (SPEC section 2)", () => {
  it("points every item and footer link at a page in the site map", () => {
    const links = [
      ...flattenNavigation().map(({ item }) => item),
      ...quickLinks,
      ...serviceLinks,
      ...areaLinks,
    ];
    for (const link of links) {
      if (link.path === "/blog/1") continue;
      expect(findPage(link.path), link.path).toBeDefined();
    }
  });

  it("gives every dropdown a page of its own for its View All link", () => {
    for (const { item } of flattenNavigation().filter(({ item }) => item.children)) {
      expect(findPage(item.path)?.type, item.path).toBe("hub");
    }
  });
});

describe("active item", () => {
  const active = (pathname: string) =>
    navigation.filter((item) => isActiveItem(item, pathname)).map((i) => i.name);

  it("lights the top-level item a page sits under, and only that one, with or without a trailing slash", () => {
    for (const { item, ancestors } of flattenNavigation()) {
      const top = (ancestors[0] ?? item).name;
      expect(active(item.path), item.path).toEqual([top]);
      if (item.path !== "/") expect(active(`${item.path}/`), `${item.path}/`).toEqual([top]);
    }
  });

  it("does not treat a longer sibling path as a child", () => {
    expect(isActiveItem({ name: "X", path: "/services" }, "/services-extra")).toBe(false);
  });
});
