import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { type PageType, pages } from "./site/pages";

/** One template per page type; every fixed page of the site map becomes a route to its template. */
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
  tool: "routes/what-goes-where.tsx",
  quote: "routes/get-a-quote.tsx",
  terms: "routes/document.tsx",
};

/** Pages whose routes are written out below rather than derived from the site map. */
const literalPaths = new Set(["/get-a-quote", "/fees-and-charges", "/service-agreement"]);

/** Issue 8: each tool has a route module of its own, so its code and data load only on its page. */
const tools: Record<string, string> = {
  "/what-goes-where": "routes/what-goes-where.tsx",
  "/bin-size-guide": "routes/bin-size-guide.tsx",
};

/** The route module that shows a page of the site map. */
export const fileOf = (path: string, type: PageType) => tools[path] ?? templates[type];

/** The page's parent folder: "/services" for "/services/wheelie-bins", "" for "/about". */
const parentOf = (path: string) => path.slice(0, path.lastIndexOf("/"));

/**
 * Pages that share a template under one parent folder share one `parent/:slug` route (the
 * template's loader answers 404 for a slug the site map does not have). Every route is matched in
 * the visitor's browser when the page starts, so 94 routes cost a phone a measurable pause where
 * about 40 do not (docs/decisions/0007-performance.md). Top-level pages keep a route each, and
 * where two templates share a folder, only the larger group shares a route: the rest stay exact.
 */
function pageRoutes(): RouteConfigEntry[] {
  const groups = new Map<string, { parent: string; file: string; paths: string[] }>();
  for (const page of pages) {
    if (literalPaths.has(page.path)) continue;
    const parent = parentOf(page.path);
    if (!parent) continue;
    const file = fileOf(page.path, page.type);
    const key = `${parent} ${file}`;
    const group = groups.get(key) ?? { parent, file, paths: [] };
    group.paths.push(page.path);
    groups.set(key, group);
  }
  const shared = new Map<string, { file: string; paths: string[] }>();
  for (const group of groups.values()) {
    const current = shared.get(group.parent);
    if (group.paths.length >= 3 && (!current || group.paths.length > current.paths.length))
      shared.set(group.parent, group);
  }
  const sharedPaths = new Set([...shared.values()].flatMap((group) => group.paths));
  return [
    ...pages
      .filter((page) => !sharedPaths.has(page.path) && !literalPaths.has(page.path))
      .map((page) =>
        page.path === "/"
          ? index(templates.home)
          : route(page.path, fileOf(page.path, page.type), { id: `page${page.path}` }),
      ),
    ...[...shared].map(([parent, group]) => route(`${parent}/:slug`, group.file, { id: `pages${parent}` })),
  ];
}

export default [
  ...pageRoutes(),
  // The guided quote request and the terms it links to.
  route("get-a-quote", "routes/get-a-quote.tsx", { id: "page/get-a-quote" }),
  route("fees-and-charges", "routes/document.tsx", { id: "page/fees-and-charges" }),
  route("service-agreement", "routes/document.tsx", { id: "page/service-agreement" }),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog", "routes/blog-index.tsx"),
  route("blog/feed.xml", "routes/feed.ts"),
  route("blog/:page", "routes/blog-list.tsx"),
  route("post/:postId", "routes/post.tsx"),
  // The footer's subscribe box (app/forms, docs/forms.md).
  route("subscribe", "routes/subscribe.ts"),
  // The service-area checker's answer without scripts (issue 8); not in the site map.
  route("service-area", "routes/service-area.tsx"),
  // Site search (docs/decisions/0005-site-search.md): rendered per query; its index for the browser.
  route("search", "routes/search.tsx"),
  route("search-index.json", "search/index-json.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
