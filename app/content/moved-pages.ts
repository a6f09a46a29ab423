import { type Move, addressFiles, addressProblems } from "./address-limits";
import type { Parsed, ReadEntry, TermsVersion } from "./types";

/**
 * The moved pages, checked with the record of published addresses against every address the
 * site answers at: its pages, its published terms versions and its posts (app/content/address-limits.ts).
 */
export function movedPages(
  read: ReadEntry[],
  parsed: Parsed[],
  versions: { file: string; version: TermsVersion }[],
  posts: string[],
  problems: string[],
): Map<string, string> {
  const live = new Map<string, string>([
    ...parsed.map(({ file, data }) => [data.path, file] as const),
    ...versions.map(({ file, version }) => [`${version.document}/${version.version}`, file] as const),
    ...posts.map((address) => [address, `content/blog/${address.slice("/post/".length)}.md`] as const),
  ]);
  const dataOf = (file: string) => read.find((entry) => entry.file === file)?.data;
  const moves = ((dataOf(addressFiles.moves) as { moves?: Move[] } | undefined)?.moves ?? []) as Move[];
  const published = (dataOf(addressFiles.published) as { addresses?: string[] } | undefined)?.addresses ?? [];
  problems.push(...addressProblems({ live, moves, published }));
  return new Map(moves.map(({ from, to }) => [from, to]));
}
