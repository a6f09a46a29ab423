/**
 * The check of the terms' versions, which reads every page at once (the loader, load.ts, runs it
 * after reading each file alone; one page per address, name, title and description is
 * unique-pages.ts, and a document's links are its fields' own, content/schema/documents.ts).
 */
import { versionTaken } from "./terms-limits";
import type { Parsed, TermsVersion } from "./types";

/**
 * Each terms page has its published versions, each month published once. `unread` names the
 * pages of versions whose fields' problems are reported already.
 */
export function checkTermsVersions(
  versions: { file: string; version: TermsVersion }[],
  parsed: Parsed[],
  problems: string[],
  unread: ReadonlySet<string> = new Set(),
): Map<string, TermsVersion[]> {
  const termsPages = parsed.filter((entry) => entry.type === "terms");
  const byPage = new Map<string, TermsVersion[]>(termsPages.map((entry) => [entry.data.path, []]));
  for (const { file, version } of versions) {
    // The editor's picker offers terms pages only; a terms page that fails its own check is reported there.
    const list = byPage.get(version.document);
    if (!list) continue;
    if (list.some((other) => other.version === version.version))
      problems.push(`${file}: field "version": ${versionTaken(version.version, version.document)}`);
    else list.push(version);
  }
  for (const { file, data } of termsPages) {
    const { path } = data;
    const list = byPage.get(path)!;
    // Named by the terms page's own file, so the editor's list of problems links to its entry.
    if (!list.length && !unread.has(path))
      problems.push(`${file}: has no published version (${path}): add one in Published terms versions`);
    list.sort((a, b) => a.version.localeCompare(b.version));
  }
  return byPage;
}
