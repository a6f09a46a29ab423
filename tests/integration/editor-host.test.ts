import express from "express";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorHostOnly } from "../../server/editor-host";

let port = 0;
let close = () => {};
const saved = process.env.KEYSTATIC_HOST;

beforeAll(async () => {
  process.env.KEYSTATIC_HOST = "edit.saltbush.example";
  const app = express();
  app.use(editorHostOnly);
  app.use((_req, res) => res.send("served"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => {
  close();
  if (saved === undefined) delete process.env.KEYSTATIC_HOST;
  else process.env.KEYSTATIC_HOST = saved;
});

function get(host: string, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
    })
      .on("error", reject)
      .end();
  });
}

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

  it("leaves the public site's host alone", async () => {
    for (const path of ["/", "/about", "/keystatic"])
      expect((await get("www.saltbush.example", path)).status, path).toBe(200);
  });
});
