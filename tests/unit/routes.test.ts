import { describe, expect, it } from "vitest";
import { matchRoutes } from "react-router";
import routes from "~/routes";
import { pageForRoute } from "~/site/page-for-route";
import { type PageType, allPages, pagesOfType } from "~/site/pages";

/** A service page and a page of another type (a hub), whichever the site map lists first. */
const aService = pagesOfType("service")[0]!.path;
const aHub = pagesOfType("hub")[0]!.path;

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

/** The template that shows each type of page (the finder tools have modules of their own). */
const templates: Record<PageType, string> = {
  home: "routes/home.tsx",
  about: "routes/about.tsx",
  contact: "routes/contact.tsx",
  thankYou: "routes/thank-you.tsx",
  privacy: "routes/document.tsx",
  accessibility: "routes/document.tsx",
  hub: "routes/hub.tsx",
  business: "routes/topic.tsx",
  service: "routes/topic.tsx",
  waste: "routes/topic.tsx",
  material: "routes/topic.tsx",
  industry: "routes/topic.tsx",
  city: "routes/city.tsx",
  tool: "",
  terms: "routes/document.tsx",
  quote: "routes/get-a-quote.tsx",
  customerService: "routes/customer-service.tsx",
};
const tools: Record<string, string> = {
  "/what-goes-where": "routes/what-goes-where.tsx",
  "/bin-size-guide": "routes/bin-size-guide.tsx",
};

describe("the route table", () => {
  it("sends every page of the site map to the template of its type", () => {
    for (const page of allPages()) {
      expect(fileFor(page.path), page.path).toBe(tools[page.path] ?? templates[page.type]);
    }
  });

  it("gives every route a distinct id and every pattern one line", () => {
    const ids = routes.map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
    const patterns = routes.map((entry) => entry.path ?? "");
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("leaves paths the site map does not have to the 404 page", () => {
    expect(fileFor("/no-such-page/at-all")).toBe("routes/not-found.tsx");
    expect(fileFor(`${aService}/extra`)).toBe("routes/not-found.tsx");
  });
});

describe("pageForRoute", () => {
  it("finds the page a shared route is showing", () => {
    expect(pageForRoute(aService, ["service"]).path).toBe(aService);
  });

  it("answers 404, not an error, for a slug the site map lacks or a page of another type", () => {
    for (const [path, types] of [
      ["/services/no-such-service", ["service"]],
      [aHub, ["service"]],
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
