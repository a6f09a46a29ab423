import { expect, test, type Page } from "@playwright/test";
import { PART_LOAD_TIMEOUT_MS } from "../../app/lib/part-loading";
import { findPage } from "../../app/site/pages";
import { menuToggle } from "./site";

/** The page the menus lead to in these tests: a SPEC route, by the name staff give it. */
const compactors = findPage("/services/waste-compactors")!.name;

/** The code of the service page template, which the home page has not loaded yet. */
const servicePart = /\/assets\/topic-[^/]*\.js$/;

async function goToServiceFromHome(page: Page) {
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await menuToggle(page.getByRole("navigation", { name: "Main" }), "SERVICES").click();
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Waste Compactors" })
    .click();
}

/**
 * The errors the site reported, as its own error listeners saw them. The report comes just before
 * the full page load that recovers, and the browser can drop it from the test's page-error events
 * as the old page goes; the page's own listener always runs, and the tab's session storage keeps
 * what it saw across that load.
 */
async function recordReportedErrors(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener("error", (event) => {
      const seen = JSON.parse(sessionStorage.getItem("test:reported") ?? "[]") as string[];
      seen.push(event.error instanceof Error ? event.error.message : event.message);
      sessionStorage.setItem("test:reported", JSON.stringify(seen));
    });
  });
  return async () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem("test:reported") ?? "[]") as string[]);
}

const partFailed = /^Loading chunk topic-[\w-]+\.js failed\.$/;

test.use({ viewport: { width: 1280, height: 800 } });

test("a blocked part ends on the requested page after one full page load", async ({ page }) => {
  const reported = await recordReportedErrors(page);
  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads.push(new URL(request.url()).pathname);
  });
  await page.route(servicePart, (route) => route.abort());
  await goToServiceFromHome(page);
  await expect(page).toHaveURL(/\/services\/waste-compactors$/, { timeout: 15_000 });
  await expect(page.locator("h1")).toHaveText(compactors);
  await expect(page.getByText("How this service helps")).toBeVisible();
  expect(await reported()).toContainEqual(expect.stringMatching(partFailed));
  // The requested page has loaded in full (its own part is still blocked, so it stays a plain page).
  await page.waitForLoadState("load");
  expect(documentLoads).toEqual(["/", "/services/waste-compactors"]);
});

test("a stalled part times out and ends on the requested page", async ({ page }) => {
  // The page's own clock, moved on past the timeout once the part has been asked for.
  await page.clock.install();
  const reported = await recordReportedErrors(page);
  let requested = () => {};
  const partRequested = new Promise<void>((resolve) => (requested = resolve));
  // Never answered: the request stays open until the page leaves.
  await page.route(servicePart, () => requested());
  await goToServiceFromHome(page);
  await partRequested;
  // The site names a stalled part by its preload link, which React Router adds to the page as
  // the navigation starts; on a busy machine the request can come first.
  await expect(page.locator('link[rel="modulepreload"][href*="/assets/topic-"]').first()).toBeAttached();
  await page.clock.fastForward(PART_LOAD_TIMEOUT_MS);
  await expect(page).toHaveURL(/\/services\/waste-compactors$/, { timeout: 10_000 });
  await expect(page.locator("h1")).toHaveText(compactors);
  expect(await reported()).toContainEqual(expect.stringMatching(partFailed));
});

test("a part that fails again right after a full load shows a clear message with a retry link", async ({
  page,
}) => {
  await page.route(servicePart, (route) => route.abort());
  await goToServiceFromHome(page);
  await expect(page).toHaveURL(/\/services\/waste-compactors$/, { timeout: 15_000 });
  await goToServiceFromHome(page);
  await expect(page.getByRole("heading", { name: "This page didn't load" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute(
    "href",
    "/services/waste-compactors",
  );
  await expect(page.getByRole("contentinfo")).toBeVisible();
  // The retry is a plain link: once the part can load again, it leads to the page.
  const retry = await page.getByRole("link", { name: "Try again" }).getAttribute("href");
  await page.unroute(servicePart);
  await page.goto(retry!);
  await expect(page.locator("h1")).toHaveText(compactors);
});

test("parts that load normally navigate without a full page load", async ({ page }) => {
  const documentLoads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documentLoads.push(new URL(request.url()).pathname);
  });
  await goToServiceFromHome(page);
  await expect(page.locator("h1")).toHaveText(compactors);
  expect(documentLoads).toEqual(["/"]);
});

test("pointing at a link loads the next page's parts, and a part failing then reloads nothing", async ({
  page,
}) => {
  const documentLoads: string[] = [];
  let partRequested = false;
  page.on("request", (request) => {
    if (servicePart.test(request.url())) partRequested = true;
    if (request.resourceType() === "document") documentLoads.push(new URL(request.url()).pathname);
  });
  await page.route(servicePart, (route) => route.abort());
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await menuToggle(page.getByRole("navigation", { name: "Main" }), "SERVICES").click();
  const partFailed = page.waitForEvent("requestfailed", (request) => servicePart.test(request.url()));
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Waste Compactors" })
    .hover();
  await partFailed;
  expect(partRequested).toBe(true);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(documentLoads).toEqual(["/"]);
  await expect(page.locator("h1")).toHaveText(/Commercial waste management/);
});
