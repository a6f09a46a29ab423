import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { firstOf, htmlRoutes } from "./site";

const aServicePage = firstOf("service");

/**
 * Byte budgets, measured on the built files so they cannot flake: the Brotli-compressed
 * scripts, styles and HTML that a first visit to each page downloads. The stylesheet is inline in
 * each page's head, so the CSS counted is that inline sheet plus any linked one; the HTML budget
 * holds the document itself, inline sheet and drawings included, to what a slow phone fetches in a
 * few round trips.
 */
const budgets = { javascript: 125 * 1024, css: 20 * 1024, html: 32 * 1024 };

const client = "build/client";

function firstLoadAssets(path: string): string[] {
  const html = readFileSync(join(client, path === "/" ? "" : path, "index.html"), "utf8");
  // Preloaded, linked, or imported by React Router's start module.
  const urls = [...html.matchAll(/(?:href=|src=|import\(|from ?)"(\/assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set(urls)];
}

/** A page's document as the server serves it, for its Brotli copy beside it. */
const pagePath = (path: string) => `${path === "/" ? "" : path}/index.html`;

const compressedSize = (url: string) => {
  const file = join(client, `${url}.br`);
  expect(existsSync(file), `${url} has a Brotli copy`).toBe(true);
  return readFileSync(file).length;
};

const inlineStyles = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");

test("every page's first load stays within the JavaScript, CSS and HTML budgets", () => {
  const report: string[] = [];
  for (const path of htmlRoutes) {
    const html = readFileSync(join(client, pagePath(path)), "utf8");
    const assets = firstLoadAssets(path);
    const js = assets.filter((url) => url.endsWith(".js")).reduce((sum, url) => sum + compressedSize(url), 0);
    const inline = inlineStyles(html);
    const css =
      // A quick compression level, which errs high against the served copy.
      brotliCompressSync(inline, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length +
      assets.filter((url) => url.endsWith(".css")).reduce((sum, url) => sum + compressedSize(url), 0);
    const document = compressedSize(pagePath(path));
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    report.push(`${path}: ${kb(js)} KB JS, ${kb(css)} KB CSS, ${kb(document)} KB HTML`);
    expect(js, `${path} JavaScript`).toBeLessThan(budgets.javascript);
    expect(css, `${path} CSS`).toBeLessThan(budgets.css);
    expect(document, `${path} HTML`).toBeLessThan(budgets.html);
    expect(js, `${path} loads some JavaScript`).toBeGreaterThan(50 * 1024);
    // The sheet is found by its element: a page without it would pass the CSS budget for the wrong reason.
    expect(inline.length, `${path} carries its stylesheet inline`).toBeGreaterThan(1024);
  }
  test.info().annotations.push({ type: "sizes", description: report.join("\n") });
});

/**
 * The pictures' share of a page (docs/decisions/0023): the drawings of its icons and every other
 * drawing inline in its HTML, Brotli-compressed, stays under the 8 KB a page may grow by for them.
 * The inline drawings counted include the header's logo and phone icon, so the figure errs high.
 * A page carries its icons' drawings and refers to no sprite file, which the browser would build
 * as a document of its own while the page starts.
 */
const picturesBudget = 8 * 1024;

test("every page's pictures, its icons' drawings and its other inline drawings, stay within 8 KB compressed", () => {
  const report: string[] = [];
  let withIcons = 0;
  for (const path of htmlRoutes) {
    const html = readFileSync(join(client, path === "/" ? "" : path, "index.html"), "utf8");
    if (html.includes('<symbol id="icon-')) withIcons++;
    expect(html, `${path} refers to a sprite file`).not.toMatch(/<use href="\/assets\//);
    const inline = brotliCompressSync((html.match(/<svg[\s\S]*?<\/svg>/g) ?? []).join("")).length;
    report.push(`${path}: ${(inline / 1024).toFixed(1)} KB`);
    expect(inline, `${path} pictures`).toBeLessThan(picturesBudget);
  }
  // The drawings are found by their ids: a page without them would pass for the wrong reason.
  expect(withIcons, "pages that carry their icons' drawings").toBeGreaterThan(htmlRoutes.length / 2);
  test.info().annotations.push({ type: "pictures", description: report.join("\n") });
});

test("no web font blocks text: the site uses system fonts", () => {
  for (const path of ["/", aServicePage]) {
    for (const url of firstLoadAssets(path).filter((u) => u.endsWith(".css"))) {
      expect(readFileSync(join(client, url), "utf8")).not.toMatch(/@font-face/);
    }
  }
});

/**
 * The first frame holds the page's words (app/lib/first-frame.tsx): the head holds rendering
 * until the parser reaches a mark, and every page writes that mark after its heading, in its
 * main content. A page without it would paint only once parsed in full.
 */
test("every page holds its first frame until its heading and lead are parsed, and no longer", () => {
  for (const path of htmlRoutes) {
    const html = readFileSync(join(client, path === "/" ? "" : path, "index.html"), "utf8");
    const [head = "", body = ""] = html.split("</head>");
    const expects = [...head.matchAll(/<link rel="expect" href="#([^"]+)" blocking="render"\/?>/g)];
    expect(
      expects.map(([, id]) => id),
      `${path} holds its first frame for one mark`,
    ).toHaveLength(1);
    expect(head.match(/ blocking="/g), `${path}: no other link holds rendering`).toHaveLength(1);
    const mark = body.indexOf(` id="${expects[0]![1]}"`);
    expect(mark, `${path} has the mark its first frame waits for`).toBeGreaterThan(0);
    expect(body.indexOf('id="page-title"'), `${path}: the heading comes before the mark`).toBeLessThan(mark);
    expect(body.indexOf("<main"), `${path}: the mark is in the main content`).toBeLessThan(mark);
    expect(body.indexOf("</main>"), `${path}: the mark is in the main content`).toBeGreaterThan(mark);
  }
});
