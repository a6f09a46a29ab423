import { type RouteConfig, index, route } from "@react-router/dev/routes";
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
};

/** Issue 8: each tool has a route module of its own, so its code and data load only on its page. */
const tools: Record<string, string> = {
  "/what-goes-where": "routes/what-goes-where.tsx",
  "/bin-size-guide": "routes/bin-size-guide.tsx",
};

export default [
  ...pages.map((page) =>
    page.path === "/"
      ? index(templates.home)
      : route(page.path, tools[page.path] ?? templates[page.type], { id: `page${page.path}` }),
  ),
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
