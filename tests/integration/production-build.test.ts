import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, onTestFinished } from "vitest";
import { fileOfPage } from "~/content/index.server";
import { pagesOfType } from "~/site/pages";
import { startServer } from "./support/server-process";

/**
 * `npm run build` makes a production build whatever NODE_ENV the shell has: a build made under
 * NODE_ENV=development once had the editor's local storage, whose API lists and writes the working
 * tree without sign-in, and `npm start` served it. Built into a folder of its own (inside the
 * project, where the build's imports resolve), then served as `npm start` serves it.
 */
describe("a build made in a shell with NODE_ENV=development", () => {
  it("is a production build: the editor does not exist and nothing can write content", async () => {
    const buildDir = resolve(`build-node-env-${process.pid}`);
    const dir = mkdtempSync(join(tmpdir(), "saltbush-build-"));
    onTestFinished(() => {
      rmSync(buildDir, { recursive: true, force: true });
      rmSync(dir, { recursive: true, force: true });
    });
    // The build script's first command, which makes the bundles and pages and so decides the
    // mode; the steps after it (social cards, compressed copies, records) only read what it made.
    const [bundle] = (
      JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { build: string } }
    ).scripts.build.split(" && ");
    expect(bundle).toMatch(/react-router build/);
    await promisify(execFile)("sh", ["-c", bundle!], {
      env: { ...process.env, NODE_ENV: "development", BUILD_DIR: buildDir },
      maxBuffer: 64 * 1024 * 1024,
    });
    const server = await startServer({ dir, env: { BUILD_DIR: buildDir } });
    onTestFinished(() => server.stop());

    // A service page's file, whichever the site map lists first.
    const file = fileOfPage(pagesOfType("service")[0]!.path)!;
    const before = readFileSync(file, "utf8");
    const headers = { "no-cors": "1", "content-type": "application/json" };
    for (const path of ["/keystatic", "/api/keystatic/tree"])
      expect((await fetch(`${server.url}${path}`, { headers })).status, path).toBe(404);
    const update = await fetch(`${server.url}/api/keystatic/update`, {
      method: "POST",
      headers: { ...headers, origin: server.url },
      body: JSON.stringify({ additions: [{ path: file, contents: "bmFtZTogeA" }], deletions: [] }),
    });
    expect(update.status).toBe(404);
    expect(readFileSync(file, "utf8")).toBe(before);
    // React's production build: a development build names its checks in the page's scripts.
    const page = await (await fetch(`${server.url}/about`)).text();
    expect(page).not.toMatch(/jsxDEV|react-refresh/);
  }, 300_000);
});
