import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Page, test as base, expect } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServer } from "../integration/support/server-process";
import { fuzzTokens } from "../support/fuzz-tokens";
import type { Database } from "../../app/forms/store/sql.server";
import { databaseFile, openSqlite } from "../../app/forms/store/sqlite.server";

/**
 * Confirming and unsubscribing in a real browser, with scripts on and off, against the production
 * server with a database of its own. There is no SMTP server: the links are read from the emails
 * waiting in the outbox, exactly as they would be sent.
 */
interface Site {
  server: ServerProcess;
  db: Database;
}

const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's way of saying "no other fixtures needed"
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), "saltbush-subscription-"));
      const server = await startServer({ dir, env: { SUBSCRIBE_RATE_LIMIT: "0" } });
      const db = openSqlite(databaseFile(server.databaseUrl)!);
      await provide({ server, db });
      db.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, provide) => provide(site.server.url),
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${counter++}@example.com`;

/**
 * Asks for a subscription as the footer box does (for a confirmation), and returns the path of the
 * mail's link: its confirm link ("c." token) or its unsubscribe link ("u." token).
 */
async function mailedLink(site: Site, email: string, kind: "confirmation" | "welcome", purpose: "c" | "u") {
  if (kind === "confirmation") {
    const response = await fetch(`${site.server.url}/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
      body: new URLSearchParams({ email, return_to: "/about", js: "1" }),
    });
    expect(response.status).toBe(200);
  }
  const found = await site.db.execute({
    sql: "SELECT body FROM outbox WHERE recipient = ? AND kind = ? ORDER BY id DESC LIMIT 1",
    args: [email, kind],
  });
  const link = new RegExp(`https://\\S+(/subscription\\?token=${purpose}\\.[\\w.-]+)`).exec(
    String(found.rows[0]?.body),
  )?.[1];
  expect(link, `${kind} email for ${email}`).toBeTruthy();
  return link!;
}

const stateOf = async (site: Site, email: string) =>
  (await site.db.execute({ sql: "SELECT status FROM subscribers WHERE email = ?", args: [email] })).rows[0]
    ?.status ?? null;

async function expectAccessible(page: Page) {
  const axe = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
}

async function confirmAndUnsubscribe(page: Page, site: Site, scripts: boolean) {
  const email = uniqueEmail(scripts ? "js" : "nojs");
  const confirm = await mailedLink(site, email, "confirmation", "c");
  const opened = await page.goto(confirm);
  expect(opened!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
  if (scripts) {
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expectAccessible(page);
  }
  expect(await stateOf(site, email)).toBe("pending");
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
  expect(await stateOf(site, email)).toBe("confirmed");

  const unsubscribe = await mailedLink(site, email, "welcome", "u");
  await page.goto(unsubscribe);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  if (scripts) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  expect(await stateOf(site, email)).toBeNull();
}

async function withoutScripts(browser: Browser, baseURL: string, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test("confirming and unsubscribing with scripts", async ({ page, site }) => {
  await confirmAndUnsubscribe(page, site, true);
});

test("confirming and unsubscribing without scripts", async ({ browser, site }) => {
  await withoutScripts(browser, site.server.url, (page) => confirmAndUnsubscribe(page, site, false));
});

test("a changed link shows a clear page with a 400, and a mail client's one-click POST unsubscribes", async ({
  page,
  site,
}) => {
  const email = uniqueEmail("oneclick");
  const confirm = await mailedLink(site, email, "confirmation", "c");
  const changed = await page.goto(confirm.slice(0, -3));
  expect(changed!.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link doesn't work");
  await expect(page.getByRole("main")).toContainText("Open it again from the email");
  await expectAccessible(page);

  const token = new URL(confirm, site.server.url).searchParams.get("token")!;
  await fetch(`${site.server.url}/subscription`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
    body: new URLSearchParams({ token }),
  });
  const oneClick = (await mailedLink(site, email, "welcome", "u")).replace("/subscription", "/unsubscribe");
  // From the mail provider: another origin, RFC 8058's body.
  const response = await fetch(`${site.server.url}${oneClick}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(response.status).toBe(200);
  expect(await stateOf(site, email)).toBeNull();
});

test("400 malformed tokens: no 5xx and no change to stored data", async ({ site }) => {
  test.setTimeout(180_000);
  const pending = await mailedLink(site, uniqueEmail("fuzz-pending"), "confirmation", "c");
  const kept = uniqueEmail("fuzz-kept");
  const keptConfirm = await mailedLink(site, kept, "confirmation", "c");
  await fetch(`${site.server.url}${keptConfirm}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
    body: new URLSearchParams({ token: new URL(keptConfirm, site.server.url).searchParams.get("token")! }),
  });
  const unsubscribe = await mailedLink(site, kept, "welcome", "u");
  const valid = [pending, keptConfirm, unsubscribe].map((link) =>
    new URL(link, site.server.url).searchParams.get("token")!,
  );
  const snapshot = async () =>
    JSON.stringify(
      await Promise.all(
        ["subscribers", "suppressions", "outbox"].map(
          async (table) => (await site.db.execute(`SELECT * FROM ${table} ORDER BY 1`)).rows,
        ),
      ),
    );
  const before = await snapshot();

  const endpoints = [
    { method: "GET", path: "/subscription" },
    { method: "POST", path: "/subscription" },
    { method: "GET", path: "/unsubscribe" },
    { method: "POST", path: "/unsubscribe" },
  ];
  const statuses = new Map<number, number>();
  const tokens = fuzzTokens(valid, 400);
  for (const [i, token] of tokens.entries()) {
    // Every token at the one-click address and at the page (opened and posted in turn); every
    // eighth one also opened at the one-click address, which sends browsers on to the page.
    const targets = [endpoints[3]!, endpoints[i % 2]!, ...(i % 8 === 0 ? [endpoints[2]!] : [])];
    for (const endpoint of targets) {
      const query = new URLSearchParams({ token });
      const response = await fetch(`${site.server.url}${endpoint.path}?${query}`, {
        method: endpoint.method,
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
        body: endpoint.method === "POST" ? query.toString() : undefined,
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(
        response.status,
        `${endpoint.method} ${endpoint.path} ${JSON.stringify(token.slice(0, 120))}`,
      ).toBeLessThan(500);
      // A token too long for a request line is refused by Node itself (431) before the site sees it.
      if (endpoint === endpoints[2]) expect([303, 431]).toContain(response.status);
      else expect(response.status).toBeGreaterThanOrEqual(400);
    }
  }
  expect(await snapshot()).toBe(before);
  test
    .info()
    .annotations.push({ type: "statuses", description: JSON.stringify(Object.fromEntries(statuses)) });
});
