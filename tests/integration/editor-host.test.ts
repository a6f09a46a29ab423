import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorHostOnly } from "../../server/editor-host";
import { serveMiddleware } from "./support/middleware-server";

const saved = process.env.KEYSTATIC_HOST;
beforeAll(() => {
  process.env.KEYSTATIC_HOST = "edit.saltbush.example";
});
afterAll(() => {
  if (saved === undefined) delete process.env.KEYSTATIC_HOST;
  else process.env.KEYSTATIC_HOST = saved;
});

const serve = serveMiddleware(editorHostOnly);
const get = (host: string, path: string) => serve(path, { host });

describe("the editor's own host", () => {
  it("serves the editor, its API and the built assets, and no public page", async () => {
    for (const path of [
      "/keystatic",
      "/keystatic/collection/services",
      "/api/keystatic/tree",
      "/assets/x.js",
    ])
      expect((await get("edit.saltbush.example", path)).status, path).toBe(200);
    for (const path of ["/about", "/contact-us", "/search?q=bins", "/keystatic-evil"])
      expect((await get("edit.saltbush.example", path)).status, path).toBe(404);
    expect(await get("edit.saltbush.example", "/")).toEqual({ status: 302, location: "/keystatic" });
  });

  it("knows its host however it is spelt: capitals, the final dot of a full name, a port", async () => {
    for (const host of ["edit.saltbush.example.", "EDIT.Saltbush.Example", "edit.saltbush.example.:8080"]) {
      expect((await get(host, "/about")).status, host).toBe(404);
      expect((await get(host, "/keystatic")).status, host).toBe(200);
    }
  });

  it("leaves the public site's host alone", async () => {
    for (const path of ["/", "/about", "/keystatic"])
      expect((await get("www.saltbush.example", path)).status, path).toBe(200);
  });
});
