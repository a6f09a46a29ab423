import type { PublishedVersion } from "./terms-limits";

/**
 * Published addresses kept (docs/decisions/0015-published-addresses-kept.md): an address the site
 * has published answers for good, either as a page or post or as a permanent redirect to the page
 * that replaced it. The rules read only what they are given, so the build, the editor's check and
 * the tests apply the same ones to any content folder.
 */

/** The two content files that hold the record and the redirects. */
export const addressFiles = {
  /** The editor's "Moved pages": old address, new address. */
  moves: "content/redirects.yaml",
  /** Every address the site has published, kept by each release. */
  published: "content/published-addresses.yaml",
} as const;

export interface Move {
  from: string;
  to: string;
}

/** A blog post's address, from its file: content/blog/skip-bins.md is /post/skip-bins. */
export function postAddress(file: string): string | undefined {
  const match = /^content\/blog\/([a-z0-9-]+)\.md$/.exec(file);
  return match ? `/post/${match[1]}` : undefined;
}

/**
 * Problems of the moved pages and the record, each `file: field "x": why`: an old address that a
 * page still has (it would never be reached), one listed twice, a new address that is no page,
 * and a published address that leads nowhere now.
 */
export function addressProblems({
  live,
  moves,
  published,
}: {
  /** Every address a page, post or published terms version answers at, with its file. */
  live: Map<string, string>;
  moves: Move[];
  published: string[];
}): string[] {
  const problems: string[] = [];
  const movedFrom = new Set<string>();
  moves.forEach(({ from, to }, index) => {
    const at = `${addressFiles.moves}: field "moves.${index}`;
    const owner = live.get(from);
    if (owner) problems.push(`${at}.from": ${from} is the address of ${owner}, so it cannot also move`);
    else if (movedFrom.has(from)) problems.push(`${at}.from": ${from} is already moved above`);
    movedFrom.add(from);
    if (!live.has(to))
      problems.push(`${at}.to": ${to} is no page or post of the site; choose the page that replaces ${from}`);
  });
  published.forEach((address, index) => {
    if (live.has(address) || movedFrom.has(address)) return;
    problems.push(
      `${addressFiles.published}: field "addresses.${index}": ${address} was published and now leads nowhere: ` +
        `add it to Moved pages (${addressFiles.moves}) with the page that replaces it, or restore its page`,
    );
  });
  return problems;
}

/** The record after a release: the addresses it held, and every address the site has now. */
export function recordedAddresses(published: string[], live: Iterable<string>): string[] {
  return [...new Set([...published, ...live])].sort((a, b) => a.localeCompare(b));
}

/**
 * Every address the site's files give, with the file that gives it: its pages, its published
 * terms versions and its posts.
 */
export function liveAddresses(
  versions: readonly PublishedVersion[],
  pages: readonly { file: string; path: string }[],
  posts: readonly string[],
): Map<string, string> {
  return new Map<string, string>([
    ...pages.map(({ file, path }) => [path, file] as const),
    ...versions.map(({ file, document, version }) => [`${document}/${version}`, file] as const),
    ...posts.map((address) => [address, `content/blog/${address.slice("/post/".length)}.md`] as const),
  ]);
}
