import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NavTree } from "~/components/NavBar/NavTree";
import { navigation } from "~/site/menu.server";
import { flattenNavigation as flatten } from "~/site/navigation";

/** The menu as staff saved it, through the content loader. */
const flattenNavigation = () => flatten(navigation());

/** The navigation as the server writes it into every page, parsed back into elements. */
function render(pathname: string) {
  // Its links are React Router's, which read the router they are rendered in.
  const html = renderToString(
    <MemoryRouter initialEntries={[pathname]}>
      <NavTree items={navigation()} pathname={pathname} />
    </MemoryRouter>,
  );
  return { html, links: [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>/g)] };
}

describe("the navigation's HTML", () => {
  it("holds every item of the tree as a link, and no <noscript>", () => {
    const { html, links } = render("/about");
    expect(html).not.toContain("<noscript");
    const hrefs = links.map((link) => link[1]);
    for (const { item } of flattenNavigation()) expect(hrefs, item.path).toContain(item.path);
  });

  it("opens each dropdown and submenu with a <details> summary controlling its list, led by View All", () => {
    const { html } = render("/about");
    const parents = flattenNavigation().filter(({ item }) => item.children);
    expect(html.match(/<details/g)).toHaveLength(parents.length);
    const summaries = [...html.matchAll(/<summary[^>]*aria-controls="([^"]+)"[^>]*>([^<]*)<\/summary>/g)];
    const controlled = summaries.map(([, id]) => id);
    expect(new Set(controlled).size, "each summary controls a list of its own").toBe(parents.length);
    for (const { item } of parents) {
      const id = summaries.find(([, , name]) => name === item.name.replace("&", "&amp;"))?.[1];
      expect(id, item.name).toBeDefined();
      expect(html).toMatch(
        new RegExp(`<ul id="${id}"[^>]*><li><a [^>]*href="${item.path}"[^>]*>View All</a>`),
      );
    }
  });

  it("marks the current page's link and only that one with aria-current=page", () => {
    const page = flattenNavigation().find(({ ancestors }) => ancestors.length > 1)!.item.path;
    const { links } = render(page);
    const current = links.filter((link) => link[0].includes('aria-current="page"')).map((link) => link[1]);
    expect(current).toEqual([page]);
  });
});
