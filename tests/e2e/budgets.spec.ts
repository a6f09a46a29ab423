import { expect, test } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import { firstOf, htmlRoutes } from "./site";

const aServicePage = firstOf("service");

/**
 * Byte budgets, measured on the built files so they cannot flake: the Brotli-compressed
 * scripts and styles that a first visit to each page downloads.
 */
const budgets = { javascript: 125 * 1024, css: 20 * 1024 };

const client = "build/client";

function firstLoadAssets(path: string): string[] {
  const html = readFileSync(join(client, path === "/" ? "" : path, "index.html"), "utf8");
  // Preloaded, linked, or imported by React Router's start module.
  const urls = [...html.matchAll(/(?:href=|src=|import\(|from ?)"(\/assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  return [...new Set(urls)];
}

const compressedSize = (url: string) => {
  const file = join(client, `${url}.br`);
  expect(existsSync(file), `${url} has a Brotli copy`).toBe(true);
  return readFileSync(file).length;
};

test("every page's first load stays within the JavaScript and CSS budgets", () => {
  const report: string[] = [];
  for (const path of htmlRoutes) {
    const assets = firstLoadAssets(path);
    const js = assets.filter((url) => url.endsWith(".js")).reduce((sum, url) => sum + compressedSize(url), 0);
    const css = assets
      .filter((url) => url.endsWith(".css"))
      .reduce((sum, url) => sum + compressedSize(url), 0);
    report.push(`${path}: ${(js / 1024).toFixed(1)} KB JS, ${(css / 1024).toFixed(1)} KB CSS`);
    expect(js, `${path} JavaScript`).toBeLessThan(budgets.javascript);
    expect(css, `${path} CSS`).toBeLessThan(budgets.css);
    expect(js, `${path} loads some JavaScript`).toBeGreaterThan(50 * 1024);
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
