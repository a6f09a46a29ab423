import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NginxProcess, startNginx } from "./support/nginx-process";
import { rawRequest } from "./support/raw-request";
import { expectHarmless } from "./support/request-targets";
import { type ServerProcess, startServer } from "./support/server-process";

/**
 * No request target can stall or bend the site: each odd target (support/request-targets.ts) gets
 * a 4xx, a 2xx or a redirect on this site, fast, and never holds up a /healthz sent alongside, from
 * Node alone and through the nginx configuration `npm run nginx-config` writes. Run `npm run build`
 * first; nginx as for nginx.test.ts.
 */

let dir: string;
let site: ServerProcess;
let nginx: NginxProcess;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "saltbush-targets-"));
  site = await startServer({ dir, env: { TRUST_PROXY: "1" } });
  nginx = await startNginx({ upstream: `http://127.0.0.1:${site.port}`, prefix: dir });
}, 120_000);

afterAll(async () => {
  await nginx?.stop();
  await site?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const portOf = (url: string) => Number(new URL(url).port);

describe("odd request targets", () => {
  it("from Node alone: answered fast, never 5xx, never redirected to another host", async () => {
    await expectHarmless(site.port, "localhost");
    // The assets folder is no page: a 404, never a redirect that the trailing-slash rule sends back.
    for (const target of ["/assets", "http://localhost/assets"])
      expect(await rawRequest(site.port, target), target).toMatchObject({ status: 404 });
  }, 120_000);

  it("through nginx, for the site's host and for any other", async () => {
    await expectHarmless(portOf(nginx.url), "localhost");
    await expectHarmless(portOf(nginx.url), "other.example");
  }, 120_000);
});
