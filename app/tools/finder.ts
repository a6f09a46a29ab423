/** The item an item finder filters: what the route sends to the page (name, aliases, stream...). */
export interface FinderItem {
  name: string;
  aliases?: string[];
  path: string;
  stream: string;
  prepare: string;
  note?: string;
  notTaken?: boolean;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Items whose name, other names or stream contain every word typed, in any order. Pure, so the
 * server (?q= without scripts) and the page (as you type) give the same list.
 */
export function filterItems<T extends FinderItem>(items: T[], query: string | null | undefined): T[] {
  const words = normalise(query ?? "")
    .split(" ")
    .filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = normalise([item.name, ...(item.aliases ?? []), item.stream].join(" "));
    return words.every((word) => haystack.includes(word));
  });
}

/** Items grouped under their first letter, A to Z, each group sorted by name. */
export function groupByLetter<T extends { name: string }>(items: T[]): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => a.name.localeCompare(b.name, "en-AU"))) {
    const letter = item.name.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, items: list }));
}
