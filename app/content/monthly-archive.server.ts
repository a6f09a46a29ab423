import { UPDATES_PATH, updatePath } from "./monthly-limits";
import { type MonthlyIssue, allIssues, publishedIssues } from "./monthly-issues.server";

/** A page of the archive as the sitemap lists it: dated by the day its newest e-mail went out. */
export interface ArchiveEntry {
  path: string;
  lastmod?: string;
}

/**
 * The archive's pages on a given day: its list, and each e-mail whose day has come. The sitemap
 * and the feed are rendered per request and read this with the request's time, as the archive's
 * own pages do, so an e-mail is listed on the day it goes out without a new build.
 */
export function archiveEntries(now: number, issues: MonthlyIssue[] = publishedIssues(now)): ArchiveEntry[] {
  const newest = issues.map((issue) => issue.sendOn ?? "").sort()[issues.length - 1];
  return [
    { path: UPDATES_PATH, ...(newest ? { lastmod: newest } : {}) },
    ...issues.map((issue) => ({
      path: updatePath(issue.month),
      ...(issue.sendOn ? { lastmod: issue.sendOn } : {}),
    })),
  ];
}

/**
 * The e-mails whose page this build can open: each with a send-on day. Their social cards are
 * drawn at build time with the rest, so the card is there on the day the page opens.
 */
export const scheduledIssues = (issues: MonthlyIssue[] = allIssues()) =>
  issues.filter((issue) => issue.sendOn);

/** The address "see last month's" opens: the newest e-mail sent, or the list while none is. */
export const latestIssuePath = (now: number, issues: MonthlyIssue[] = publishedIssues(now)) =>
  issues[0] ? updatePath(issues[0].month) : UPDATES_PATH;
