import { chromium } from "@playwright/test";
const [,, url, out, width, action] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.getByRole("button", { name: /^(Save|Create)$/ }).first().waitFor({ timeout: 300000 });
if (action === "dup") {
  await page.getByRole("textbox", { name: "Item", exact: true }).fill("AEROSOL CANS (EMPTY)");
  await page.getByRole("button", { name: "Create", exact: true }).click();
  await page.waitForTimeout(1500);
  await page.getByText(/^File name: /).scrollIntoViewIfNeeded();
}
await page.waitForTimeout(500);
await page.screenshot({ path: out });
await browser.close();
