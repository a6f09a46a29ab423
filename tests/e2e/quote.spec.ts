import AxeBuilder from "@axe-core/playwright";
import { type Page, test as base, expect } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServer } from "../integration/support/server-process";
import { aQuoteBin, areasWithSuburbs, uncoveredPostcode } from "./finder-content";
import type { Database } from "../../app/forms/store/sql.server";
import { databaseFile, openSqlite } from "../../app/forms/store/sqlite.server";

/**
 * The quote request in a real browser, with scripts and without: every step, back and forth,
 * the context a visitor arrives with, and the reply choice reaching the stored request and the
 * staff email. One server per worker, with its own database and no minimum fill time.
 */
const test = base.extend<object, { site: { server: ServerProcess; db: Database } }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's way of saying "no other fixtures needed"
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), "saltbush-quote-"));
      const server = await startServer({ dir, env: { CONTACT_RATE_LIMIT: "1000", FORM_MIN_SECONDS: "0" } });
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

// Each test walks four steps (without scripts, four page loads) on a machine shared with others.
test.describe.configure({ timeout: 120_000 });

const main = (page: Page) => page.getByRole("main");
const step = (page: Page, name: RegExp) =>
  expect(main(page).getByRole("heading", { level: 2, name })).toBeVisible();
const press = (page: Page, name: string) => main(page).getByRole("button", { name, exact: true }).click();

async function noViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** The stored request and the staff email the outbox holds for it. */
async function stored(db: Database, email: string) {
  const row = (await db.execute({ sql: "SELECT * FROM enquiries WHERE email = ?", args: [email] })).rows[0]!;
  const mail = (
    await db.execute({
      sql: "SELECT subject, body FROM outbox WHERE enquiry_id = ? AND kind = 'notification'",
      args: [row.id as number],
    })
  ).rows[0]!;
  return { row, answers: JSON.parse(String(row.answers)), mail };
}

async function fillWho(page: Page, email: string, phone = "0412 345 678") {
  await main(page).getByLabel("Your name").fill("Mia Tran");
  await main(page).getByLabel("Email address", { exact: true }).fill(email);
  if (phone) await main(page).getByLabel("Phone number").fill(phone);
  await main(page)
    .getByLabel(/I have read the collection notice/)
    .check();
}

test("with scripts: from the bin helper through every step and back, to a stored request with a morning call", async ({
  browser,
  site,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto(
    "/bin-size-guide?business=hospitality&volume=several&stream=general&stream=glass#helper-result",
  );
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await main(page).getByRole("link", { name: "Ask for a quote for these bins" }).click();
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

  await step(page, /Step 1 of 4/);
  // About 1,300 litres of general waste a week is more than a wheelie bin holds: a front lift bin.
  await expect(main(page).getByLabel("Service or waste stream")).toHaveValue("front-lift-bins");
  await expect(main(page).getByLabel("Glass bottles and jars")).toBeChecked();
  await press(page, "Continue");
  // The step's own rules run in the browser: who the service is for is missing.
  await expect(main(page).getByRole("alert")).toContainText("Choose who the service is for");
  await main(page).getByLabel("Medium business").check();
  await press(page, "Continue");

  await step(page, /Step 2 of 4: How much/);
  await expect(main(page).getByLabel("Bin size").first()).not.toHaveValue("");
  await expect(main(page).getByLabel("What goes in it").nth(1)).toHaveValue("glass");
  await press(page, "Add another bin");
  await expect(main(page).getByRole("group", { name: /^Bin \d$/ })).toHaveCount(3);
  await press(page, "Continue");

  await step(page, /Step 3 of 4: Where/);
  const { suburb } = areasWithSuburbs[0]!;
  const covered = `Yes, we collect in ${suburb.name} (${suburb.postcode})`;
  await main(page).getByLabel("Postcode or suburb").fill(suburb.name);
  await expect(main(page).getByRole("status")).toContainText(covered);
  await noViolations(page);
  await press(page, "Continue");

  await step(page, /Step 4 of 4: When and who/);
  await fillWho(page, "mia@example.com");
  await main(page).getByLabel("Call me in the morning (7 am to 12 pm)").check();
  await press(page, "Back");
  await step(page, /Step 3 of 4/);
  await expect(main(page).getByLabel("Postcode or suburb")).toHaveValue(suburb.name);
  await press(page, "Continue");
  await expect(main(page).getByLabel("Your name")).toHaveValue("Mia Tran");
  await expect(main(page).getByLabel("Call me in the morning (7 am to 12 pm)")).toBeChecked();
  await expect(main(page).getByText(covered)).toBeVisible();
  await noViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await noViolations(page);
  await press(page, "Send quote request");

  await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);
  expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  const { row, answers, mail } = await stored(site.db, "mia@example.com");
  expect(row).toMatchObject({
    kind: "quote",
    channel: "js",
    postcode: suburb.postcode,
    audience: "medium-business",
  });
  expect(answers).toMatchObject({ reply: "call-morning", streams: ["general", "glass"] });
  expect(answers.bins.length).toBe(2);
  expect(mail.subject).toContain("(Call me in the morning (7 am to 12 pm))");
  expect(mail.body).toContain("Reply by: Call me in the morning (7 am to 12 pm)");
  await context.close();
});

test("without scripts: from a service page's quote link, each step a page from the server, to an emailed reply", async ({
  browser,
  site,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  // The service page that offers the bin chosen below.
  await page.goto(aQuoteBin.path);
  await main(page).getByRole("link", { name: "Get a free quote" }).click();
  await expect(page).toHaveURL(`/get-a-quote?service=${aQuoteBin.service}`);
  await expect(main(page).getByLabel("Service or waste stream")).toHaveValue(aQuoteBin.service);
  await main(page).getByLabel("Small business").check();
  await main(page).getByLabel("Cardboard").check();
  await press(page, "Continue");

  await step(page, /Step 2 of 4/);
  await press(page, "Continue");
  // The server's answer: no bin and no "not sure", so the step stays, with the summary first.
  await expect(main(page).getByRole("alert")).toContainText("Choose at least one bin");
  await main(page).getByLabel("What goes in it").selectOption("cardboard");
  await main(page).getByLabel("Bin size").selectOption(aQuoteBin.id);
  await main(page).getByLabel("How many").fill("1");
  await main(page).getByLabel("How often it is emptied").selectOption("weekly");
  await press(page, "Continue");

  await step(page, /Step 3 of 4/);
  await main(page).getByLabel("Postcode or suburb").fill(uncoveredPostcode);
  await press(page, "Check this area");
  await expect(main(page).getByRole("status")).toContainText(
    `${uncoveredPostcode} is outside our regular collection areas`,
  );
  await press(page, "Back");
  await step(page, /Step 2 of 4/);
  await expect(main(page).getByLabel("Bin size")).toHaveValue(aQuoteBin.id);
  await press(page, "Continue");
  await expect(main(page).getByLabel("Postcode or suburb")).toHaveValue(uncoveredPostcode);
  await main(page).getByLabel("Postcode or suburb").fill(areasWithSuburbs[0]!.suburb.postcode);
  await press(page, "Continue");

  await step(page, /Step 4 of 4/);
  await fillWho(page, "sam@example.com", "");
  await main(page).getByLabel("Email me").check();
  await press(page, "Send quote request");
  await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);

  const { row, answers, mail } = await stored(site.db, "sam@example.com");
  expect(row).toMatchObject({
    kind: "quote",
    channel: "no-js",
    service: aQuoteBin.service,
    postcode: areasWithSuburbs[0]!.suburb.postcode,
  });
  expect(answers).toMatchObject({
    reply: "email",
    bins: [{ stream: "cardboard", size: aQuoteBin.id, count: 1 }],
  });
  expect(mail.body).toContain("Reply by: Email me");
  expect(mail.body).toContain(`Bins: 1 × ${aQuoteBin.name} for cardboard, once a week`);
  await context.close();
});

test("a waste audit request is the same request with bins optional", async ({ page, site }) => {
  await page.goto("/services/waste-audits-waste-assessments");
  await main(page).getByRole("link", { name: "Get a free quote" }).first().click();
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText(
    "Request a waste audit (first walk-through free)",
  );
  await main(page).getByLabel("Large business").check();
  await press(page, "Continue");
  await step(page, /Step 2 of 4/);
  await press(page, "Continue");
  await main(page).getByLabel("Postcode or suburb").fill(areasWithSuburbs[0]!.suburb.postcode);
  await press(page, "Continue");
  await fillWho(page, "lee@example.com");
  await main(page).getByLabel("Call me in the afternoon (12 pm to 5 pm)").check();
  await press(page, "Request the walk-through");
  await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);
  const { row, mail } = await stored(site.db, "lee@example.com");
  expect(row).toMatchObject({ kind: "audit", service: "waste-audits-waste-assessments" });
  expect(mail.subject).toMatch(/^New waste audit \(first walk-through free\) request SB-/);
});
