import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "~/lib/csp.server";
import {
  UnexpectedStartUpError,
  deferHydration,
  deferredStart,
  startScripts,
} from "../../app/lib/deferred-start.server";

/**
 * The deferred start as the build really wrote it, on every pre-rendered page (`npm test` builds
 * before the integration tests; alone, run `npm run build` first). A React Router upgrade that changes
 * its start-up output fails the build itself; these check that what was written still works.
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

  it.each(pages)("%s starts its scripts only after the first paint", (file) => {
    const html = readFileSync(file, "utf8");
    const start = deferredStart(html);
    expect(start, "a start script").not.toBeNull();
    expect(html).not.toMatch(/<script type="module"/);
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((match) => match[0]);
    expect(preloads.length).toBeGreaterThan(1);
    for (const link of preloads) expect(link).toContain('media="not all"');
    // Everything React Router would have preloaded is imported by the start module or preloaded by it.
    const hrefs = preloads.map((link) => /href="([^"]+)"/.exec(link)![1]!);
    expect(startScripts(start!).sort()).toEqual([...new Set(hrefs)].sort());
    // The policy allows the start script and the module text it adds.
    const hashes = inlineScriptHashes(html);
    expect(hashes).toContain(sha256(start!.module));
    expect(hashes).toContain(
      sha256(/<script[^>]*>(\/\*deferred-start\*\/[\s\S]*?)<\/script>/.exec(html)![1]!),
    );
  });

  it("fails, naming the problem, on a page that is not in React Router's shape", () => {
    // A built page has already been rewritten: it no longer has React Router's module script.
    const html = readFileSync(pages[0]!, "utf8");
    expect(() => deferHydration(html)).toThrow(UnexpectedStartUpError);
    expect(() => deferHydration(html)).toThrow(/0 inline module scripts instead of one/);
  });
});
