import { expect, test } from "@playwright/test";
import { site } from "../../app/site/site";
import { firstOf, htmlRoutes, pagesWithoutMetadata } from "./site";

test.describe("every route", () => {
  for (const path of htmlRoutes) {
    test(`${path} answers 200 with its own pre-rendered content`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      if (!pagesWithoutMetadata.includes(path)) expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
      // The content is in the HTML itself: no script is needed to see it.
      expect(html.replace(/<[^<>]+>/g, " ").split(/\s+/).length).toBeGreaterThan(150);
    });
  }
});

test("pages without metadata of their own use the site-wide title and description", async ({ request }) => {
  for (const path of pagesWithoutMetadata) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<title>${site.defaultTitle.replace(/&/g, "&amp;")}</title>`);
  }
});

for (const path of ["/about", firstOf("service"), "/recycling", "/blog/1", firstOf("city")]) {
  test(`${path}/ redirects once to ${path}`, async ({ request }) => {
    const redirect = await request.get(`${path}/?from=test`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toBe(`${path}?from=test`);
    const final = await request.get(`${path}/`);
    expect(final.status()).toBe(200);
    expect(final.url()).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  });
}

test("a slash-prefixed path never redirects off the site", async ({ request, baseURL }) => {
  // Built from the base URL so the request itself stays on this server.
  const response = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location ?? "/").toMatch(/^\/(?!\/)/);
});

for (const path of [
  "/no-such-page",
  "/services/no-such-service",
  "/post/no-such-post",
  "/blog/0",
  "/blog/-1",
  "/blog/abc",
  "/blog/1.5",
  "/blog/99",
]) {
  test(`${path} answers 404 with a helpful page in the layout`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("We couldn&#x27;t find that page");
    expect(html).toContain(site.phone.href);
    expect(html).toContain('href="/contact-us"');
    expect(html).toContain('href="/services"');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('aria-label="Main"');
  });
}

test("/blog redirects to the first page of the list", async ({ request }) => {
  const response = await request.get("/blog", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/blog/1");
});

test("each published version of the terms is served at its own address, and no other month is", async ({
  request,
}) => {
  const { termsVersionPaths } = await import("../../app/content/index.server");
  const versions = termsVersionPaths();
  expect(versions.length).toBeGreaterThan(0);
  for (const path of versions) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}"`));
    // The version names itself, and lists its sources with the day each was checked.
    expect(html, path).toMatch(/Version of [A-Z][a-z]+ \d{4}/);
    expect(html, path).toMatch(
      /<h2 id="sources-heading">Sources<\/h2>[\s\S]*<time dateTime="\d{4}-\d{2}-\d{2}"/i,
    );
  }
  const page = versions[0]!.slice(0, versions[0]!.lastIndexOf("/"));
  for (const missing of [`${page}/1999-01`, `${page}/not-a-month`])
    expect((await request.get(missing, { maxRedirects: 0 })).status(), missing).toBe(404);
});
