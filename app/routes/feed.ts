import { allPosts, summarise } from "~/blog/catalogue.server";
import { publishedIssues } from "~/content/monthly-issues.server";
import { buildFeed } from "~/site/feed";

/**
 * /blog/feed.xml: every post and every monthly e-mail sent so far. Rendered per request, since an
 * e-mail's page opens on its day, after the build (docs/decisions/0026-monthly-email.md).
 */
export async function loader() {
  return new Response(buildFeed(allPosts().map(summarise), publishedIssues(Date.now())), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
