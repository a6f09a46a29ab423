import { expect, test, type APIResponse } from "@playwright/test";
import { readdirSync } from "node:fs";
import { firstOf } from "./site";

/** A service page, whichever the site map lists first. */
const aServicePage = firstOf("service");

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  expect(csp).toContain("default-src 'self'");
  expect(csp).toMatch(/script-src 'self'/);
  expect(csp).not.toContain("unsafe-inline");
  // Inline styles only on the development server's pages (Vite's), never here: a page's own
  // stylesheet in its head is allowed by its hash alone.
  expect(csp).toMatch(/style-src 'self'( 'sha256-[\w+/=]+')?;/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
  expect(headers.server).toBeUndefined();
}

test("a page carries the security headers, a hash for each inline script, and revalidation", async ({
  request,
}) => {
  const response = await request.get(aServicePage, {
    headers: { "Accept-Encoding": "br, gzip" },
  });
  expectSecurityHeaders(response);
  expect(response.headers()["content-security-policy"]).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-encoding"]).toMatch(/br|gzip/);
  const etag = response.headers().etag!;
  expect(etag).toBeTruthy();
  // Revalidated as a browser does, with the same Accept-Encoding (each encoding has its own ETag).
  const again = await request.get(aServicePage, {
    headers: { "Accept-Encoding": "br, gzip", "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);
});

test("a page is compressed once and sent whole, in Brotli or gzip as the browser accepts", async ({
  request,
}) => {
  const path = aServicePage;
  const plain = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  for (const [accept, encoding] of [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br;q=0", "gzip"],
  ] as const) {
    const response = await request.get(path, { headers: { "Accept-Encoding": accept } });
    expect(response.headers()["content-encoding"], accept).toBe(encoding);
    // A length rather than chunks: the whole page arrives with its headers.
    expect(Number(response.headers()["content-length"]), accept).toBeGreaterThan(0);
    expect(response.headers().vary, accept).toMatch(/accept-encoding/i);
    expect(await response.text(), accept).toBe(await plain.text());
  }
});

test("a hashed asset is compressed and cached for a year as immutable", async ({ request }) => {
  const script = readdirSync("build/client/assets").find((name) => /^entry\.client-.*\.js$/.test(name));
  // Chromium's own header, which lists gzip first without preferring it.
  const response = await request.get(`/assets/${script}`, {
    headers: { "Accept-Encoding": "gzip, deflate, br, zstd" },
  });
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const gzip = await request.get(`/assets/${script}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
});

test("a form response and a 404 carry the security headers", async ({ request }) => {
  const form = await request.post("/subscribe", { form: { email: "not-an-email" }, maxRedirects: 0 });
  expect(form.status()).toBeLessThan(500);
  expectSecurityHeaders(form);
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);
  expect(missing.headers()["content-security-policy"]).toMatch(/'sha256-/);
});

for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
  test(`${method} is refused with 405`, async ({ request }) => {
    for (const path of ["/", "/about", "/contact-us", "/subscribe"]) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow).toMatch(/^GET, HEAD/);
    }
  });
}

test("POST to a page without a form is refused with 405", async ({ request }) => {
  const response = await request.post("/about", { form: { a: "b" } });
  expect(response.status()).toBe(405);
});

test("a malformed address gets a plain answer with no stack trace", async ({ request }) => {
  const response = await request.get("/%E0%A4%A");
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(body).not.toMatch(/at \w+ \(|node_modules|Error:/);
});

test("the public host's /keystatic carries the public policy, not the editor's", async ({ request }) => {
  const response = await request.get("/keystatic");
  expect(response.status()).toBe(404);
  expectSecurityHeaders(response);
  expect(response.headers()["content-security-policy"]).not.toContain("github");
});

test("a page rendered from its query is kept by no cache, and no typed address goes into a URL", async ({
  request,
  baseURL,
}) => {
  for (const path of [
    "/what-goes-where?q=tyres",
    "/about?subscribe=subscribed",
    "/thank-you?ref=SB-20261127-ABCD",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }
  const refused = await request.post("/subscribe", {
    form: { email: "zoe@", return_to: "/about" },
    headers: { origin: new URL(baseURL!).origin },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  expect(refused.headers().location).toBeUndefined();
  expect(refused.headers()["cache-control"]).toBe("no-store");
  expect(await refused.text()).toContain('value="zoe@"');
});
