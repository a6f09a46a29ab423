import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every distinct font size and weight on a page is a font the browser looks up before its first
 * layout (docs/decisions/0007-performance.md), so the site's CSS sizes text only with the type
 * tokens in app/styles/tokens.css and uses two weights.
 */
const stylesheets = readdirSync("app", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".css") && !file.endsWith("tokens.css"))
  .map((file) => ({ file, css: readFileSync(join("app", file), "utf8") }));

function declarations(property: string) {
  return stylesheets.flatMap(({ file, css }) =>
    [...css.matchAll(new RegExp(`(?<![\\w-])${property}:\\s*([^;}]+)`, "g"))].map(
      (match) => `${file}: ${match[1]!.trim()}`,
    ),
  );
}

describe("type scale", () => {
  it("finds the stylesheets it checks", () => {
    expect(stylesheets.length).toBeGreaterThan(20);
    expect(declarations("font-size").length).toBeGreaterThan(20);
  });

  it("sizes text only with the type tokens", () => {
    const offScale = declarations("font-size").filter(
      (entry) => !/: var\(--text-(small|body|large|h1|h2)\)$/.test(entry),
    );
    expect(offScale).toEqual([]);
  });

  it("uses only the regular and bold weights", () => {
    const otherWeights = declarations("font-weight").filter((entry) => !/: (400|700)$/.test(entry));
    expect(otherWeights).toEqual([]);
  });

  it("sets no font family besides the site's own", () => {
    const families = declarations("font-family").filter((entry) => !/: var\(--font\)$/.test(entry));
    expect(families).toEqual([]);
  });

  it("leaves shorthand fonts to inherit", () => {
    const shorthands = declarations("font").filter((entry) => !/: inherit$/.test(entry));
    expect(shorthands).toEqual([]);
  });
});
