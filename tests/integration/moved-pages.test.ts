import { cpSync, existsSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { dump as stringify } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressFiles } from "~/content/address-limits";
import { type ServerProcess, startServer } from "./support/server-process";

/**
 * A post whose address changed, served by the production server (server.js with the build, as
 * `npm start` serves it) from a copy of the content in which the post's file was renamed and its
 * old address added to Moved pages. `npm test` builds first; alone, run `npm run build` first.
 */
const build = resolve("build");
let dir: string;
let server: ServerProcess;
let from: string;
let to: string;

beforeAll(async () => {
  if (!existsSync(join(build, "client"))) throw new Error("No build: run `npm run build` first.");
  dir = mkdtempSync(join(tmpdir(), "saltbush-moved-"));
  cpSync("content", join(dir, "content"), { recursive: true });
  const post = readdirSync(join(dir, "content/blog")).find((name) => name.endsWith(".md"))!;
  const slug = post.replace(/\.md$/, "");
  renameSync(join(dir, "content/blog", post), join(dir, "content/blog", `${slug}-moved.md`));
  from = `/post/${slug}`;
  to = `/post/${slug}-moved`;
  writeFileSync(join(dir, addressFiles.moves), stringify({ moves: [{ from, to }] }));
  server = await startServer({ dir, cwd: dir, env: { BUILD_DIR: build } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("a moved post on the production server", () => {
  it("answers its old address with a permanent redirect to the new one, query kept", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await fetch(`${server.url}${from}?utm_source=news`, { method, redirect: "manual" });
      expect(response.status, method).toBe(301);
      expect(response.headers.get("location"), method).toBe(`${to}?utm_source=news`);
    }
  });

  it("serves the post at its new address", async () => {
    const response = await fetch(`${server.url}${to}`, { redirect: "manual" });
    expect(response.status).toBe(200);
  });

  it("leaves an address that never moved to its page or its 404", async () => {
    expect((await fetch(`${server.url}/about`, { redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${server.url}${from}-never-published`, { redirect: "manual" })).status).toBe(404);
  });
});
