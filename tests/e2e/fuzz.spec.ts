import { chromium, expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../integration/support/server-process";
import { dotSegmentTargets } from "../integration/support/request-targets";
import { fuzzCases } from "../support/fuzz-forms";
import { databaseFile, openSqlite } from "../../app/forms/store/sqlite.server";

/**
 * A short fuzz run against the production server (`npm run fuzz` sends 2,000): malformed posts
 * never cause a server error and never leave a row behind.
 */
test("300 malformed form submissions: no 5xx and nothing stored", async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "saltbush-fuzz-"));
  const server = await startServer({
    dir,
    env: { CONTACT_RATE_LIMIT: "0", SUBSCRIBE_RATE_LIMIT: "0", FORM_MIN_SECONDS: "0" },
  });
  try {
    const statuses = new Map<number, number>();
    for (const fuzz of fuzzCases(300)) {
      const response = await fetch(`${server.url}${fuzz.path}`, {
        method: "POST",
        headers: { "content-type": fuzz.contentType, origin: server.url },
        body: fuzz.body,
        redirect: "manual",
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, fuzz.label).toBeLessThan(500);
    }
    const db = openSqlite(databaseFile(server.databaseUrl)!);
    const enquiries = await db.execute("SELECT COUNT(*) AS n FROM enquiries");
    const subscribers = await db.execute("SELECT COUNT(*) AS n FROM subscribers");
    db.close();
    expect(Number(enquiries.rows[0]!.n)).toBe(0);
    expect(Number(subscribers.rows[0]!.n)).toBe(0);
    test
      .info()
      .annotations.push({ type: "statuses", description: JSON.stringify(Object.fromEntries(statuses)) });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * The editor's host in a real browser, with the editor's token cookie set there: no address a
 * browser can be sent to (dot segments, encoded slashes, a final dot on the host) shows a public
 * page, so no script of a public page ever runs beside that cookie.
 */
test("on the editor's host, no dot segment, encoded slash or final dot opens a public page", async ({
  launchOptions,
}) => {
  test.setTimeout(120_000);
  const editorHost = "edit.saltbush.example";
  const dir = mkdtempSync(join(tmpdir(), "saltbush-editor-host-"));
  const server = await startServer({ dir, env: { KEYSTATIC_HOST: editorHost } });
  // The browser the other tests use (playwright.config.ts), with the editor's host resolving here.
  const browser = await chromium.launch({
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      `--host-resolver-rules=MAP ${editorHost} 127.0.0.1, MAP ${editorHost}. 127.0.0.1`,
    ],
  });
  try {
    const context = await browser.newContext();
    await context.addCookies([
      { name: "keystatic-gh-access-token", value: "ghu_token", domain: editorHost, path: "/" },
    ]);
    const page = await context.newPage();
    const port = new URL(server.url).port;
    const addresses = [
      // Every fourth variant in a browser; tests/integration/request-targets.test.ts sends them all.
      ...dotSegmentTargets()
        .filter((_, index) => index % 4 === 0)
        .map((target) => `http://${editorHost}:${port}${target}`),
      `http://${editorHost}:${port}/keystatic/..%2fabout`,
      `http://${editorHost}:${port}/api/keystatic/..%2f..%2fabout`,
      `http://${editorHost}.:${port}/about`,
      `http://EDIT.Saltbush.Example:${port}/about`,
    ];
    for (const address of addresses) {
      const response = await page.goto(address);
      expect(response?.status(), address).not.toBe(200);
      await expect(page.locator("footer"), address).toHaveCount(0);
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
