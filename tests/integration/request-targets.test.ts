import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NginxProcess, startNginx } from "./support/nginx-process";
import { hostValues, validHostValues } from "./support/host-values";
import { rawExchange, rawRequest } from "./support/raw-request";
import { dotSegmentTargets, expectHarmless } from "./support/request-targets";
import { type ServerProcess, startServer } from "./support/server-process";

/**
 * No request target can stall or bend the site: each odd target (support/request-targets.ts) gets
 * a 4xx, a 2xx or a redirect on this site, fast, and never holds up a /healthz sent alongside, from
 * Node alone and through the nginx configuration `npm run nginx-config` writes. On the editor's own
 * host no target and no spelling of the host reaches a public page. Run `npm run build` first;
 * nginx as for nginx.test.ts.
 */

const EDITOR_HOST = "edit.saltbush.example";
/** The site's own host in the nginx harness (support/nginx-process.ts). */
const SITE_HOST = "127.0.0.1";

let dir: string;
let site: ServerProcess;
let nginx: NginxProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "saltbush-targets-"));
  site = await startServer({ dir, env: { TRUST_PROXY: "1", KEYSTATIC_HOST: EDITOR_HOST } });
  nginx = await startNginx({
    upstream: `http://127.0.0.1:${site.port}`,
    prefix: dir,
    args: ["--editor-host", EDITOR_HOST],
  });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const portOf = (url: string) => Number(new URL(url).port);

/** The status and body of one GET, its target sent as written (node:http does not resolve dot segments). */
function answerOf(port: number, target: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: target, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

/** A public page: the site's layout, with its footer. */
const isPublicPage = (answer: { status: number; body: string }) =>
  answer.status === 200 && /<footer\b/.test(answer.body);

describe("odd request targets", () => {
  it("from Node alone: answered fast, never 5xx, never redirected to another host", async () => {
    await expectHarmless(site.port, "localhost");
    await expectHarmless(site.port, EDITOR_HOST);
    // The assets folder is no page: a 404, never a redirect that the trailing-slash rule sends back.
    for (const target of ["/assets", "http://localhost/assets"])
      expect(await rawRequest(site.port, target), target).toMatchObject({ status: 404 });
  }, 180_000);

  it("through nginx, for the site's host, the editor's and any other", async () => {
    await expectHarmless(portOf(nginx.url), SITE_HOST);
    await expectHarmless(portOf(nginx.url), EDITOR_HOST);
    await expectHarmless(portOf(nginx.url), "other.example");
  }, 240_000);
});

describe("dot segments and encoded separators", () => {
  it("are refused with 400 by Node on both hosts, before any layer reads the path", async () => {
    for (const host of ["localhost", EDITOR_HOST, `${EDITOR_HOST}.`])
      for (const target of dotSegmentTargets()) {
        const answer = await answerOf(site.port, target, host);
        expect(answer.status, `${target} on ${host}`).toBe(400);
      }
  }, 60_000);

  it("never reach a public page on the editor's host through nginx, and get Node's 400 on the site's", async () => {
    const port = portOf(nginx.url);
    for (const target of dotSegmentTargets()) {
      for (const host of [EDITOR_HOST, `${EDITOR_HOST}.`, "EDIT.Saltbush.Example"]) {
        const answer = await answerOf(port, target, host);
        expect(isPublicPage(answer), `${target} on ${host}: ${answer.status}`).toBe(false);
        expect([400, 404], `${target} on ${host}`).toContain(answer.status);
      }
      expect((await answerOf(port, target, SITE_HOST)).status, `${target} on the site's host`).toBe(400);
    }
  }, 60_000);
});

describe("the editor's host, however it is spelt", () => {
  const spellings = [
    EDITOR_HOST,
    `${EDITOR_HOST}.`,
    "EDIT.Saltbush.Example",
    "Edit.Saltbush.Example.",
    `${EDITOR_HOST}:8080`,
    `${EDITOR_HOST}.:443`,
  ];

  it("serves no public page, from Node alone or through nginx", async () => {
    for (const port of [site.port, portOf(nginx.url)])
      for (const host of spellings)
        for (const target of ["/about", "/contact-us", "/search?q=bins", "/blog"]) {
          const answer = await answerOf(port, target, host);
          expect(isPublicPage(answer), `${target} on ${host} (port ${port})`).toBe(false);
          expect(answer.status, `${target} on ${host} (port ${port})`).toBe(404);
        }
  });
});

/** One GET with the Host header's UTF-8 bytes written as they are. */
const withHost = (port: number, target: string, host: string) =>
  rawExchange(
    port,
    `GET ${target} HTTP/1.1\r\nHost: ${Buffer.from(host, "utf8").toString("latin1")}\r\nConnection: close\r\n\r\n`,
  );

describe("Host headers", () => {
  const names = [SITE_HOST, EDITOR_HOST, "www.saltbush.example", "localhost", "[::1]"];

  it("no Host header, however odd, gets a 5xx from Node or nginx, and every odd one is a 400", async () => {
    const values = hostValues(names);
    expect(values.length).toBeGreaterThanOrEqual(200);
    for (const port of [site.port, portOf(nginx.url)])
      for (const host of values)
        for (const target of ["/", "/about", "/keystatic", "/search?q=bins"]) {
          const { status } = await withHost(port, target, host);
          expect(status, `${target} with Host ${JSON.stringify(host)} (port ${port})`).toBe(400);
        }
    for (const port of [site.port, portOf(nginx.url)])
      for (const host of validHostValues(port === site.port ? "localhost" : SITE_HOST, port))
        expect((await withHost(port, "/about", host)).status, `${host} (port ${port})`).toBe(200);
  }, 240_000);

  it("an absolute-form target names the host: never the editor on the public host, nor a public page on the editor's", async () => {
    for (const port of [site.port, portOf(nginx.url)]) {
      const own = port === site.port ? "localhost" : SITE_HOST;
      const toEditor = await rawRequest(port, `http://${own}/keystatic`, { host: EDITOR_HOST });
      expect(toEditor.status, `the editor by the request line (port ${port})`).toBe(404);
      const toPage = await rawRequest(port, `http://${EDITOR_HOST}/about`, { host: own });
      expect(toPage.status, `a page on the editor's host by the request line (port ${port})`).toBe(404);
      expect((await rawRequest(port, `http://${own}/about`, { host: own })).status).toBe(200);
    }
  });
});

describe("nginx for any other host", () => {
  it("serves no page to an unknown name or a bare address", async () => {
    const port = portOf(nginx.url);
    for (const host of ["other.example", "localhost", "127.0.0.2", "[::1]", "saltbush.example.evil.example"])
      for (const target of ["/", "/about", "/keystatic", "/assets/x.js", "/healthz"]) {
        const answer = await answerOf(port, target, host);
        expect(answer.status, `${target} on ${JSON.stringify(host)}`).toBe(421);
        expect(answer.body, `${target} on ${JSON.stringify(host)}`).not.toMatch(/<footer\b/);
      }
    // The site's own host still gets its pages.
    expect(isPublicPage(await answerOf(port, "/about", SITE_HOST))).toBe(true);
  });
});

describe("the policy of the editor's address on the public host", () => {
  it("is the public one, from Node alone and through nginx", async () => {
    for (const base of [site.url, nginx.url]) {
      const response = await fetch(`${base}/keystatic`);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy, base).toContain("style-src 'self';");
      expect(policy, base).not.toMatch(/unsafe-inline|github/);
    }
  });
});

describe("a body sent a byte at a time", () => {
  /** Milliseconds until the server closes a connection whose body comes a byte a second; 60 s at most. */
  async function trickled(port: number): Promise<number> {
    const socket = connect({ host: "127.0.0.1", port });
    await new Promise((resolve) => socket.once("connect", resolve));
    const started = performance.now();
    socket.write(
      `POST /subscribe HTTP/1.1\r\nHost: ${SITE_HOST}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        "Content-Length: 1000\r\n\r\n",
    );
    const trickle = setInterval(() => socket.writable && socket.write("a"), 1000);
    await new Promise<void>((resolve) => {
      socket.on("error", () => undefined);
      socket.once("close", () => resolve());
      setTimeout(resolve, 60_000);
    });
    clearInterval(trickle);
    socket.destroy();
    return performance.now() - started;
  }

  it("is cut off within 35 s, by Node and through nginx", async () => {
    const [node, proxied] = await Promise.all([trickled(site.port), trickled(portOf(nginx.url))]);
    expect(node, "Node").toBeLessThan(35_000);
    expect(proxied, "nginx").toBeLessThan(35_000);
  }, 70_000);
});
