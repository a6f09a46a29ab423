import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { pagesIn } from "~/content/schema";
import { linksIn, namesInBrief } from "~/content/schema/linked-from";
import { pageAddress } from "~/content/schema/page-name";
import { parseYaml } from "~/content/yaml";

/**
 * A page's entry names the entries that link to it, read from the content files, so that staff
 * deleting it in the live editor (which deletes past every check of its links) know what it breaks.
 */
const files = readContentFiles();
const pages = pagesIn(files);
const links = linksIn(files, (file) => file);
afterEach(() => vi.unstubAllGlobals());

describe("where a page is linked from", () => {
  it("counts the menu's items, another page's links and a post's words, never a page's own address", () => {
    const menu = parseYaml(files.find(({ file }) => file === "content/navigation.yaml")!.text) as Record<
      string,
      { page: string }[]
    >;
    const inMenu = Object.values(menu)[0]![0]!.page;
    expect(links.get(inMenu)).toContain("content/navigation.yaml");
    // A page's own file holds its address, which is no link to it.
    for (const page of pages) expect(links.get(page.path) ?? []).not.toContain(page.file);
    const post = files.find(
      ({ file, text }) => file.startsWith("content/blog/") && /\]\(\/[a-z]/.test(text),
    )!;
    const linked = /\]\((\/[a-z0-9/-]+)\)/.exec(post.text)![1]!;
    expect(links.get(linked)).toContain(post.file);
    for (const entries of links.values()) expect(entries).not.toContain("content/published-addresses.yaml");
  });

  it("names a few entries, then how many more", () => {
    expect(namesInBrief(["Menu"])).toBe("Menu");
    expect(namesInBrief(["Menu", "Footer"])).toBe("Menu and Footer");
    expect(namesInBrief(["Menu", "Footer", "“A”", "“B”", "“C”", "“D”"])).toBe(
      "Menu, Footer, “A”, “B” and 2 more",
    );
  });

  it("is said under an existing page's address in the editor", () => {
    vi.stubGlobal("window", { location: { pathname: "/keystatic/collection/services/item/wheelie-bins" } });
    const field = pageAddress({
      pages,
      linksTo: (path) => (path === "/services/wheelie-bins" ? ["Menu", "Footer"] : []),
    });
    const html = renderToString(
      createElement(field.Input, {
        value: "/services/wheelie-bins",
        onChange: () => {},
        autoFocus: false,
        forceValidation: false,
      }),
    );
    expect(html).toContain("Linked from Menu and Footer: change those links before you delete this page.");
  });
});
