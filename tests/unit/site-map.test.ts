import { describe, expect, it } from "vitest";
import { allPages } from "~/site/pages";
import { prerenderPaths } from "~/site/prerender";
import { pageLimits } from "~/content/limits";
import { fileOfPage } from "~/content/index.server";
import { specFixedPaths } from "./spec-routes";

describe("site map", () => {
  it("holds the 80 fixed paths of SPEC's route table, and every other page has its own content file", () => {
    expect(specFixedPaths).toHaveLength(80);
    const paths = allPages().map((page) => page.path);
    for (const path of specFixedPaths) expect(paths).toContain(path);
    // Staff may add pages: each one beyond SPEC's table is a file under content/, never a stray entry.
    for (const path of paths) expect(fileOfPage(path), path).toMatch(/^content\/[a-z]+\/[a-z0-9-]+\.yaml$/);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("keeps titles and descriptions within the limits the editor and the content check apply", () => {
    for (const page of allPages().filter((p) => p.title)) {
      expect(page.title!.length, page.path).toBeLessThanOrEqual(pageLimits.titleMax);
      expect(page.description!.length, page.path).toBeGreaterThanOrEqual(pageLimits.descriptionMin);
      expect(page.description!.length, page.path).toBeLessThanOrEqual(pageLimits.descriptionMax);
    }
  });

  it("pre-renders every page, the blog list pages and every post", () => {
    const paths = prerenderPaths();
    for (const page of allPages()) expect(paths).toContain(page.path);
    expect(paths).toContain("/blog/1");
    expect(paths.some((path) => path.startsWith("/post/"))).toBe(true);
  });
});
