import { describe, expect, it } from "vitest";
import { allSources, staleSources } from "~/content/sources.server";
import { content, termsVersionPaths, termsVersions } from "~/content/index.server";
import { proseOf } from "~/content/text";

/**
 * A page that states a rule, a levy, a date or a legal duty says where it comes from. These are
 * the pages that state them: every city page (each has its state's rules), the plain-English terms
 * and the privacy policy, and any page whose words give a date a rule starts or started.
 */
const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const statesADate = new RegExp(`\\b(\\d{1,2} )?(${MONTHS}|mid-) ?(19|20)\\d{2}\\b`);

describe("sources", () => {
  const sources = allSources();
  const byPath = new Map(sources.map((entry) => [entry.path, entry]));
  const { topics, cities, pages } = content();

  it("are listed, with dates, on every page that states a rule", () => {
    const dated = [...topics].filter(([, page]) => proseOf(page).some((text) => statesADate.test(text)));
    const required = [
      ...dated.map(([path]) => path),
      ...cities.keys(),
      ...pages.filter((page) => page.type === "privacy").map((page) => page.path),
      ...termsVersionPaths(),
    ];
    expect(required.length).toBeGreaterThan(cities.size);
    const without = required.filter((path) => !byPath.get(path)?.sources.length);
    expect(without, "pages that state a rule but list no source").toEqual([]);
  });

  it("name a regulator's or the law's page by its https address, checked on a real day not in the future", () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const { file, sources: list } of sources)
      for (const source of list) {
        expect(new URL(source.url).protocol, file).toBe("https:");
        expect(Number.isNaN(Date.parse(source.checked)), `${file}: ${source.checked}`).toBe(false);
        expect(source.checked <= today, `${file}: ${source.title} checked in the future`).toBe(true);
      }
  });

  it("are reported once they were checked more than twelve months ago", () => {
    const checked = sources.flatMap((entry) => entry.sources.map((source) => source.checked)).sort();
    const oldest = new Date(`${checked[0]}T00:00:00Z`);
    const yearAndADayLater = new Date(oldest);
    yearAndADayLater.setUTCFullYear(oldest.getUTCFullYear() + 1);
    yearAndADayLater.setUTCDate(yearAndADayLater.getUTCDate() + 1);
    expect(staleSources(oldest)).toEqual([]);
    const stale = staleSources(yearAndADayLater);
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.every(({ source }) => source.checked <= checked[0]!)).toBe(true);
  });
});

describe("published terms", () => {
  it("show the latest version on the page and keep every version at its own address", () => {
    const terms = content().pages.filter((page) => page.type === "terms");
    expect(terms.length).toBeGreaterThan(0);
    for (const page of terms) {
      const versions = termsVersions(page.path);
      expect(versions.length, page.path).toBeGreaterThan(0);
      for (const version of versions)
        expect(termsVersionPaths()).toContain(`${page.path}/${version.version}`);
    }
  });
});
