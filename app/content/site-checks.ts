/**
 * The checks that read every page at once (the loader, load.ts, runs them after reading each file
 * alone): the terms' versions, and links in documents that lead to a page (one page per address,
 * name, title and description is unique-pages.ts).
 */
import { pageGone } from "./link-limits";
import type { Parsed, TermsVersion } from "./types";

/** Each terms page has its published versions, each month published once. */
export function checkTermsVersions(
  versions: { file: string; version: TermsVersion }[],
  parsed: Parsed[],
  problems: string[],
): Map<string, TermsVersion[]> {
  const termsPages = parsed.filter((entry) => entry.type === "terms").map((entry) => entry.data.path);
  const byPage = new Map<string, TermsVersion[]>(termsPages.map((path) => [path, []]));
  for (const { file, version } of versions) {
    // The editor's picker offers terms pages only; a terms page that fails its own check is reported there.
    const list = byPage.get(version.document);
    if (!list) continue;
    if (list.some((other) => other.version === version.version))
      problems.push(`${file}: field "version": ${version.version} is already published for ${version.document}`);
    else list.push(version);
  }
  for (const [path, list] of byPage) {
    if (!list.length) problems.push(`${path}: has no published version in content/terms/`);
    list.sort((a, b) => a.version.localeCompare(b.version));
  }
  return byPage;
}

/** A document's links written as addresses (the pickers check theirs): those to this site lead to a page. */
export function checkSiteLinks(parsed: Parsed[], versions: { file: string; version: TermsVersion }[], problems: string[]) {
  const paths = new Set(parsed.map((entry) => entry.data.path));
  const documents = [
    ...parsed.flatMap(({ file, kind, data }) =>
      kind === "general" && (data.template === "privacy" || data.template === "accessibility")
        ? [{ file, prefix: "", sections: data.sections }]
        : [],
    ),
    ...versions.map(({ file, version }) => ({ file, prefix: "", sections: version.sections })),
  ];
  for (const { file, prefix, sections } of documents)
    sections.forEach((section, i) =>
      section.links.forEach((link, j) => {
        if (link.href.startsWith("/") && !paths.has(link.href))
          problems.push(`${file}: field "${prefix}sections.${i}.links.${j}.href": ${pageGone(link.href)}`);
      }),
    );
}
