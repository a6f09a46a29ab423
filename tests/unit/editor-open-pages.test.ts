import type { ComponentSchema } from "@keystatic/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readFields } from "~/content/fields";
import { readContentFiles } from "~/content/files.server";
import { fixedPages } from "~/content/fixed-pages";
import { parseYaml } from "~/content/yaml";
import { contentSchema, pagesIn, proseIn, termsVersionsIn } from "~/content/schema";

/**
 * The checks of a page against the others (its title, description and paragraphs another page's,
 * a terms version's month) refuse nothing on the content as shipped, with each page open in the
 * editor as staff open it: no page is told it repeats itself.
 */
const files = readContentFiles();
const pages = pagesIn(files);
const { collections, singletons } = contentSchema(pages, {
  prose: proseIn(files, pages),
  termsVersions: termsVersionsIn(files),
});
const at = (pathname: string) => vi.stubGlobal("window", { location: { pathname } });
afterEach(() => vi.unstubAllGlobals());

/** Where the editor opens a page's file, with the fields it reads it through. */
function openedAs(file: string): { screen: string; schema: Record<string, ComponentSchema> } | undefined {
  const fixed = Object.entries(fixedPages).find(([, page]) => `${page.file}.yaml` === file);
  if (fixed) {
    const [key] = fixed as [keyof typeof singletons, unknown];
    return { screen: `/keystatic/singleton/${key}`, schema: singletons[key].schema };
  }
  const [, folder, name] = /^content\/([a-z]+)\/([^/]+)\.yaml$/.exec(file) ?? [];
  const collection = folder
    ? (collections as Record<string, { schema: Record<string, ComponentSchema> }>)[folder]
    : undefined;
  return collection && { screen: `/keystatic/collection/${folder}/item/${name}`, schema: collection.schema };
}

describe("each page as shipped, open in the editor", () => {
  it("passes every field's check, the checks against the other pages included", () => {
    const opened = pages.map((page) => ({ page, as: openedAs(page.file) }));
    expect(opened.filter(({ as }) => !as).map(({ page }) => page.file)).toEqual([]);
    for (const { page, as } of opened) {
      at(as!.screen);
      const text = files.find((entry) => entry.file === page.file)!.text;
      const slug = as!.screen.includes("/item/")
        ? { field: "name", value: as!.screen.split("/").pop()! }
        : undefined;
      const { problems } = readFields(as!.schema, parseYaml(text), slug);
      expect(problems, page.file).toEqual([]);
    }
  });
});
