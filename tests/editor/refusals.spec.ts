import { expect, test } from "@playwright/test";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { editorTree } from "./working-copy";

test("a second finder item under another's name, in other capitals, is refused and the site keeps serving", async ({
  page,
  request,
}) => {
  const folder = join(editorTree, "content/finder/waste-items");
  const [first] = readdirSync(folder).sort();
  const { name } = yaml.load(readFileSync(join(folder, first!), "utf8")) as { name: string };
  const shouted = name.toUpperCase();
  await page.goto("/keystatic/collection/wasteItems/create");
  await page.getByRole("button", { name: "Create", exact: true }).waitFor({ timeout: 180_000 });
  await page.getByRole("textbox", { name: "Item", exact: true }).fill(shouted);
  await page.getByRole("button", { name: "Create", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Not saved" });
  await expect(summary).toBeInViewport();
  await expect(summary).toContainText(`"${shouted}" is already in What goes where`);
  expect(readdirSync(folder).filter((file) => file.startsWith(first!.replace(/\.yaml$/, "")))).toEqual([
    first,
  ]);
  expect(existsSync(join(folder, `${first!.replace(/\.yaml$/, "")}-1.yaml`))).toBe(false);
  expect((await request.get("/")).status()).toBe(200);

  // The list shows each item's name.
  await page.goto("/keystatic/collection/wasteItems");
  await expect(page.getByRole("row").filter({ hasText: name }).first()).toBeVisible({ timeout: 180_000 });
});
