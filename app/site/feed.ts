import { absoluteUrl } from "./site-url";
import { site } from "./site";
import type { PostSummary } from "../blog/catalogue.server";
import { ARCHIVE_NAME, updatePath } from "../content/monthly-limits";

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** A monthly e-mail as the feed lists it, on the day it went out. */
export interface FeedIssue {
  month: string;
  subject: string;
  preview: string;
  sendOn: string | null;
}

interface FeedItem {
  path: string;
  title: string;
  date: string;
  description: string;
  categories: string[];
}

const itemXml = (item: FeedItem) => {
  const url = absoluteUrl(item.path);
  return [
    "    <item>",
    `      <title>${escapeXml(item.title)}</title>`,
    `      <link>${escapeXml(url)}</link>`,
    `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
    `      <pubDate>${rfc822(item.date)}</pubDate>`,
    `      <description>${escapeXml(item.description)}</description>`,
    ...item.categories.map((category) => `      <category>${escapeXml(category)}</category>`),
    "    </item>",
  ].join("\n");
};

/** RSS 2.0 of every post and every monthly e-mail sent, newest first. */
export function buildFeed(posts: PostSummary[], issues: FeedIssue[] = []): string {
  const items: FeedItem[] = [
    ...posts.map((post) => ({
      path: `/post/${post.slug}`,
      title: post.title,
      date: post.date,
      description: post.description,
      categories: post.tags,
    })),
    ...issues.flatMap((issue) =>
      issue.sendOn
        ? [
            {
              path: updatePath(issue.month),
              title: issue.subject,
              date: issue.sendOn,
              description: issue.preview,
              categories: [ARCHIVE_NAME],
            },
          ]
        : [],
    ),
  ].sort((a, b) => b.date.localeCompare(a.date));
  const newest = [posts[0]?.updated ?? posts[0]?.date, items[0]?.date]
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} blog`)}</title>
    <link>${escapeXml(absoluteUrl("/blog/1"))}</link>
    <atom:link href="${escapeXml(absoluteUrl("/blog/feed.xml"))}" rel="self" type="application/rss+xml" />
    <description>${escapeXml("Practical guides on commercial waste, recycling and compliance for Australian businesses, and our monthly e-mails.")}</description>
    <language>en-AU</language>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items.map(itemXml).join("\n")}
  </channel>
</rss>
`;
}
