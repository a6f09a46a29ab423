import { describe, expect, it } from "vitest";
import { allPosts } from "~/blog/catalogue.server";
import { content, termsVersionPaths, termsVersions } from "~/content/index.server";
import { sourceProblem } from "~/content/source-rules";
import {
  allSources,
  datesWithoutSource,
  givesADate,
  staleSources,
  statementsOf,
} from "~/content/sources.server";

/**
 * What docs/decisions/0016-legal-words-and-sources.md requires of sources, enforced on the site's
 * content as it is: a rule never stands without its source beside it.
 */
describe("sources", () => {
  const sources = allSources();
  const { topics, cities, general } = content();

  it("stand beside every compliance statement of every topic and city page", () => {
    const pages = [...topics.values(), ...cities.values()];
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(statementsOf(page).length, page.path).toBeGreaterThan(0);
      for (const statement of statementsOf(page))
        expect(statement.sources.length, `${page.path}: ${statement.text}`).toBeGreaterThan(0);
    }
  });

  it("are listed by the privacy policy and every published terms version", () => {
    const privacy = general.get("privacy");
    expect(privacy?.template).toBe("privacy");
    if (privacy?.template === "privacy") expect(privacy.sources.length).toBeGreaterThan(0);
    for (const version of [...content().termsVersions.values()].flat())
      expect(version.sources.length, `${version.document}/${version.version}`).toBeGreaterThan(0);
  });

  it("are asked of words that give the date a rule starts", () => {
    expect(givesADate(["From 1 July 2026 the levy rises."])).toBe(true);
    expect(givesADate(["The ban starts in mid-2027."])).toBe(true);
    expect(givesADate(["Collections run from July to March.", "Call 1300 000 000."])).toBe(false);
    // A topic or city page states a dated rule only in a statement, with its source beside it.
    expect(datesWithoutSource()).toEqual([]);
    // A post that gives such a date lists its sources (the build refuses one that does not).
    const dated = allPosts().filter((post) => givesADate([post.html]));
    expect(dated.length).toBeGreaterThan(0);
    for (const post of dated) expect(post.sources.length, post.slug).toBeGreaterThan(0);
  });

  it("are current pages read on a real day, never an old or consultation address", () => {
    const cited = [
      ...sources.flatMap((entry) => entry.sources),
      ...allPosts().flatMap((post) => post.sources),
    ];
    expect(cited.length).toBeGreaterThan(0);
    for (const source of cited) expect(sourceProblem(source), source.url).toBeUndefined();
    const base = { title: "A rule", publisher: "A regulator", checked: "2026-01-10" };
    expect(sourceProblem({ ...base, url: "https://www.epa.vic.gov.au/reporting/polwatch.asp" })).toMatch(
      /old address/,
    );
    expect(
      sourceProblem({ ...base, url: "https://www.epa.nsw.gov.au/wasteregulation/liquid-waste-report.htm" }),
    ).toMatch(/old address/);
    expect(sourceProblem({ ...base, url: "https://consult.dcceew.gov.au/export-rules" })).toMatch(
      /consultation/,
    );
    expect(sourceProblem({ ...base, url: "https://www.epa.vic.gov.au/x", checked: "2026-02-30" })).toMatch(
      /not a day/,
    );
    expect(sourceProblem({ ...base, url: "https://www.epa.vic.gov.au/x", checked: "2999-01-01" })).toMatch(
      /later than today/,
    );
  });

  it("are reported once they were read more than twelve months ago", () => {
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
