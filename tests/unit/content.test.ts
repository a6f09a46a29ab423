import { describe, expect, it } from "vitest";
import {
  aboutContent,
  allContent,
  homeContent,
  privacyContent,
  thankYouContent,
} from "~/content/index.server";
import { allPages } from "~/site/pages";

/**
 * The words each page receives. The limits on them (words, questions, related pages, the price
 * section) are the editor's fields' own, and the rules across pages are the build's: both are
 * tested by feeding them bad files (content-check, editor-rules). Here: what templates receive.
 */
const { topics, cities, hubs } = allContent();

describe("page content", () => {
  it("exists for every topic, city and hub page of the site map, and for each single-page template", () => {
    const written = new Set([...topics, ...cities, ...hubs].map((content) => content.path));
    const kinds = ["service", "waste", "material", "industry", "business", "city", "hub"];
    for (const page of allPages().filter((p) => kinds.includes(p.type)))
      expect(written, page.path).toContain(page.path);
    for (const words of [homeContent(), aboutContent(), privacyContent(), thankYouContent()])
      expect(words).toBeDefined();
  });
});
