import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rendersPerRequest } from "../../server/forms/dynamic-pages";
import { refuseCrossOriginPosts } from "../../server/forms/origin";

let base = "";
let close = () => {};

beforeAll(async () => {
  const app = express();
  app.use(refuseCrossOriginPosts);
  app.all("/echo", (_req, res) => res.json({ ok: true }));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("the production server's form middleware", () => {
  it.each<Record<string, string>>([
    { origin: "https://evil.example" },
    { origin: "null" },
    { "sec-fetch-site": "cross-site" },
    { referer: "https://evil.example/form" },
  ])("refuses a post from another site (%j) with a page that says why", async (headers) => {
    const response = await fetch(`${base}/echo`, { method: "POST", headers, body: "a=1" });
    expect(response.status).toBe(403);
    expect(response.headers.get("content-type")).toMatch(/text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain("This form was sent from another website");
  });

  it("lets same-origin posts, posts without an origin, and reads through", async () => {
    expect(
      (await fetch(`${base}/echo`, { method: "POST", headers: { origin: base }, body: "a=1" })).status,
    ).toBe(200);
    expect((await fetch(`${base}/echo`, { method: "POST", body: "a=1" })).status).toBe(200);
    expect((await fetch(`${base}/echo`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("pages rendered per request", () => {
  it.each([
    ["/about", "/about?subscribe=subscribed", true],
    ["/", "/?subscribe=invalid&subscribe_email=x", true],
    ["/thank-you", "/thank-you?ref=SB-20261121-7K3Q", true],
    ["/contact-us", "/contact-us?service=wheelie-bins", true],
    ["/thank-you", "/thank-you", false],
    ["/about", "/about?utm_source=news", false],
    ["/about", "/about?ref=x", false],
  ])("%s (%s): %s", (path, url, expected) => expect(rendersPerRequest(path, url)).toBe(expected));
});
