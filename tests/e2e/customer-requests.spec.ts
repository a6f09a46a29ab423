import AxeBuilder from "@axe-core/playwright";
import { type Page, test as base, expect } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { company } from "../../app/content/company";
import { REQUEST_KINDS, type RequestKind, requestPath } from "../../app/content/request-kinds";
import { localTime } from "../../app/forms/requests/window.server";
import { type ServerProcess, startServer } from "../integration/support/server-process";
import { type TestSmtp, startSmtp } from "../integration/support/smtp";

/**
 * Customers' requests in a real browser against the production server with a real SMTP server:
 * each kind sent with and without scripts at a phone's and a desktop's width, one by keyboard
 * alone, each showing its reference and next steps, and one mail each to the customer and to the
 * team the routing table names.
 */
const test = base.extend<object, { site: { server: ServerProcess; smtp: TestSmtp } }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's way of saying "no other fixtures needed"
    async ({}, provide) => {
      const dir = mkdtempSync(join(tmpdir(), "saltbush-requests-"));
      const smtp = await startSmtp(0, { closeWhenTestEnds: false });
      const server = await startServer({
        dir,
        env: {
          CONTACT_RATE_LIMIT: "1000",
          FORM_MIN_SECONDS: "0",
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          OUTBOX_POLL_SECONDS: "1",
        },
      });
      await provide({ server, smtp });
      await server.stop();
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, provide) => provide(site.server.url),
});

const MELBOURNE = "3000";
/** Today on the site's clock: a collection due today is always inside the window. */
const today = () => localTime(new Date(), "Australia/Melbourne").date;
const inDays = (days: number) =>
  new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Each kind's own answers, as a visitor picks them. */
async function answerOwn(page: Page, kind: RequestKind) {
  if (kind !== "serviceChange") {
    await page.getByLabel("What goes in it").selectOption({ index: 1 });
    await page.getByLabel("Its size").selectOption({ index: 1 });
  }
  if (kind === "missedCollection" || kind === "extraCollection") await page.getByLabel("How many").fill("2");
  if (kind === "missedCollection") {
    await page.getByLabel("The day it was due").fill(today());
    await page.getByRole("radio", { name: "Yes" }).check();
  }
  if (kind === "extraCollection") await page.getByLabel("The day you want it").fill(inDays(3));
  if (kind === "binProblem") {
    await page.getByRole("radio", { name: "It is damaged" }).check();
    await page.getByRole("radio", { name: "Yes" }).check();
  }
  if (kind === "serviceChange") {
    await page.getByRole("radio", { name: "More bins" }).check();
    await page.getByLabel("The change, in your words").fill("One more cardboard bin from next month");
  }
}

async function answerShared(page: Page, email: string) {
  await page.getByLabel("Business name").fill("Kettle & Crumb Cafe");
  await page.getByLabel("Street address of the site").fill("12 Flinders Lane");
  await page.getByLabel("The site's postcode").fill(MELBOURNE);
  await page.getByLabel("Your name").fill("Ari Nguyen");
  await page.getByLabel("Phone", { exact: true }).fill("0412 345 678");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("I have read the collection notice").check();
}

const routeOf = (kind: RequestKind) =>
  company.requestRoutes.find((route) => route.kind === kind && route.state === "VIC")!.email;

for (const scripts of [false, true])
  for (const width of [375, 1440])
    test(`each request sends at ${width} px ${scripts ? "with" : "without"} scripts`, async ({
      browser,
      baseURL,
      site,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: scripts,
        baseURL,
        viewport: { width, height: 900 },
      });
      const page = await context.newPage();
      for (const kind of REQUEST_KINDS) {
        const email = `${kind}-${width}-${scripts}@example.com`.toLowerCase();
        await page.goto(requestPath(kind));
        await answerOwn(page, kind);
        await answerShared(page, email);
        await page.getByRole("button", { name: "Send request" }).click();
        await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);
        const reference = new URL(page.url()).searchParams.get("ref")!;
        await expect(page.getByTestId("enquiry-reference")).toContainText(reference);
        await expect(page.getByTestId("request-next-steps")).toBeVisible();
        await expect
          .poll(() =>
            site.smtp.mails.filter((mail) => mail.body.includes(reference)).map((mail) => mail.to.join()),
          )
          .toEqual(expect.arrayContaining([email, routeOf(kind)]));
        expect(site.smtp.mails.filter((mail) => mail.body.includes(reference))).toHaveLength(2);
      }
      await context.close();
    });

for (const scripts of [false, true])
  test(`a missed collection lists two bins, the second added by keyboard, ${scripts ? "with" : "without"} scripts`, async ({
    browser,
    baseURL,
    site,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: scripts, baseURL });
    const page = await context.newPage();
    const email = `two-bins-${scripts}@example.com`;
    await page.goto(requestPath("missedCollection"));
    await answerOwn(page, "missedCollection");
    await answerShared(page, email);
    await page.getByRole("button", { name: "Add another bin" }).focus();
    await page.keyboard.press("Enter");
    const second = page.getByRole("group", { name: "Bin 2" });
    await expect(second.getByLabel("What goes in it")).toBeFocused();
    // Everything typed before the press is still there.
    await expect(page.getByLabel("Your name")).toHaveValue("Ari Nguyen");
    await expect(page.getByRole("group", { name: "Bin 1" }).getByLabel("How many")).toHaveValue("2");
    // The accessibility checks run in the page: only where it runs scripts (the markup is the same).
    if (scripts) {
      const axe = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    }
    await second.getByLabel("What goes in it").selectOption("cardboard");
    await second.getByLabel("Its size").selectOption({ index: 1 });
    await second.getByLabel("How many").fill("1");
    // Enter in a field sends the request: "Add another bin" is not the form's default button.
    await second.getByLabel("How many").press("Enter");
    await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    await expect(page.getByRole("main")).not.toContainText("enquiry");
    await expect
      .poll(
        () =>
          site.smtp.mails.find(
            (mail) => mail.body.includes(reference) && mail.to.includes(routeOf("missedCollection")),
          )?.body,
      )
      .toMatch(/Bins: 2 × .+; 1 × .+cardboard/i);
    await context.close();
  });

test("a request outside the service area says what to do, keeps what was typed, and is reachable by keyboard", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 900 } });
  const page = await context.newPage();
  await page.goto(requestPath("serviceChange"));
  await page.getByRole("radio", { name: "More bins" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Two more bins");
  for (const text of [
    "",
    "Kettle & Crumb Cafe",
    "12 Flinders Lane",
    "0870",
    "Ari Nguyen",
    "0412 345 678",
    "ari@example.com",
  ]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  // The collection notice's box, then past the privacy policy's link to Send.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Send request" })).toBeFocused();
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert");
  await expect(summary).toContainText("outside our service areas");
  await expect(page.getByLabel("The site's postcode")).toHaveValue("0870");
  await expect(page.getByLabel("The change, in your words")).toHaveValue("Two more bins");
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test("the customer service page puts the emergency first and links every request", async ({ page }) => {
  await page.goto("/customer-service");
  await expect(page.getByRole("main")).toContainText("call 000 first");
  for (const kind of REQUEST_KINDS)
    await expect(page.locator(`a[href="${requestPath(kind)}"]`)).toHaveCount(1);
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});
