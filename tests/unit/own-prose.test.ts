import { afterEach, describe, expect, it, vi } from "vitest";
import { load as parse } from "js-yaml";
import { readContentFiles } from "~/content/files.server";
import { fixedPages } from "~/content/fixed-pages";
import { contentSchema, pagesIn, proseIn } from "~/content/schema";
import { paragraphRepeated, priceSentenceRepeated } from "~/content/schema/own-prose";

/**
 * Each page's paragraphs and price sentences are its own, refused in the editor's fields at Save
 * (either storage) when another page has them, naming that page. Pages are chosen by folder.
 */
const files = readContentFiles();
const pages = pagesIn(files);
const { collections, singletons } = contentSchema(pages, { prose: proseIn(files, pages) });
const dataOf = (file: string) =>
  parse(files.find((entry) => entry.file === file)!.text) as { overview: string[]; priceFactors: string[] };
const [own, other] = pages.filter((page) => page.folder === "services") as [
  (typeof pages)[number],
  (typeof pages)[number],
];
const slugOf = (file: string) => file.replace(/^.*\/|\.yaml$/g, "");
type Field = { validate: (value: string) => string };
type List = { element: Field };
const services = collections.services.schema as unknown as { overview: List; priceFactors: List };
const at = (pathname: string) => vi.stubGlobal("window", { location: { pathname } });
afterEach(() => vi.unstubAllGlobals());

describe("a page's own words", () => {
  it("refuse another page's paragraph, naming it, and keep the page's own", () => {
    at(`/keystatic/collection/services/item/${slugOf(own.file)}`);
    const theirs = dataOf(other.file).overview[0]!;
    expect(() => services.overview.element.validate(theirs)).toThrow(paragraphRepeated(other));
    const mine = dataOf(own.file).overview[0]!;
    expect(services.overview.element.validate(mine)).toBe(mine);
    // A new page (a duplicate's copy included) has no paragraph of its own yet.
    at("/keystatic/collection/services/create");
    expect(() => services.overview.element.validate(mine)).toThrow(paragraphRepeated(own));
    // A list reads every entry through its fields, where no one page is open: nothing is refused.
    at("/keystatic/collection/services");
    expect(services.overview.element.validate(theirs)).toBe(theirs);
  });

  it("refuse a sentence of another page's price section, quoting it", () => {
    at(`/keystatic/collection/services/item/${slugOf(own.file)}`);
    const [sentence] = dataOf(other.file).priceFactors[0]!.split(/(?<=[.!?])\s+/);
    const mine = dataOf(own.file).priceFactors[0]!;
    expect(() => services.priceFactors.element.validate(`${mine} ${sentence}`)).toThrow(
      priceSentenceRepeated(sentence!, other),
    );
  });

  it("are checked on fixed pages, and left to the build outside the editor", () => {
    const about = `${fixedPages.about.file}.yaml`;
    at("/keystatic/singleton/about");
    const lead = singletons.about.schema.lead as unknown as Field;
    const theirs = dataOf(other.file).overview[0]!;
    expect(() => lead.validate(theirs)).toThrow(paragraphRepeated(other));
    const aboutLead = (parse(files.find((entry) => entry.file === about)!.text) as { lead: string }).lead;
    expect(lead.validate(aboutLead)).toBe(aboutLead);
    vi.unstubAllGlobals();
    expect(services.overview.element.validate(theirs)).toBe(theirs);
  });

  it("refuse on a city's page a text mostly another city page's, naming it, and keep the page's own", () => {
    const [mine, theirs] = pages.filter((page) => page.folder === "cities");
    const intro = (file: string) =>
      (parse(files.find((entry) => entry.file === file)!.text) as { intro: string[] }).intro;
    const cities = collections.cities.schema as unknown as { intro: List };
    at(`/keystatic/collection/cities/item/${slugOf(mine!.file)}`);
    // Another city's paragraph with a sentence added: no longer theirs word for word.
    const copied = `${intro(theirs!.file)[0]!} Ask us what suits your site.`;
    expect(() => cities.intro.element.validate(copied)).toThrow(/% of its wording is/);
    expect(() => cities.intro.element.validate(copied)).toThrow(
      `of its wording is “${theirs!.name}” (${theirs!.path})'s with a few words changed: write this city's own`,
    );
    const own = intro(mine!.file)[0]!;
    expect(cities.intro.element.validate(own)).toBe(own);
  });
});
