import { absoluteUrl } from "./site-url";
import { site } from "./site";
import type { PostSummary } from "../blog/catalogue.server";

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** RSS 2.0 of every post, newest first. */
export function buildFeed(posts: PostSummary[]): string {
  const items = posts
    .map((post) => {
      const url = absoluteUrl(`/post/${post.slug}`);
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(url)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
        `      <pubDate>${rfc822(post.date)}</pubDate>`,
        `      <description>${escapeXml(post.description)}</description>`,
        ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const newest = posts[0]?.updated ?? posts[0]?.date;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} blog`)}</title>
    <link>${escapeXml(absoluteUrl("/blog/1"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/blog/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml("Practical guides on commercial waste, recycling and compliance for Australian businesses.")}</description>
    <language>en-AU</language>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
