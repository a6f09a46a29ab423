import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/lib/csp.server";

/**
 * React Router's start-up as the build really wrote it, on every pre-rendered page (`npm test`
 * builds before the integration tests; alone, run `npm run build` first): its own module script and
 * module preloads, as it writes them, each inline script allowed by the page's policy.
 */
const client = "build/client";

function builtPages(dir = client): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : builtPages(path);
    return entry.name === "index.html" ? [path] : [];
  });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("the built pages' start-up", () => {
  if (!existsSync(client)) throw new Error(`No build in ${client}: run \`npm run build\` first.`);
  const pages = builtPages();

  it("covers every pre-rendered page", () => expect(pages.length).toBeGreaterThan(90));

  it.each(pages)("%s starts with React Router's own scripts, unchanged and allowed", (file) => {
    const html = readFileSync(file, "utf8");
    const modules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(modules).toHaveLength(1);
    expect(modules[0]![1]).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\)/);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads.length).toBeGreaterThan(1);
    for (const link of preloads) expect(link).not.toMatch(/\bmedia=/);
    expect(html).not.toContain("deferred-start");
    const hashes = inlineScriptHashes(html);
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/src=|application\/ld\+json/.test(attributes!)) continue;
      expect(hashes, body!.slice(0, 60)).toContain(sha256(body!));
    }
  });
});
