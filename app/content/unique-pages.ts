import { type NamedPage, addressTaken, nameTaken, pageNamed, postTitleTaken, searchTextTaken } from "./name-limits";
import type { Parsed } from "./types";

/**
 * One page per address and per name (whatever its capitals or spacing), and each title and
 * description in search results one page's: two pages with one title or description compete
 * with each other in search, two with one name cannot be told apart in menus and cards.
 */
export function checkUniquePages(parsed: Parsed[], problems: string[]) {
  const owner = new Map<string, { file: string; name: string; path: string }>();
  const named: { file: string; name: string; path: string }[] = [];
  const titleOwner = new Map<string, NamedPage>();
  const descriptionOwner = new Map<string, NamedPage>();
  for (const { file, data } of parsed) {
    const page = { file, name: data.name, path: data.path };
    const other = owner.get(data.path);
    if (other) problems.push(`${file}: field "path": ${addressTaken(data.path, other)}`);
    else owner.set(data.path, page);
    const sameName = pageNamed(named, data.name);
    if (sameName) problems.push(`${file}: field "name": ${nameTaken(data.name, sameName)}`);
    else named.push(page);
    for (const [field, value, owners] of [
      ["title", data.title, titleOwner],
      ["description", data.description, descriptionOwner],
    ] as const) {
      if (!value) continue;
      const first = owners.get(value.trim());
      if (first) problems.push(`${file}: field "${field}": ${searchTextTaken(field, first)}`);
      else owners.set(value.trim(), page);
    }
  }
}

/**
 * One post per title, whatever its capitals or spacing, as the editor's title field refuses it:
 * each problem names the later post's file and the post that has the title. (A post's address is
 * its file's name, so the folder holds one post per address.)
 */
export function postTitleProblems(posts: readonly NamedPage[]): string[] {
  const named: NamedPage[] = [];
  const problems: string[] = [];
  for (const post of posts) {
    const other = pageNamed(named, post.name);
    if (other) problems.push(`${post.file}: field "title": ${postTitleTaken(post.name, other)}`);
    else named.push(post);
  }
  return problems;
}
