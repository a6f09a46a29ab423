import { readFileSync, readdirSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { cachedUntilChanged } from "../content/files.server";
import { claimsIn } from "../content/claims";
import { whyPostNeedsSources } from "../content/post-source-limits";
import { countWords, postLimits, postTooShort } from "../content/limits";
import { markdownToHtml } from "./markdown";
import type { FrontMatter } from "../content/types";
import { ContentError } from "../content/load";
import { postFields } from "../content/posts";
import { postTitleProblems } from "../content/unique-pages";
import { parseYaml, splitFrontMatter } from "../content/yaml";

export const POSTS_PER_PAGE = 9;
const WORDS_PER_MINUTE = 230;
const postsFolder = resolve("content/blog");

export interface Post extends FrontMatter {
  slug: string;
  html: string;
  readingMinutes: number;
  words: number;
}

export type PostSummary = Omit<Post, "html">;

/** What a list of posts shows: the loader data sent with every list page, so nothing more. */
export type PostCard = Pick<Post, "slug" | "title" | "description" | "date" | "readingMinutes">;

/** Splits a file into its YAML front matter and Markdown body, and validates the front matter. */
export function parsePost(fileName: string, source: string): Post {
  const parts = splitFrontMatter(source);
  if (!parts) throw new ContentError([`${fileName}: missing front matter between --- lines`]);
  const { yaml, body } = parts;
  const data = parseYaml(yaml, fileName);
  const { value, problems } = postFields(basename(fileName, ".md"), data);
  const words = countWords(body);
  if (words < postLimits.bodyWords) problems.push({ field: "body", message: postTooShort(words) });
  // The post's own words claim nothing the company's register does not hold (app/content/claims.ts).
  for (const claim of claimsIn(body)) problems.push({ field: "body", message: claim.message });
  // A dated rule or a rule of law is one a reader must be able to check.
  const why = whyPostNeedsSources(body);
  if (why && !value.sources?.length) problems.push({ field: "sources", message: why });
  // Each problem as the content check writes one, so the editor's banner names the post and field.
  if (problems.length)
    throw new ContentError(problems.map(({ field, message }) => `${fileName}: field "${field}": ${message}`));
  return {
    ...value,
    slug: basename(fileName, ".md"),
    html: markdownToHtml(body),
    words,
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
  };
}

/**
 * Every post, newest first. A production server reads them once (posts change only with a new
 * build); in development a post saved in the editor shows on the next request.
 */
export const allPosts: () => Post[] = cachedUntilChanged(postsFolder, () => {
  const posts = readdirSync(postsFolder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parsePost(join("content/blog", name), readFileSync(join(postsFolder, name), "utf8")));
  // One post per title across the folder, as the editor's title field refuses it.
  const problems = postTitleProblems(
    posts.map(({ slug, title }) => ({ file: `content/blog/${slug}.md`, name: title, path: `/post/${slug}` })),
  );
  if (problems.length) throw new ContentError(problems);
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
});

export function summarise({ html: _html, ...summary }: Post): PostSummary {
  return summary;
}

export function toCard({ slug, title, description, date, readingMinutes }: Post): PostCard {
  return { slug, title, description, date, readingMinutes };
}

export function findPost(slug: string): Post | undefined {
  return allPosts().find((post) => post.slug === slug);
}

export function pageCount(total = allPosts().length): number {
  return Math.max(1, Math.ceil(total / POSTS_PER_PAGE));
}

/** A list page number from the URL, or undefined when it is not a whole number in range. */
export function parsePageNumber(raw: string | undefined, total = allPosts().length): number | undefined {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return undefined;
  const page = Number(raw);
  return page <= pageCount(total) ? page : undefined;
}

export function postsOnPage(page: number): PostCard[] {
  return allPosts()
    .slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE)
    .map(toCard);
}

export function blogPagePaths(): string[] {
  return Array.from({ length: pageCount() }, (_, index) => `/blog/${index + 1}`);
}

export function postPaths(): string[] {
  return allPosts().map((post) => `/post/${post.slug}`);
}
