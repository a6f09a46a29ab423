import { allPosts, summarise } from "~/blog/catalogue.server";
import { buildFeed } from "~/site/feed";

/** /blog/feed.xml, pre-rendered as a file at build time. */
export async function loader() {
  return new Response(buildFeed(allPosts().map(summarise)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
