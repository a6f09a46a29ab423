import { describe, expect, it } from "vitest";
import { allSources, datesWithoutSource, givesADate, staleSources } from "~/content/sources.server";
import { content, termsVersionPaths, termsVersions } from "~/content/index.server";

describe("sources", () => {
  const sources = allSources();

  it("are asked of a page that gives the date a rule starts", () => {
    expect(givesADate(["From 1 July 2026 the levy rises."])).toBe(true);
    expect(givesADate(["The ban starts in mid-2027."])).toBe(true);
    expect(givesADate(["Collections run from July to March.", "Call 1300 000 000."])).toBe(false);
    expect(datesWithoutSource().every(({ file }) => file.startsWith("content/"))).toBe(true);
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
