import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteBehaviour } from "~/lib/route-behaviour";
import { pagesOfType } from "~/site/pages";
import { refuseCrossOriginPosts } from "../../server/origin";
import { routeBehaviours } from "../../server/route-behaviour";

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
    const page = await response.text();
    expect(page).toContain("This form was sent from another website");
    // It links to the contact page the site map holds.
    expect(page).toContain(`<a href="${pagesOfType("contact")[0]!.path}">`);
  });

  it("lets same-origin posts, posts without an origin, and reads through", async () => {
    expect(
      (await fetch(`${base}/echo`, { method: "POST", headers: { origin: base }, body: "a=1" })).status,
    ).toBe(200);
    expect((await fetch(`${base}/echo`, { method: "POST", body: "a=1" })).status).toBe(200);
    expect((await fetch(`${base}/echo`, { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("pages rendered per request, as their routes declare", () => {
  // A build's flat route list, as React Router writes it: a layout, a page that reads one
  // parameter and takes a form (it exports an action), a finder that reads any query, and the catch-all.
  const route = (
    id: string,
    path: string | undefined,
    handle?: RouteBehaviour,
    { index, action }: { index?: boolean; action?: () => Response } = {},
  ) => ({
    id,
    parentId: id === "root" ? undefined : "root",
    path,
    index,
    caseSensitive: undefined,
    module: { handle, ...(action ? { action } : {}) } as never,
  });
  const routes = routeBehaviours({
    routes: {
      root: route("root", "", { readsQuery: ["subscribe"] }),
      home: route("home", undefined, undefined, { index: true }),
      contact: route("contact", "contact-us", { readsQuery: ["service"] }, { action: () => new Response() }),
      finder: route("finder", "what-goes-where", { readsQuery: true }),
      missing: route("missing", "*"),
    },
  });

  it.each([
    ["/about", "/about?subscribe=subscribed", true],
    ["/", "/?subscribe=invalid&subscribe_email=x", true],
    ["/contact-us", "/contact-us?service=wheelie-bins", true],
    ["/what-goes-where", "/what-goes-where?q=glass", true],
    ["/what-goes-where", "/what-goes-where?", false],
    ["/contact-us", "/contact-us", false],
    ["/about", "/about?utm_source=news", false],
    ["/contact-us", "/contact-us?ref=x", false],
  ])("%s (%s): %s", (path, originalUrl, expected) =>
    expect(routes.rendersPerRequest({ path, originalUrl })).toBe(expected),
  );

  it("takes a form only where the route exports an action", () => {
    expect(routes.of("/contact-us").takesForm).toBe(true);
    expect(routes.of("/").takesForm).toBe(false);
    expect(routes.of("/contact-us/other").takesForm).toBe(false);
  });
});
