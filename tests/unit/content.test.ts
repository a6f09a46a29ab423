import { describe, expect, it } from "vitest";
import {
  aboutContent,
  allContent,
  homeContent,
  privacyContent,
  thankYouContent,
} from "~/content/index.server";
import { pageLimits } from "~/content/limits";
import { countWords, proseOf } from "~/content/text";
import { findPage, allPages, type PageType } from "~/site/pages";

const { topics, cities, hubs } = allContent();
const wordsIn = (value: unknown) => proseOf(value).reduce((sum, text) => sum + countWords(text), 0);
const minimumWords: Partial<Record<PageType, number>> = {
  service: 350,
  waste: 350,
  material: 350,
  industry: 350,
  business: 350,
  city: 450,
  hub: 120,
};

describe("page content", () => {
  it("exists for every page of the site map", () => {
    const written = new Set([...topics, ...cities, ...hubs].map((content) => content.path));
    for (const page of allPages().filter((p) => minimumWords[p.type]))
      expect(written, page.path).toContain(page.path);
    expect(homeContent()).toBeDefined();
    expect(aboutContent()).toBeDefined();
    expect(privacyContent()).toBeDefined();
    expect(thankYouContent()).toBeDefined();
  });

  it.each([...topics, ...cities, ...hubs].map((content) => [content.path, content] as const))(
    "%s meets the minimum word count, questions and related links",
    (path, content) => {
      const page = findPage(path);
      expect(page, `${path} is in the site map`).toBeDefined();
      expect(wordsIn(content)).toBeGreaterThanOrEqual(minimumWords[page!.type]!);
      if (page!.type !== "hub")
        expect(("faqs" in content && content.faqs?.length) || 0).toBeGreaterThanOrEqual(
          pageLimits.questionsMin,
        );
      expect(content.related.length).toBeGreaterThanOrEqual(pageLimits.relatedMin);
      for (const link of content.related) expect(findPage(link), `${path} links to ${link}`).toBeDefined();
    },
  );

  it("links only to known pages from 'who it suits' and city service lists", () => {
    for (const topic of topics)
      for (const path of topic.suits.industries) expect(findPage(path), path).toBeDefined();
    for (const city of cities) for (const path of city.services) expect(findPage(path), path).toBeDefined();
  });

  it("never repeats a paragraph on two pages", () => {
    const seen = new Map<string, string>();
    const everything = [
      ...topics,
      ...cities,
      ...hubs,
      homeContent(),
      aboutContent(),
      privacyContent(),
      thankYouContent(),
    ];
    for (const [index, content] of everything.entries()) {
      const owner = (content as { path?: string }).path ?? `single page ${index}`;
      for (const text of proseOf(content).filter((t) => countWords(t) >= 12)) {
        expect(seen.get(text) ?? owner, `"${text.slice(0, 60)}…" on ${owner}`).toBe(owner);
        seen.set(text, owner);
      }
    }
  });

  it("contains no placeholder text or typed-out company facts", () => {
    for (const content of [...topics, ...cities, ...hubs]) {
      const prose = proseOf(content).join(" ");
      expect(prose, content.path).not.toMatch(/lorem ipsum|coming soon|\bTODO\b|\bTBD\b/i);
      expect(prose, content.path).not.toMatch(/\{\w+\}/);
    }
  });
});

/** Word 5-grams: two texts that share most of them are the same text with a few words swapped. */
function shingles(text: string): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
  return new Set(words.slice(0, -4).map((_, i) => words.slice(i, i + 5).join(" ")));
}

function overlap(a: string, b: string): number {
  const left = shingles(a);
  const right = shingles(b);
  const shared = [...left].filter((gram) => right.has(gram)).length;
  return shared / Math.min(left.size, right.size);
}

describe("city pages", () => {
  it("detects a page that is another with the city name swapped", () => {
    const text = proseOf(cities[0]).join(" ");
    expect(
      overlap(text, text.replaceAll("Brisbane", "Perth").replaceAll("Melbourne", "Perth")),
    ).toBeGreaterThan(0.9);
  });

  it("share less than a tenth of their text with each other", () => {
    expect(cities).toHaveLength(10);
    for (const [i, a] of cities.entries()) {
      for (const b of cities.slice(i + 1)) {
        expect(overlap(proseOf(a).join(" "), proseOf(b).join(" ")), `${a.path} vs ${b.path}`).toBeLessThan(
          0.1,
        );
      }
    }
  });
});
