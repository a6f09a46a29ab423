import { expect, test } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { fileOfPage } from "../../app/content/index.server";
import { firstOf } from "./site";

/** A service page and the content file the editor would change: whichever the site map lists first. */
const servicePage = firstOf("service");
const serviceFile = fileOfPage(servicePage)!;
const [, collection, slug] = /^content\/([a-z]+)\/([a-z0-9-]+)\.yaml$/.exec(serviceFile)!;

/**
 * The browser tests serve a production build made without GitHub storage: there the editor must
 * not exist at all. Its local mode writes files with no sign-in, so every address of it is a 404,
 * whatever the method, and public pages never load its code.
 */
test("a production server without GitHub storage answers 404 for the editor and its API", async ({
  request,
}) => {
  const before = readFileSync(serviceFile, "utf8");
  for (const path of [
    "/keystatic",
    `/keystatic/collection/${collection}/item/${slug}`,
    "/api/keystatic/tree",
    "/api/keystatic/blob/0/content/company.json",
    `/api/keystatic/preview?file=${serviceFile}`,
    "/api/keystatic/content-check",
    "/api/keystatic/entry-names",
  ]) {
    const response = await request.get(path, { headers: { "no-cors": "1" } });
    expect(response.status(), path).toBe(404);
  }
  const update = await request.post("/api/keystatic/update", {
    headers: { "no-cors": "1", "content-type": "application/json" },
    data: {
      additions: [{ path: serviceFile, contents: "bmFtZTogeA==" }],
      deletions: [],
    },
  });
  expect(update.status()).toBe(404);
  expect(readFileSync(serviceFile, "utf8")).toBe(before);
});

test("public pages never request the editor's code", async ({ page }) => {
  // This build leaves the editor's interface out (it is built only for development and GitHub
  // storage); its page's own small chunk is still built, and no public page may load it either.
  const editorChunks = readdirSync("build/client/assets").filter((name) =>
    /^(editor-ui|keystatic-admin|keystatic)[-.].*\.js$/.test(name),
  );
  expect(editorChunks.some((name) => name.startsWith("keystatic-admin"))).toBe(true);
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const path of ["/", servicePage, "/blog/1"]) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  }
  const loaded = requested.filter((path) => editorChunks.some((chunk) => path.endsWith(chunk)));
  expect(loaded).toEqual([]);
});
