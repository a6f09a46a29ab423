import { type Move, addressFiles, addressProblems, liveAddresses } from "./address-limits";
import { termsVersionsIn } from "./terms-limits";
import type { ReadEntry } from "./types";

/**
 * The moved pages, checked with the record of published addresses against every address the
 * site's files give: its pages, its published terms versions and its posts
 * (app/content/address-limits.ts). Addresses are read from the files as written, so a page that
 * breaks another rule (a link to a removed page) is still a page here, not a vanished address.
 */
export function movedPages(
  read: ReadEntry[],
  files: { file: string; text: string }[],
  pages: { file: string; path: string }[],
  posts: string[],
  problems: string[],
): Map<string, string> {
  const live = liveAddresses(termsVersionsIn(files), pages, posts);
  const dataOf = (file: string) => read.find((entry) => entry.file === file)?.data;
  const moves = ((dataOf(addressFiles.moves) as { moves?: Move[] } | undefined)?.moves ?? []) as Move[];
  const published = (dataOf(addressFiles.published) as { addresses?: string[] } | undefined)?.addresses ?? [];
  problems.push(...addressProblems({ live, moves, published }));
  return new Map(moves.map(({ from, to }) => [from, to]));
}
