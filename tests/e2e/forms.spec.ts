import AxeBuilder from "@axe-core/playwright";
import { type Browser, type Locator, type Page, test as base, expect } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { enquiryMessages } from "../../app/forms/messages";
import { serviceGroups } from "../../app/forms/service-choices.server";
import { subscribeMessages } from "../../app/forms/subscribe";
import { pagesOfType } from "../../app/site/pages";
import { type ServerProcess, startServer } from "../integration/support/server-process";
import type { Database } from "../../app/forms/store/sql.server";
import { databaseFile, openSqlite } from "../../app/forms/store/sqlite.server";
import { literal } from "../support/literal";

/**
 * The contact form and the subscribe box in a real browser, with scripts on and off, against the
 * production server. Each worker starts a server of its own (its own database, generous rate
 * limits, no minimum fill time), so these tests can count rows and submit as often as they need;
 * the rate-limit tests start one with low limits.
 */
interface Site {
  server: ServerProcess;
  db: Database;
}

async function openSite(env: Record<string, string>): Promise<Site & { close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-e2e-"));
  const server = await startServer({ dir, env });
  const db = openSqlite(databaseFile(server.databaseUrl)!);
  return {
    server,
    db,
    async close() {
      db.close();
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const test = base.extend<object, { site: Site }>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's way of saying "no other fixtures needed"
    async ({}, provide) => {
      const site = await openSite({
        CONTACT_RATE_LIMIT: "1000",
        SUBSCRIBE_RATE_LIMIT: "1000",
        FORM_MIN_SECONDS: "0",
      });
      await provide(site);
      await site.close();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ site }, provide) => provide(site.server.url),
});

/**
 * Two of the form's service choices, as the site map gives them: one a service page's link asks
 * for (?service=), and one the visitor picks. The answers' words come from the forms' own
 * messages, which name the phone number in the company's facts.
 */
const choices = serviceGroups().flatMap((group) => group.choices);
const askedFor = choices[0]!.value;
const picked = choices.at(-1)!.value;
/** A page with the footer's subscribe box, other than the home page. */
const aServicePage = pagesOfType("service")[0]!.path;

let counter = 0;
function uniqueEmail(label: string): string {
  return `${label}-${process.pid}-${Date.now()}-${counter++}@example.com`;
}

async function count(db: Database, sql: string, args: string[]): Promise<number> {
  return Number((await db.execute({ sql, args })).rows[0]![0]);
}

/** Scripts have run when the form has its duplicate-submission key. */
async function hydrated(page: Page) {
  await expect(page.locator('input[name="submission_id"]')).not.toHaveValue("");
}

/** The page's own content: the footer has an "Email address" box too. */
const main = (page: Page) => page.getByRole("main");

async function fillValid(page: Page, email: string) {
  await main(page).getByLabel("Your name").fill("Zoë O'Brien");
  await main(page).getByLabel("Email address", { exact: true }).fill(email);
  await main(page).getByLabel("Phone number").fill("0412 345 678");
  await main(page).getByLabel("Business name (optional)").fill("Wattle Café");
  await main(page).getByLabel("Postcode", { exact: true }).fill("3175");
  await main(page).getByLabel("Small business").check();
  await main(page).getByLabel("Service or waste stream").selectOption(picked);
  await main(page).getByLabel("Your message").fill("Our grease trap needs pumping out every month, please.");
  await main(page)
    .getByLabel(/I have read the collection notice/)
    .check();
}

const form = (page: Page) => main(page).locator("form");

async function noScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  return { context, page: await context.newPage() };
}

/** A page of its own on another server of these tests (rate limits, a broken database), with scripts. */
async function withScripts(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

/** The footer's subscribe box, or the subscribe page's in `within`. */
function subscribeBox(page: Page, within: Locator = page.getByRole("contentinfo")) {
  return {
    email: within.getByPlaceholder("Enter Email.."),
    button: within.getByRole("button", { name: "SUBSCRIBE" }),
    status: within.getByRole("status"),
  };
}

/** The subscribe box once scripts run it: it then carries its `js` field and answers in place. */
async function runningSubscribeBox(page: Page) {
  await expect(page.locator('input[name="js"]')).toHaveCount(1);
  return subscribeBox(page);
}

test.describe("the contact form", () => {
  test("with scripts: no reload, a pending button, one enquiry, then the reference on /thank-you", async ({
    page,
    site,
  }) => {
    const email = uniqueEmail("js");
    await page.goto(`/contact-us?service=${askedFor}`);
    await hydrated(page);
    await expect(main(page).getByLabel("Service or waste stream")).toHaveValue(askedFor);
    await fillValid(page, email);
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    // Hold the answer back until the pending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/contact-us.data*", async (route) => {
      await held;
      await route.continue();
    });
    const button = form(page).getByRole("button", { name: "Send enquiry" });
    await button.dblclick();
    await expect(form(page).getByRole("button", { name: "Sending your enquiry…" })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/thank-you\?ref=SB-\d{8}-[A-Z0-9]{4}$/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    await expect(page.getByTestId("enquiry-reference")).toHaveText(`Your reference number: ${reference}`);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    expect(await count(site.db, "SELECT COUNT(*) FROM enquiries WHERE email = ?", [email])).toBe(1);
    const row = (
      await site.db.execute({
        sql: "SELECT reference, channel, service FROM enquiries WHERE email = ?",
        args: [email],
      })
    ).rows[0]!;
    expect(row).toMatchObject({ reference, channel: "js", service: picked });
  });

  test("the scripts take over the fields with the ids the server gave them", async ({ page }) => {
    // React gives each field its id (useId) from the shape of the tree it renders. Were the
    // client's tree shaped differently from the server's, a production build would keep the
    // server's ids in the page while React wrote its own into every message it adds later
    // (aria-describedby), pointing at nothing.
    await page.goto("/contact-us");
    await hydrated(page);
    const ids = await form(page)
      .locator("[id]")
      .evaluateAll((elements) =>
        elements.map((element) => {
          const props = Object.entries(element).find(([key]) => key.startsWith("__reactProps$"))?.[1] as
            { id?: string } | undefined;
          return { inPage: element.id, inReact: props?.id };
        }),
      );
    expect(ids.length).toBeGreaterThan(5);
    for (const { inPage, inReact } of ids) expect(inReact, inPage).toBe(inPage);
  });

  test("without scripts: a plain POST, a 303 to /thank-you, and the reference shown", async ({
    browser,
    site,
    baseURL,
  }) => {
    const { context, page } = await noScripts(browser, baseURL!);
    const email = uniqueEmail("nojs");
    // The server renders the page for ?service=, so the choice is made without scripts too.
    await page.goto(`/contact-us?service=${askedFor}`);
    await expect(main(page).getByLabel("Service or waste stream")).toHaveValue(askedFor);
    await fillValid(page, email);
    const [post] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      form(page).getByRole("button", { name: "Send enquiry" }).click(),
    ]);
    expect(post.status()).toBe(303);
    await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    await expect(page.getByTestId("enquiry-reference")).toHaveText(`Your reference number: ${reference}`);
    const row = (
      await site.db.execute({
        sql: "SELECT reference, channel FROM enquiries WHERE email = ?",
        args: [email],
      })
    ).rows;
    expect(row).toEqual([expect.objectContaining({ reference, channel: "no-js" })]);
    await context.close();
  });

  for (const scripts of [true, false]) {
    test(`shows each validation error with the input kept (${scripts ? "with" : "without"} scripts)`, async ({
      browser,
      baseURL,
      site,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: scripts, baseURL });
      const page = await context.newPage();
      await page.goto("/contact-us");
      if (scripts) await hydrated(page);
      await main(page).getByLabel("Your name").fill("李小龍");
      await main(page).getByLabel("Email address", { exact: true }).fill("zoe@");
      await main(page).getByLabel("Phone number").fill("12345");
      await main(page).getByLabel("Postcode", { exact: true }).fill("99");
      await main(page).getByLabel("Your message").fill("Hi");
      const posts: number[] = [];
      page.on(
        "response",
        (response) => response.request().method() === "POST" && posts.push(response.status()),
      );
      await form(page).getByRole("button", { name: "Send enquiry" }).click();

      const summary = page.getByRole("alert");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("heading")).toHaveText("There is a problem");
      const expected: [string, string][] = [
        ["Email address", "Enter an email address in the right format, like name@example.com"],
        ["Phone number", "Enter an Australian phone number, like 0412 345 678 or 03 9123 4567"],
        ["Postcode", "Enter a 4-digit Australian postcode, like 3175"],
        ["Service or waste stream", "Choose the service or waste you're asking about"],
        ["Your message", "Tell us a little more about what you need (at least 10 characters)"],
      ];
      await expect(summary.getByRole("link")).toHaveText([
        expected[0]![1],
        expected[1]![1],
        expected[2]![1],
        "Choose who the service is for",
        expected[3]![1],
        expected[4]![1],
        "Tick the box to say you have read the collection notice",
      ]);
      for (const [label, message] of expected) {
        const field = main(page).getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(
          new RegExp(`Error: ${message.replace(/[().]/g, "\\$&")}`),
        );
      }
      await expect(page.getByRole("group", { name: "Who is it for?" })).toHaveAccessibleDescription(
        "Error: Choose who the service is for",
      );
      await expect(main(page).getByLabel(/I have read the collection notice/)).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await expect(main(page).getByLabel("Your name")).not.toHaveAttribute("aria-invalid");
      // What the visitor typed is all still there.
      await expect(main(page).getByLabel("Your name")).toHaveValue("李小龍");
      await expect(main(page).getByLabel("Email address", { exact: true })).toHaveValue("zoe@");
      await expect(main(page).getByLabel("Phone number")).toHaveValue("12345");
      await expect(main(page).getByLabel("Postcode", { exact: true })).toHaveValue("99");
      await expect(main(page).getByLabel("Your message")).toHaveValue("Hi");
      expect(posts).toEqual(scripts ? [] : [400]); // with scripts the browser caught it before sending

      // A summary link moves to its field.
      await summary.getByRole("link", { name: expected[1]![1] }).click();
      await expect(main(page).getByLabel("Phone number")).toBeFocused();

      if (scripts) {
        // axe runs as a script in the page, so only where scripts are on.
        const axe = await new AxeBuilder({ page })
          .include("main")
          .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          axe.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
          ),
        ).toEqual([]);
      }

      // Put right, it goes through.
      const email = uniqueEmail(scripts ? "fixed-js" : "fixed-nojs");
      await fillValid(page, email);
      await form(page).getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=SB-/);
      expect(await count(site.db, "SELECT COUNT(*) FROM enquiries WHERE email = ?", [email])).toBe(1);
      await context.close();
    });
  }

  for (const scripts of [true, false]) {
    test(`refuses a filled-in honeypot (${scripts ? "with" : "without"} scripts) and keeps nothing`, async ({
      browser,
      baseURL,
      site,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: scripts, baseURL });
      const page = await context.newPage();
      await page.goto("/contact-us");
      if (scripts) await hydrated(page);
      const email = uniqueEmail("honeypot");
      await fillValid(page, email);
      // What a bot does: fill every field it finds, hidden or not.
      await page.locator("#enquiry-website").fill("http://cheap-pills.example", { force: true });
      await form(page).getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("alert")).toContainText("looks like it was filled in automatically");
      await expect(page).toHaveURL(/\/contact-us$/);
      await expect(main(page).getByLabel("Email address", { exact: true })).toHaveValue(email);
      expect(await count(site.db, "SELECT COUNT(*) FROM enquiries WHERE email = ?", [email])).toBe(0);
      await context.close();
    });
  }

  test("refuses posts from other sites, oversized bodies and malformed ones, never with a server error", async ({
    request,
    site,
  }) => {
    const origin = site.server.url;
    const fields = {
      name: "Zoë",
      email: uniqueEmail("api"),
      phone: "0412345678",
      postcode: "3175",
      audience: "small-business",
      service: "other",
      message: "Testing the limits here.",
      privacy: "on",
    };
    const cross = await request.post("/contact-us", {
      form: fields,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(cross.status()).toBe(403);
    expect(await cross.text()).toContain("sent from another website");

    const big = await request.post("/contact-us", {
      form: { ...fields, message: "x".repeat(40_000) },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(big.status()).toBe(413);
    const bigSubscribe = await request.post("/subscribe", {
      form: { email: "x".repeat(40_000) },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(bigSubscribe.status()).toBe(303);
    expect(bigSubscribe.headers().location).toBe("/?subscribe=refused#subscribe");

    const malformed: [string, string][] = [
      ["application/json", JSON.stringify(fields)],
      ["text/plain", "name=x"],
      ["multipart/form-data; boundary=zz", '--zz\r\nContent-Disposition: form-data; name="name"\r\n\r\nx'],
      ["application/x-www-form-urlencoded", "%%%&&&===&name=%FF%FE"],
      ["application/x-www-form-urlencoded", ""],
    ];
    for (const path of ["/contact-us", "/subscribe", "/contact-us.data", "/subscribe.data"]) {
      for (const [type, body] of malformed) {
        const response = await request.post(path, {
          data: body,
          headers: { "content-type": type, origin },
          maxRedirects: 0,
        });
        expect(response.status(), `${path} ${type}`).toBeLessThan(500);
      }
    }
    expect(await count(site.db, "SELECT COUNT(*) FROM enquiries WHERE email = ?", [fields.email])).toBe(0);
  });
});

test.describe("the subscribe box", () => {
  test("with scripts: answers in place, the same twice, and stores one row", async ({ page, site }) => {
    const email = uniqueEmail("Sub-JS");
    await page.goto("/about");
    const { email: box, button, status } = await runningSubscribeBox(page);
    await box.fill(email);
    await button.click();
    await expect(status).toHaveText(subscribeMessages.subscribed);
    await box.fill(email.toLowerCase());
    await button.click();
    await expect(status).toHaveText(subscribeMessages.subscribed);
    await expect(page).toHaveURL(/\/about$/);
    expect(
      await count(site.db, "SELECT COUNT(*) FROM subscribers WHERE email_key = ?", [email.toLowerCase()]),
    ).toBe(1);

    await box.fill("not an address");
    await button.click();
    await expect(status).toHaveText(`Error: ${subscribeMessages.invalid}`);
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveValue("not an address");
  });

  test("without scripts: back to the same page with the answer, the same twice, one row", async ({
    browser,
    baseURL,
    site,
  }) => {
    const { context, page } = await noScripts(browser, baseURL!);
    const email = uniqueEmail("Sub-NoJS");
    const box = subscribeBox(page);
    for (const typed of [email, email.toUpperCase()]) {
      await page.goto(aServicePage);
      await box.email.fill(typed);
      await box.button.click();
      await expect(page).toHaveURL(new RegExp(`${literal(aServicePage)}\\?subscribe=subscribed#subscribe$`));
      await expect(box.status).toHaveText(subscribeMessages.subscribed);
    }
    expect(
      await count(site.db, "SELECT COUNT(*) FROM subscribers WHERE email_key = ?", [email.toLowerCase()]),
    ).toBe(1);

    await box.email.fill("zoe@");
    const answered = page.waitForResponse((response) => response.request().method() === "POST");
    await box.button.click();
    // Answered by the subscribe page, the address kept in its own box and in no URL.
    expect((await answered).status()).toBe(400);
    await expect(page).toHaveURL(/\/subscribe$/);
    const again = subscribeBox(page, main(page));
    await expect(again.status).toHaveText(`Error: ${subscribeMessages.invalid}`);
    await expect(again.email).toHaveValue("zoe@");
    expect(page.url()).not.toContain("zoe");
    // Fixed there, it goes back to the page the visitor came from.
    await again.email.fill(email);
    await again.button.click();
    await expect(page).toHaveURL(new RegExp(`${literal(aServicePage)}\\?subscribe=subscribed#subscribe$`));
    await context.close();
  });
});

test.describe("rate limits", () => {
  let limited: Awaited<ReturnType<typeof openSite>>;
  test.beforeAll(async () => {
    limited = await openSite({ CONTACT_RATE_LIMIT: "2", SUBSCRIBE_RATE_LIMIT: "2", FORM_MIN_SECONDS: "0" });
  });
  test.afterAll(async () => limited?.close());

  test("a person who hits the limit gets a clear 429 message, with the input kept", async ({ browser }) => {
    const { context, page } = await noScripts(browser, limited.server.url);
    const statuses: number[] = [];
    let retryAfter = 0;
    page.on("response", (response) => {
      if (response.request().method() !== "POST") return;
      statuses.push(response.status());
      retryAfter = Number(response.headers()["retry-after"] ?? retryAfter);
    });
    for (let i = 0; i < 3; i++) {
      await page.goto("/contact-us");
      await fillValid(page, uniqueEmail(`limit-${i}`));
      await form(page).getByRole("button", { name: "Send enquiry" }).click();
      await page.waitForLoadState();
    }
    expect(statuses).toEqual([303, 303, 429]);
    // The wait the server gives, and the company's phone number.
    await expect(page.getByRole("alert")).toContainText(enquiryMessages.rateLimited(retryAfter));
    await expect(main(page).getByLabel("Your message")).toHaveValue(
      "Our grease trap needs pumping out every month, please.",
    );
    expect(await count(limited.db, "SELECT COUNT(*) FROM enquiries", [])).toBe(2);
    await context.close();
  });

  test("the subscribe box has its own limit and says so", async ({ browser }) => {
    const { context, page } = await withScripts(browser, limited.server.url);
    await page.goto("/");
    const { email, button, status } = await runningSubscribeBox(page);
    for (let i = 0; i < 2; i++) {
      await email.fill(uniqueEmail("limit-sub"));
      await button.click();
      await expect(status).toHaveText(subscribeMessages.subscribed);
    }
    await email.fill(uniqueEmail("limit-sub"));
    await button.click();
    await expect(status).toHaveText(subscribeMessages.limited);
    await context.close();
  });
});

test.describe("when the database cannot be opened", () => {
  // A database path inside a regular file: the site starts and serves pages, but stores nothing.
  let broken: Awaited<ReturnType<typeof openSite>>;
  test.beforeAll(async () => {
    broken = await openSite({
      DATABASE_URL: `file:${join(process.cwd(), "package.json", "site.db")}`,
      FORM_MIN_SECONDS: "0",
    });
  });
  test.afterAll(async () => broken?.close());
  const unavailable = enquiryMessages.unavailable;

  test("with scripts, the enquiry says it was not sent, stays on the page and keeps every field", async ({
    browser,
  }) => {
    const { context, page } = await withScripts(browser, broken.server.url);
    await page.goto("/contact-us");
    await hydrated(page);
    await fillValid(page, "down@example.com");
    await form(page).getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("alert")).toContainText(unavailable);
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(main(page).getByLabel("Email address", { exact: true })).toHaveValue("down@example.com");
    await expect(main(page).getByLabel("Your message")).toHaveValue(
      "Our grease trap needs pumping out every month, please.",
    );
    await expect(main(page).getByLabel("Service or waste stream")).toHaveValue(picked);
    await context.close();
  });

  test("without scripts, the answer is a 503 page with the same message and the form filled in", async ({
    browser,
  }) => {
    const { context, page } = await noScripts(browser, broken.server.url);
    await page.goto("/contact-us");
    await fillValid(page, "down@example.com");
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.request().method() === "POST"),
      form(page).getByRole("button", { name: "Send enquiry" }).click(),
    ]);
    expect(response.status()).toBe(503);
    expect(response.headers()["retry-after"]).toBeTruthy();
    await expect(page.getByRole("alert")).toContainText(unavailable);
    await expect(main(page).getByLabel("Your name")).toHaveValue("Zoë O'Brien");
    await expect(main(page).getByLabel("Your message")).toHaveValue(
      "Our grease trap needs pumping out every month, please.",
    );
    await context.close();
  });

  test("the subscribe box asks to try again and keeps the address", async ({ browser }) => {
    const { context, page } = await withScripts(browser, broken.server.url);
    await page.goto("/about");
    const { email, button, status } = await runningSubscribeBox(page);
    await email.fill("down@example.com");
    await button.click();
    await expect(status).toHaveText(subscribeMessages.unavailable);
    await expect(email).toHaveValue("down@example.com");
    await context.close();
  });
});
