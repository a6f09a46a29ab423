import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * Every URL pattern of the site, written out. A folder whose pages share a template has one
 * `folder/:slug` route; its loader finds the page in the site map and answers 404 for a slug the
 * site map does not have (app/site/page-for-route.ts). Adding a page to a folder needs no line
 * here, and never changes which module serves another page. Routes with the same module have ids
 * of their own.
 */
export default [
  // General pages
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("contact-us", "routes/contact.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  // Existing customers' requests: the page that lists them, and one form for each kind
  route("customer-service", "routes/customer-service.tsx"),
  route("customer-service/:kind", "routes/customer-request.tsx"),
  route("privacy-policy", "routes/document.tsx", { id: "privacy-policy" }),
  route("accessibility", "routes/document.tsx", { id: "accessibility" }),
  // The guided quote request, and the plain-English terms it links to
  route("get-a-quote", "routes/get-a-quote.tsx"),
  route("fees-and-charges", "routes/document.tsx", { id: "fees-and-charges" }),
  route("service-agreement", "routes/document.tsx", { id: "service-agreement" }),
  // Each published version of the terms stays readable at its own address, such as /service-agreement/2026-11
  route("fees-and-charges/:version", "routes/document.tsx", { id: "fees-and-charges-version" }),
  route("service-agreement/:version", "routes/document.tsx", { id: "service-agreement-version" }),

  // Hubs: a page of cards for the pages under it
  route("your-business", "routes/hub.tsx", { id: "hub/your-business" }),
  route("services", "routes/hub.tsx", { id: "hub/services" }),
  route("services/bins-and-skips", "routes/hub.tsx", { id: "hub/bins-and-skips" }),
  route("services/waste-handling-equipment", "routes/hub.tsx", { id: "hub/waste-handling-equipment" }),
  route("waste-management", "routes/hub.tsx", { id: "hub/waste-management" }),
  route("waste-management/liquid-waste", "routes/hub.tsx", { id: "hub/liquid-waste" }),
  route("recycling", "routes/hub.tsx", { id: "hub/recycling" }),
  route("industries", "routes/hub.tsx", { id: "hub/industries" }),

  // Topic pages: services, waste streams, materials, industries and business sizes
  route("services/:slug", "routes/topic.tsx", { id: "topic/services" }),
  route("waste-management/:slug", "routes/topic.tsx", { id: "topic/waste-management" }),
  route("recycling/:slug", "routes/topic.tsx", { id: "topic/recycling" }),
  route("industries/:slug", "routes/topic.tsx", { id: "topic/industries" }),
  route("small-business", "routes/topic.tsx", { id: "topic/small-business" }),
  route("medium-business", "routes/topic.tsx", { id: "topic/medium-business" }),
  route("large-business", "routes/topic.tsx", { id: "topic/large-business" }),
  route("private-homes", "routes/topic.tsx", { id: "topic/private-homes" }),
  route("pest-control", "routes/topic.tsx", { id: "topic/pest-control" }),
  route("washroom-hygiene-services", "routes/topic.tsx", { id: "topic/washroom-hygiene-services" }),
  route("other-manufacturing-waste-management", "routes/topic.tsx", { id: "topic/other-manufacturing" }),

  // City pages
  route("pages/:slug", "routes/city.tsx"),

  // Finder tools: each has a module of its own, so its code and data load only on its page
  route("what-goes-where", "routes/what-goes-where.tsx"),
  route("bin-size-guide", "routes/bin-size-guide.tsx"),

  // Blog
  route("blog", "routes/blog-index.tsx"),
  route("blog/:page", "routes/blog-list.tsx"),
  route("blog/feed.xml", "routes/feed.ts"),
  route("post/:postId", "routes/post.tsx"),

  // The monthly e-mail's archive (app/monthly): rendered per request, so each shows on its day
  route("updates", "routes/updates.tsx", { id: "updates" }),
  route("updates/latest", "routes/updates-latest.ts"),
  route("updates/:month", "routes/updates.tsx", { id: "updates/month" }),

  // Forms and search: the subscribe box's endpoint, the service-area checker's and the search's
  // answers without scripts, and the search index for the browser
  route("subscribe", "routes/subscribe.tsx"),
  route("service-area", "routes/service-area.tsx"),
  route("search", "routes/search.tsx"),
  route("search-index.json", "search/index-json.ts"),

  // Confirmed opt-in and unsubscribing (app/forms/subscription-links.ts, docs/forms.md).
  route("subscription", "routes/subscription.tsx"),
  route("unsubscribe", "routes/unsubscribe.ts"),

  // For search engines
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),

  // The content editor (Keystatic, docs/editing.md): its interface (/keystatic and below) and
  // its API, which also answers its Preview button. Both answer 404 where the editor is off
  // (every production server without GitHub storage); neither is pre-rendered or linked.
  route("keystatic/*", "routes/keystatic-admin.tsx"),
  route("api/keystatic/*", "routes/keystatic-api.ts"),

  // Anything else: the 404 page
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
