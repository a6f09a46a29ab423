import { afterEach, describe, expect, it, vi } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { fixedPages } from "~/content/fixed-pages";
import { searchTextTaken } from "~/content/name-limits";
import { contentSchema, pagesIn } from "~/content/schema";

/**
 * A page's title and description in search results are its own, refused at Save in the editor,
 * in either storage, when another page has them: the field knows the entry open in the editor
 * from the editor's address. Pages are chosen by folder, never by name.
 */
const pages = pagesIn(readContentFiles());
const { collections, singletons } = contentSchema(pages);
type Checked = { validate: (value: string) => string };
const services = pages.filter((page) => page.folder === "services");
const [own, other] = services as [(typeof pages)[number], (typeof pages)[number]];
const slugOf = (file: string) => file.replace(/^.*\/|\.yaml$/g, "");
const at = (pathname: string) => vi.stubGlobal("window", { location: { pathname } });
afterEach(() => vi.unstubAllGlobals());

describe("a title or description in search results", () => {
  const title = collections.services.schema.title as unknown as Checked;
  const description = collections.services.schema.description as unknown as Checked;

  it("is refused when another page has it, naming that page, and kept when it is the page's own", () => {
    at(`/keystatic/collection/services/item/${slugOf(own.file)}`);
    expect(() => title.validate(other.title!)).toThrow(searchTextTaken("title", other));
    expect(() => description.validate(` ${other.description!} `)).toThrow(
      searchTextTaken("description", other),
    );
    expect(title.validate(own.title!)).toBe(own.title);
  });

  it("is refused on a new page, a duplicate's included, and in the GitHub editor's branch screens", () => {
    at("/keystatic/collection/services/create");
    expect(() => title.validate(own.title!)).toThrow(searchTextTaken("title", own));
    // A list reads every entry through its fields, where no one page is open: nothing is refused.
    at("/keystatic/collection/services");
    expect(title.validate(own.title!)).toBe(own.title);
    at(`/keystatic/branch/main/collection/services/item/${slugOf(own.file)}`);
    expect(() => title.validate(other.title!)).toThrow(searchTextTaken("title", other));
  });

  it("is checked on fixed pages against the others, and left to the build outside the editor", () => {
    const about = singletons.about.schema.title as unknown as Checked;
    const aboutPage = pages.find((page) => page.file === `${fixedPages.about.file}.yaml`)!;
    at("/keystatic/singleton/about");
    expect(about.validate(aboutPage.title!)).toBe(aboutPage.title);
    expect(() => about.validate(own.title!)).toThrow(searchTextTaken("title", own));
    vi.unstubAllGlobals();
    expect(title.validate(other.title!)).toBe(other.title);
  });
});
