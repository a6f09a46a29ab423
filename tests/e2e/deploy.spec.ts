import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { copyProject } from "../integration/support/project-copy";
import { startServer } from "../integration/support/server-process";
import { scrollTo } from "./site";

/**
 * A deploy while a visitor has the site open: the next page they open without a reload must
 * show the new words, not loader data their browser kept from before. The site is served from a
 * copy of the sources with the run's build, changed, built again and served again, as a deploy
 * would.
 */
const copyOfTheSite = () => copyProject(mkdtempSync(join(tmpdir(), "saltbush-deploy-")), { build: true });

/** React Router's command, found the way npm finds it (the file's name changed between majors). */
const reactRouterBin = resolve("node_modules/.bin/react-router");

function build(dir: string) {
  execFileSync(process.execPath, [reactRouterBin, "build"], {
    cwd: dir,
    // Into the copy's own build folder, which its server is given, whatever build this run tests.
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: join(dir, "build") },
    stdio: "pipe",
  });
}

/** The source file under the copy's content (or app) folders whose text contains `text`. */
function sourceOf(dir: string, text: string): string {
  const search = (folder: string): string | undefined => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        const found = search(path);
        if (found) return found;
      } else if (/\.(ya?ml|md|mdoc|json|ts)$/.test(entry.name) && readFileSync(path, "utf8").includes(text))
        return path;
    }
    return undefined;
  };
  const found = ["content", "app"]
    .map((folder) => join(dir, folder))
    .filter(existsSync)
    .map(search)
    .find(Boolean);
  if (!found) throw new Error(`No source file holds "${text}"`);
  return found;
}

test("after a deploy, a page opened without a reload shows the new words", async ({ page }) => {
  test.setTimeout(180_000);
  const dir = copyOfTheSite();
  const data = mkdtempSync(join(tmpdir(), "saltbush-deploy-data-"));
  const serve = (port?: number) => startServer({ dir: data, port, env: { BUILD_DIR: join(dir, "build") } });
  let server = await serve();
  try {
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Open the About page client-side once, so the browser holds its loader data, and come back.
    const aboutLink = page.getByRole("contentinfo").getByRole("link", { name: "About us", exact: true });
    await scrollTo(aboutLink);
    await aboutLink.click();
    await expect(page).toHaveURL(`${server.url}/about`);
    await expect(page.locator("main h1")).toContainText("About");
    const lead = (await page.locator("main p").first().textContent())!.trim();
    await page.goBack();
    await expect(page).toHaveURL(`${server.url}/`);
    // The address changes at once; the home page shows once its data has come. Only then may the
    // server stop, or the deploy would cut off that request rather than the next one.
    await expect(page.locator("main h1")).not.toContainText("About");

    // The deploy: the About page's lead changes, the site is built again and the server restarted.
    const old = lead.slice(0, 40);
    const file = sourceOf(dir, old);
    writeFileSync(file, readFileSync(file, "utf8").replace(old, "Freshly deployed words for this test"));
    await server.stop();
    build(dir);
    server = await serve(server.port);

    await scrollTo(aboutLink);
    await aboutLink.click();
    await expect(page.locator("main p").first()).toContainText("Freshly deployed words for this test");
    expect(documents).toEqual(["/"]);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  }
});
