import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { pagesIn } from "~/content/schema";
import { readContentFiles } from "~/content/files.server";
import { readdirSync } from "node:fs";
import { load } from "js-yaml";
import { previewAddress } from "~/keystatic/preview";
import { previewRedirect } from "~/keystatic/preview.server";

const { collections } = keystaticConfig as unknown as {
  collections: Record<
    string,
    { schema: Record<string, { kind: string; element?: { options?: { value: string }[] } }> }
  >;
};
const pagePaths = pagesIn(readContentFiles()).map((page) => page.path);
/** The first file of a folder, and the address it states. */
function firstPage(folder: string) {
  const entry = readContentFiles().find((file) => file.file.startsWith(`content/${folder}/`))!;
  return { file: entry.file, path: (load(entry.text) as { path: string }).path };
}
const firstPost = readdirSync("content/blog").find((name) => name.endsWith(".md"))!;

describe("the editor's configuration", () => {
  it("offers exactly the pages that exist in its page pickers", () => {
    const related = collections.services!.schema.related!.element!.options!.map((option) => option.value);
    expect(related.sort()).toEqual([...pagePaths].sort());
  });
});

describe("the editor's side menu", () => {
  it("lists every collection and singleton once, so staff can reach each", () => {
    const listed = Object.values(keystaticConfig.ui?.navigation ?? {}).flat();
    const entries = [
      ...Object.keys(keystaticConfig.collections ?? {}),
      ...Object.keys(keystaticConfig.singletons ?? {}),
    ];
    expect(
      entries.filter((entry) => !listed.includes(entry)),
      "not in the side menu",
    ).toEqual([]);
    expect(
      listed.filter((entry, at) => listed.indexOf(entry) !== at),
      "listed twice",
    ).toEqual([]);
  });
});

describe("the preview address of an editor's branch", () => {
  it("fills the branch into PREVIEW_URL as hosts name branch builds", () => {
    expect(
      previewAddress(
        "https://{branch}.preview.saltbush.example",
        "content/Wheelie FAQ",
        "/services/wheelie-bins",
      ),
    ).toBe("https://content-wheelie-faq.preview.saltbush.example/services/wheelie-bins");
  });

  it("has none without PREVIEW_URL or a branch", () => {
    expect(previewAddress(undefined, "content/x", "/")).toBeUndefined();
    expect(previewAddress("https://{branch}.example", "", "/")).toBeUndefined();
  });
});

describe("the editor's Preview button", () => {
  const preview = (query: string, storage: "local" | "github") =>
    previewRedirect(new URL(`http://localhost/api/keystatic/preview?${query}`), storage);

  it("opens the page a file shows, on this server in development", () => {
    const service = firstPage("services");
    const page = preview(`file=${service.file}&branch=main`, "local");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe(service.path);
    const post = preview(`file=content/blog/${firstPost}`, "local");
    expect(post.headers.get("Location")).toBe(`/post/${firstPost.replace(/\.md$/, "")}`);
  });

  it("opens the branch's preview build with GitHub storage", () => {
    process.env.PREVIEW_URL = "https://{branch}.preview.saltbush.example";
    try {
      const city = firstPage("cities");
      const page = preview(`file=${city.file}&branch=content/new-words`, "github");
      expect(page.headers.get("Location")).toBe(
        `https://content-new-words.preview.saltbush.example${city.path}`,
      );
    } finally {
      delete process.env.PREVIEW_URL;
    }
  });

  it("says plainly when the entry has no page yet", async () => {
    const missing = preview("file=content/services/not-saved-yet.yaml", "local");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/save it first/);
  });
});
