import { describe, expect, it } from "vitest";
import { allPages } from "~/site/pages";
import { prerenderPaths } from "~/site/prerender";
import { addedPaths, specFixedPaths, specPathsWithoutMetadata } from "./spec-routes";

describe("site map", () => {
  it("holds exactly the 80 fixed paths of SPEC's route table, plus the pages the issues added", () => {
    expect(specFixedPaths).toHaveLength(80);
    expect(
      allPages()
        .map((page) => page.path)
        .sort(),
    ).toEqual([...specFixedPaths, ...addedPaths].sort());
  });

  it("gives every page metadata except the two SPEC exceptions", () => {
    for (const page of allPages()) {
      const exception = specPathsWithoutMetadata.includes(page.path);
      expect(Boolean(page.title), page.path).toBe(!exception);
      expect(Boolean(page.description), page.path).toBe(!exception);
      expect(Boolean(page.keywords?.length), page.path).toBe(!exception);
    }
  });

  it("keeps titles within 60 characters with the brand and descriptions within 70-160", () => {
    for (const page of allPages().filter((p) => p.title)) {
      expect(`${page.title} | Saltbush`.length, page.path).toBeLessThanOrEqual(60);
      expect(page.description!.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description!.length, page.path).toBeLessThanOrEqual(160);
    }
  });

  it("never repeats a title or a description", () => {
    const titles = allPages().flatMap((page) => (page.title ? [page.title] : []));
    const descriptions = allPages().flatMap((page) => (page.description ? [page.description] : []));
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("pre-renders every page, the blog list pages and every post", () => {
    const paths = prerenderPaths();
    for (const path of specFixedPaths) expect(paths).toContain(path);
    for (const path of addedPaths) expect(paths).toContain(path);
    expect(paths).toContain("/blog/1");
    expect(paths.some((path) => path.startsWith("/post/"))).toBe(true);
  });
});
