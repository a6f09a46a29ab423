import { describe, expect, it } from "vitest";
import { LATEST_UPDATE_PATH, UPDATES_PATH, updatePath } from "~/content/monthly-limits";
import { socialCardPath } from "~/lib/social-card";
import { archiveEntries, latestIssuePath } from "~/content/monthly-archive.server";
import { type MonthlyIssue, allIssues, isDue } from "~/content/monthly-issues.server";
import { buildFeed } from "~/site/feed";
import { sitemapEntries } from "~/site/sitemap.server";
import { socialCards } from "~/site/social-cards.server";
import { loader as latest } from "~/routes/updates-latest";

/**
 * The archive wherever the site lists its pages: the sitemap, the feed and "see last month's"
 * read the e-mails whose day has come at the time they are asked, and none before. The issues are
 * the build's own, with their days set here.
 */
const [written] = allIssues();
const issue = (month: string, sendOn: string | null): MonthlyIssue => ({ ...written!, month, sendOn });
const sent = issue("2031-01", "2031-01-06");
const older = issue("2030-12", "2030-12-02");
const scheduled = issue("2031-02", "2031-02-03");
const issues = [scheduled, sent, older];
const on = (day: string) => Date.parse(`${day}T12:00:00+11:00`);
const due = (now: number) => issues.filter((each) => isDue(each, now));

describe("the monthly e-mails' archive", () => {
  it("is in the sitemap from each e-mail's day, dated by it, and the list by the newest", () => {
    const now = on("2031-01-20");
    const entries = sitemapEntries(now, due(now));
    expect(entries).toContainEqual({ path: updatePath(sent.month), lastmod: sent.sendOn });
    expect(entries).toContainEqual({ path: updatePath(older.month), lastmod: older.sendOn });
    expect(entries).toContainEqual({ path: UPDATES_PATH, lastmod: sent.sendOn });
    expect(entries.map((entry) => entry.path)).not.toContain(updatePath(scheduled.month));
    // Before any e-mail's day: the list alone, undated.
    expect(archiveEntries(on("2030-11-01"), due(on("2030-11-01")))).toEqual([{ path: UPDATES_PATH }]);
  });

  it("is in the feed, newest first among the posts, with each e-mail's subject, preview and day", () => {
    const feed = buildFeed([], due(on("2031-01-20")));
    const links = [...feed.matchAll(/<link>[^<]*(\/updates\/[^<]+)<\/link>/g)].map((match) => match[1]);
    expect(links).toEqual([updatePath(sent.month), updatePath(older.month)]);
    expect(feed).toContain(`<pubDate>${new Date("2031-01-06T00:00:00Z").toUTCString()}</pubDate>`);
    expect(feed).not.toContain(updatePath(scheduled.month));
  });

  it("sends 'see last month's' to the newest e-mail sent, or to the list while none is", async () => {
    expect(latestIssuePath(on("2031-02-10"), due(on("2031-02-10")))).toBe(updatePath(scheduled.month));
    expect(latestIssuePath(on("2031-01-06"), due(on("2031-01-06")))).toBe(updatePath(sent.month));
    expect(latestIssuePath(on("2030-11-01"), [])).toBe(UPDATES_PATH);
    const answer = latest();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(latestIssuePath(Date.now()));
    expect(LATEST_UPDATE_PATH.startsWith(`${UPDATES_PATH}/`)).toBe(true);
  });

  it("has a social card for its list and for each e-mail with a send-on day, saying its subject", () => {
    const cards = new Map(socialCards().map((card) => [card.path, card]));
    expect(cards.get(UPDATES_PATH)).toBeDefined();
    for (const each of allIssues())
      expect(cards.get(updatePath(each.month))?.title).toBe(each.sendOn ? each.subject : undefined);
    expect(socialCardPath(updatePath(sent.month))).toBe(`/social${updatePath(sent.month)}.png`);
  });
});
