import express from "express";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutTrailingSlash } from "../../server/static-pages";

let port = 0;
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(withoutTrailingSlash);
  app.use((_req, res) => res.send("page"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

/** The path exactly as written: fetch() would turn a backslash into a slash before sending it. */
function locationFor(path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
    })
      .on("error", reject)
      .end();
  });
}

describe("the redirect that drops a trailing slash", () => {
  it("keeps the query and goes to the same site", async () => {
    expect(await locationFor("/about/?utm_source=news")).toEqual({
      status: 301,
      location: "/about?utm_source=news",
    });
  });

  it.each([
    "/\\evil.example/",
    "//evil.example/",
    "/\\/evil.example/",
    "/\\\\evil.example/",
    "/%5Cevil.example/",
  ])("never sends %s to another host", async (path) => {
    const { status, location } = await locationFor(path);
    expect(status).toBe(301);
    // URL parsers read "//host" and "/\host" alike as another host.
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location!, "https://www.saltbush.example").host).toBe("www.saltbush.example");
  });
});
