import { expect, test } from "@playwright/test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNginx } from "../integration/support/nginx-process";
import { copyProject } from "../integration/support/project-copy";
import { startServer } from "../integration/support/server-process";

/**
 * The site installed where an operator might put it: a release folder under a hidden directory,
 * in a path with a space (`/srv/site/.releases/42`, `~/.apps/saltbush`). Express refuses dot
 * files, and a check that looks at the whole path instead of the request's own path would
 * refuse every file of such a site. The sources and the run's production build are copied there,
 * as a release is unpacked, and `npm start` serves them from that folder.
 */
function copyOfTheBuiltSite(): { root: string; dir: string } {
  const root = mkdtempSync(join(tmpdir(), "saltbush site-"));
  return { root, dir: copyProject(join(root, ".releases", "42"), { build: true }) };
}

test("from a folder under a dot directory, with a space in its path, every file answers and the page is styled and hydrated", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { root, dir } = copyOfTheBuiltSite();
  const server = await startServer({
    dir: root,
    npmStartIn: dir,
    env: { DATABASE_URL: "file:./data/saltbush.db" },
  });
  try {
    // A dot file inside the build must still be refused, compressed or not.
    for (const name of [".private.js", ".private.js.br", ".private.js.gz"])
      writeFileSync(join(dir, "build/client/assets", name), "x");
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${server.url}/`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 20_000 });
    const styled = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style')].map(
        (element) => (element.sheet?.cssRules.length ?? 0) > 0,
      ),
    );
    expect(styled.length, "the page carries a stylesheet").toBeGreaterThan(0);
    expect(styled.every(Boolean), "every stylesheet is applied").toBe(true);

    // Another page opened in the browser: its loader data comes from the built files.
    const link = page.locator('main a[href^="/"]:not([href^="/#"])').first();
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(`${server.url}${href}`);
    expect(failed).toEqual([]);

    // Every asset of the page, the search index and a page rendered per request, with and
    // without compression.
    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith("/assets/")),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const path of [...new Set(assets), "/search-index.json", "/search?q=bins"])
      for (const encoding of ["br", "gzip", "identity"]) {
        const response = await request.get(`${server.url}${path}`, {
          headers: { "accept-encoding": encoding },
        });
        expect(response.status(), `${path} (${encoding})`).toBe(200);
      }
    for (const encoding of ["br", "gzip", "identity"]) {
      const response = await request.get(`${server.url}/assets/.private.js`, {
        headers: { "accept-encoding": encoding },
      });
      expect(response.status(), `a dot file inside the build (${encoding})`).toBe(404);
    }

    // nginx in front, configured from this folder: the same files answer through it.
    const nginxPrefix = join(root, "nginx files");
    mkdirSync(nginxPrefix);
    const nginx = await startNginx({ cwd: dir, upstream: server.url, prefix: nginxPrefix });
    try {
      for (const path of ["/", assets[0]!, "/search-index.json", "/assets/.private.js"])
        for (const encoding of ["br", "gzip", "identity"]) {
          const direct = await request.get(`${server.url}${path}`, {
            headers: { "accept-encoding": encoding },
          });
          const proxied = await request.get(`${nginx.url}${path}`, {
            headers: { "accept-encoding": encoding },
          });
          expect(proxied.status(), `${path} through nginx (${encoding})`).toBe(direct.status());
          expect(await proxied.text(), `${path} through nginx (${encoding})`).toBe(await direct.text());
        }
    } finally {
      await nginx.stop();
    }
  } finally {
    await server.stop();
    rmSync(root, { recursive: true, force: true });
  }
});
