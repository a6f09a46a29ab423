import { allPosts, blogPagePaths } from "~/blog/catalogue.server";
import { termsVersionPaths } from "~/content/index.server";
import type { IconName } from "~/content/schema/icon";
import { formatMonth } from "~/lib/format";
import { ARCHIVE_NAME, UPDATES_PATH, monthName, updatePath } from "~/content/monthly-limits";
import { scheduledIssues } from "~/content/monthly-archive.server";
import { breadcrumbsFor } from "./breadcrumbs";
import { allPages, findPage } from "./pages";

/** What a page's social card says: its title, the part of the site it is in, and its icon. */
export interface SocialCard {
  path: string;
  title: string;
  section?: string;
  icon?: IconName;
}

/** The part of the site a page is in: the first step of its breadcrumb trail after Home. */
const sectionOf = (path: string) => {
  const crumbs = breadcrumbsFor(path);
  return crumbs.length > 2 ? crumbs[1]!.name : undefined;
};

/**
 * A card for every page the build renders: each page of the site map, each published version of
 * the terms, the blog's list pages and each post; and for the monthly e-mails' archive, rendered
 * per request: its list and each e-mail with a send-on day, whose page opens on that day. Read from
 * the content as the pages are, so a title staff change reaches its card on the next build.
 */
export function socialCards(): SocialCard[] {
  const pages = allPages().map((page): SocialCard => {
    const section = sectionOf(page.path);
    return {
      path: page.path,
      title: page.name,
      ...(section ? { section } : {}),
      ...(page.icon ? { icon: page.icon } : {}),
    };
  });
  const versions = termsVersionPaths().map((path): SocialCard => {
    const document = path.slice(0, path.lastIndexOf("/"));
    const version = path.slice(document.length + 1);
    return {
      path,
      title: findPage(document)?.name ?? document,
      section: `Version of ${formatMonth(version)}`,
    };
  });
  const blogPages = blogPagePaths().map((path, index): SocialCard => ({
    path,
    title: "Blog",
    ...(index ? { section: `Page ${index + 1}` } : {}),
  }));
  const posts = allPosts().map((post): SocialCard => ({
    path: `/post/${post.slug}`,
    title: post.title,
    section: "Blog",
  }));
  const archive: SocialCard[] = [
    { path: UPDATES_PATH, title: ARCHIVE_NAME, icon: "newspaper" },
    ...scheduledIssues().map((issue) => ({
      path: updatePath(issue.month),
      title: issue.subject,
      section: `${ARCHIVE_NAME}: ${monthName(issue.month)}`,
      icon: "newspaper" as const,
    })),
  ];
  return [...pages, ...versions, ...blogPages, ...posts, ...archive];
}
