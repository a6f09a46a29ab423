import { type IncomingMessage, get as httpGet } from "node:http";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "./support/forms";
import { type NginxProcess, startNginx } from "./support/nginx-process";
import { rawExchange, rawRequest } from "./support/raw-request";
import { type ServerProcess, startServer } from "./support/server-process";
import { securityHeaders } from "../../server/header-rules";

/**
 * The built site behind nginx, configured by `npm run nginx-config`, answers every file of the
 * build exactly as Node alone does: status, headers (the security headers, each page's policy,
 * the cache rules, the type and the compression) and body. Forms and everything else reach Node
 * through it. Run `npm run build` first; .ci/run installs Debian's nginx-light.
 */

const client = "build/client";

/** Headers that differ between any two servers by nature: the connection, the clock and how the body is framed. */
const PER_SERVER = new Set([
  "date",
  "connection",
  "keep-alive",
  "server",
  "content-length",
  "transfer-encoding",
  "etag",
]);

/** The address of each pre-rendered page, and of every other file of the build but the compressed copies. */
function builtAddresses() {
  const files = readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
  const pages = files
    .filter((file) => file.endsWith("/index.html"))
    .map((file) => file.slice(0, -"/index.html".length) || "/");
  const others = files.filter((file) => !file.endsWith("/index.html") && !file.endsWith(".data"));
  return { pages, others };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  hasEtag: boolean;
  body: string;
}

/** An answer with the per-server headers set aside; fetch decodes the body. A per-request render's nonces differ by design. */
async function ask(base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetch(`${base}${path}`, { redirect: "manual", ...init });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!PER_SERVER.has(name)) headers[name] = value;
  });
  const body = (await response.text()).replace(/ nonce="[^"]*"/g, "");
  return { status: response.status, headers, hasEtag: response.headers.has("etag"), body };
}

const EDITOR_HOST = "edit.saltbush.example";
let site: ServerProcess;
let nginx: NginxProcess;
let nginxUrl: string;
let prefix: string;

beforeAll(async () => {
  // nginx's own folder, with a space in its name, also holds Node's database.
  prefix = mkdtempSync(join(tmpdir(), "saltbush nginx-"));
  site = await startServer({
    dir: prefix,
    env: {
      FORM_MIN_SECONDS: "0",
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT: "1",
      // The editor's host, which this nginx was not told about: it gets no page there (421).
      KEYSTATIC_HOST: EDITOR_HOST,
    },
  });
  nginx = await startNginx({ upstream: `http://127.0.0.1:${site.port}`, prefix });
  nginxUrl = nginx.url;
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  if (prefix) rmSync(prefix, { recursive: true, force: true });
});

async function expectSameAnswers(paths: string[], init: RequestInit = {}) {
  for (const path of paths) {
    const [node, proxied] = await Promise.all([ask(site.url, path, init), ask(nginxUrl, path, init)]);
    expect({ path, ...proxied }, `${path} with ${JSON.stringify(init.headers ?? {})}`).toEqual({
      path,
      ...node,
    });
  }
}

const encodings = () => ["identity", "gzip", ...(nginx.brotli ? ["br"] : [])];

describe("nginx in front of the built site, configured by npm run nginx-config", () => {
  it("answers every pre-rendered page and its loader data as Node does, in every encoding", async () => {
    const { pages } = builtAddresses();
    expect(pages.length).toBeGreaterThan(80);
    const loaderData = pages.map((page) => (page === "/" ? "/_.data" : `${page}.data`));
    for (const encoding of encodings())
      await expectSameAnswers([...pages, ...loaderData], { headers: { "accept-encoding": encoding } });
  }, 120_000);

  it("answers every other file of the build, the hashed assets included, as Node does", async () => {
    const { others } = builtAddresses();
    expect(others.some((file) => file.startsWith("/assets/"))).toBe(true);
    for (const encoding of encodings())
      await expectSameAnswers(others, { headers: { "accept-encoding": encoding } });
  }, 120_000);

  it("lets other sites show the social cards and icons, and nothing else (Cross-Origin-Resource-Policy)", async () => {
    const { others } = builtAddresses();
    const card = others.find((file) => file.startsWith("/social/"))!;
    for (const base of [site.url, nginxUrl]) {
      for (const path of [card, "/favicon.svg", "/apple-touch-icon.png"]) {
        const response = await fetch(`${base}${path}`);
        expect(response.headers.get("cross-origin-resource-policy"), `${path} from ${base}`).toBe(
          "cross-origin",
        );
      }
      for (const path of ["/", "/about", "/about.data", "/search?q=bins", "/no-such-page", "/sitemap.xml"]) {
        const response = await fetch(`${base}${path}`);
        expect(response.headers.get("cross-origin-resource-policy"), `${path} from ${base}`).toBe(
          "same-origin",
        );
      }
    }
  });

  it("leaves redirects, queries, missing files, dot paths and HEAD to the same rules", async () => {
    const { pages } = builtAddresses();
    const page = pages.find((path) => path !== "/")!;
    await expectSameAnswers([
      `${page}/`,
      `${page}//`,
      "/\\evil.example/",
      `${page}?utm_source=newsletter`,
      "/no-such-page",
      "/assets/no-such-part.js",
      "/.env",
      "/index.html",
      "/healthz",
    ]);
    await expectSameAnswers([page, "/assets/no-such-part.js"], { method: "HEAD" });
  }, 60_000);

  it("answers a browser's revalidation of an unchanged page with 304, with its headers", async () => {
    // node:http, because fetch marks a request with its own validators "no-cache".
    const get = (url: string, headers: Record<string, string> = {}) =>
      new Promise<IncomingMessage>((resolve, reject) =>
        httpGet(url, { headers }, (response) => resolve(response.resume())).on("error", reject),
      );
    const { pages } = builtAddresses();
    for (const base of [site.url, nginxUrl]) {
      const first = await get(`${base}${pages[0]}`);
      const again = await get(`${base}${pages[0]}`, { "if-none-match": String(first.headers.etag) });
      expect(again.statusCode, base).toBe(304);
      expect(again.headers["cache-control"], base).toBe("no-cache");
      expect(again.headers["content-security-policy"], base).toBe(first.headers["content-security-policy"]);
    }
  });

  it("passes form posts to Node with the visitor's address as nginx saw it", async () => {
    const post = (madeUp: string) =>
      fetch(`${nginxUrl}/contact-us`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: nginxUrl,
          "x-forwarded-for": madeUp,
        },
        body: new URLSearchParams(validEnquiry).toString(),
      });
    const first = await post("203.0.113.1");
    expect(first.status).toBe(303);
    expect(first.headers.get("cache-control")).toBe("no-store");
    // One enquiry an hour from this address: a second, whatever it claims to come from, is limited.
    expect((await post("203.0.113.2")).status).toBe(429);
    // A post from another site is refused by Node, behind nginx too.
    const foreign = await fetch(`${nginxUrl}/contact-us`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: "name=x",
    });
    expect(foreign.status).toBe(403);
  });

  it("serves only the site's own host: any other, an editor's host it was not told of included, gets 421", async () => {
    const port = Number(new URL(nginxUrl).port);
    const { pages } = builtAddresses();
    const page = pages.find((path) => path !== "/")!;
    for (const host of [EDITOR_HOST, "other.example", `other.example:${port}`, "127.0.0.2"])
      for (const path of [page, "/", "/healthz"])
        expect(await rawRequest(port, path, { host }), `${path} on ${host}`).toMatchObject({ status: 421 });
    expect(await rawRequest(port, page, { host: `127.0.0.1:${port}` })).toMatchObject({ status: 200 });
  });

  it("tells Node the visitors' scheme from the site's address, as when TLS ends in front of nginx", async () => {
    const dir = mkdtempSync(join(prefix, "https-"));
    const https = await startNginx({
      upstream: `http://127.0.0.1:${site.port}`,
      prefix: dir,
      args: ["--site-url", "https://127.0.0.1"],
    });
    try {
      const response = await fetch(`${https.url}/subscribe`, {
        method: "POST",
        redirect: "manual",
        // The visitor's browser was on https; this nginx saw plain http from the balancer.
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: https.url.replace("http:", "https:"),
        },
        body: new URLSearchParams({ email: "tls@example.com", return_to: "/", js: "1" }).toString(),
      });
      expect(response.status).toBeLessThan(400);
    } finally {
      await https.stop();
    }
  });

  it("puts the site's headers on nginx's own error pages: 400, 413, 414 and, with Node down, 502", async () => {
    const port = Number(new URL(nginxUrl).port);
    const headersOf = (request: string) => rawExchange(port, request);
    const expectSiteHeaders = (
      answer: { status: number; headers: Record<string, string> },
      status: number,
    ) => {
      expect(answer.status).toBe(status);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(answer.headers[name.toLowerCase()], `${name} on ${status}`).toBe(value);
      expect(answer.headers["content-security-policy"], `policy on ${status}`).toContain("default-src");
    };
    expectSiteHeaders(await headersOf("GET / HTTP/1.1\r\nHost: bad host\r\nConnection: close\r\n\r\n"), 400);
    expectSiteHeaders(
      await headersOf("GET / HTTP/1.1\r\nHost: other.example\r\nConnection: close\r\n\r\n"),
      421,
    );
    expectSiteHeaders(
      await headersOf(
        `POST /contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: ${20 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
      ),
      413,
    );
    expectSiteHeaders(
      await headersOf(`GET /${"a".repeat(9000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
      414,
    );
    // The last test of the file: Node stops, and nginx answers for it. The site's pages still come
    // from the disk, for the site's host only.
    await site.stop();
    const page = builtAddresses().pages.find((path) => path !== "/")!;
    expect(await rawRequest(port, page, { host: "127.0.0.1" })).toMatchObject({ status: 200 });
    expectSiteHeaders(
      await headersOf("GET /no-such-page HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
      502,
    );
  });
});
