import { addressFiles } from "../address-limits";
import { splitFrontMatter, yamlOrNothing } from "../yaml";

/**
 * Where each page is linked from, read from the content files the editor's code is built with:
 * every value of an entry that is a page's address (a menu item, a related page, a footer link, a
 * moved page's new home) and every link in a post's words. The live editor deletes a page past the
 * site's server, so a page's entry names these before staff remove it; the development editor
 * refuses such a delete outright, and the build names each link a removed page leaves.
 */
export type LinksTo = (path: string) => string[];

/** Files that record addresses rather than link to them. */
const notLinks = new Set<string>([addressFiles.published]);

/** The entries of `files` that link to each address, each named by `nameOf` once. */
export function linksIn(
  files: readonly { file: string; text: string }[],
  nameOf: (file: string) => string,
): Map<string, string[]> {
  const links = new Map<string, string[]>();
  // The site-wide entries (the Menu, the Footer) first: one file each, at the top of content/.
  const depth = (file: string) => file.split("/").length;
  const sorted = [...files].sort((a, b) => depth(a.file) - depth(b.file) || a.file.localeCompare(b.file));
  for (const { file, text } of sorted) {
    if (notLinks.has(file)) continue;
    const addresses = new Set<string>();
    if (file.endsWith(".md")) {
      const split = splitFrontMatter(text);
      addValues(yamlOrNothing(split?.yaml ?? ""), addresses);
      for (const [, path] of (split?.body ?? text).matchAll(/\]\((\/[^)\s#?]*)/g)) addresses.add(path!);
    } else {
      // JSON files read as YAML too: YAML holds JSON.
      const data = yamlOrNothing(text);
      // A page's own address is where it is, not a link to it.
      const { path: _own, ...rest } = (data && typeof data === "object" ? data : {}) as Record<
        string,
        unknown
      >;
      addValues(rest, addresses);
    }
    const name = nameOf(file);
    for (const path of addresses) links.set(path, [...(links.get(path) ?? []), name]);
  }
  return links;
}

/** Every string of `value` that is an address on the site. */
function addValues(value: unknown, into: Set<string>) {
  if (typeof value === "string") {
    if (/^\/[a-z0-9/-]*$/.test(value)) into.add(value);
  } else if (Array.isArray(value)) for (const item of value) addValues(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) addValues(item, into);
}

/** "the Menu, “Wheelie bins” and 3 more": the first few names, then how many besides. */
export function namesInBrief(names: readonly string[], shown = 4): string {
  const first = names.slice(0, shown);
  const more = names.length - first.length;
  if (more > 0) return `${first.join(", ")} and ${more} more`;
  return first.length > 1 ? `${first.slice(0, -1).join(", ")} and ${first.at(-1)}` : (first[0] ?? "");
}
