import { describe, expect, it } from "vitest";
import { matchRoutes } from "react-router";
import routes, { fileOf } from "~/routes";
import { pageForRoute } from "~/site/page-for-route";
import { allPages } from "~/site/pages";

const routeObjects = routes.map((entry) => ({
  id: entry.id ?? entry.file,
  path: entry.path,
  index: entry.index,
  file: entry.file,
}));
const fileFor = (path: string) => {
  const matched = matchRoutes(routeObjects, path);
  return (matched?.at(-1)?.route as { file?: string } | undefined)?.file;
};

describe("routes generated from the site map", () => {
  it("send every page of the site map to its template", () => {
    for (const page of allPages()) expect(fileFor(page.path), page.path).toBe(fileOf(page.path, page.type));
  });

  it("share one route per folder where pages share a template, keeping the route list short", () => {
    expect(routes.some((entry) => entry.path === "/services/:slug")).toBe(true);
    expect(routes.length).toBeLessThan(allPages().length / 2);
  });

  it("leave paths the site map does not have to the 404 page", () => {
    expect(fileFor("/no-such-page/at-all")).toBe("routes/not-found.tsx");
    expect(fileFor("/services/wheelie-bins/extra")).toBe("routes/not-found.tsx");
  });
});

describe("pageForRoute", () => {
  it("finds the page a shared route is showing", () => {
    expect(pageForRoute("/services/wheelie-bins", ["service"]).path).toBe("/services/wheelie-bins");
  });

  it("answers 404, not an error, for a slug the site map lacks or a page of another type", () => {
    for (const [path, types] of [
      ["/services/no-such-service", ["service"]],
      ["/services/bins-and-skips", ["service"]],
    ] as const) {
      try {
        pageForRoute(path, types);
        expect.unreachable(`${path} should not be found`);
      } catch (error) {
        expect((error as { init?: { status?: number } }).init?.status, path).toBe(404);
      }
    }
  });
});
