import { yamlOrNothing } from "./yaml";

/** A published terms version: its file, its terms page and its month. */
export interface PublishedVersion {
  file: string;
  document: string;
  version: string;
}

/** The terms versions in the repository's files, as written; a file that cannot be read is left out. */
export const termsVersionsIn = (files: readonly { file: string; text: string }[]): PublishedVersion[] =>
  files.flatMap(({ file, text }) => {
    if (!/^content\/terms\/[^/]+\.yaml$/.test(file)) return [];
    const data = yamlOrNothing(text) as { document?: unknown; version?: unknown } | null | undefined;
    return typeof data?.document === "string" && typeof data.version === "string"
      ? [{ file, document: data.document, version: data.version }]
      : [];
  });

/** What a terms version whose month its terms page has published already is told. */
export const versionTaken = (version: string, document: string) =>
  `${version} is already published for ${document}: a published version is never changed; give this one the month it takes effect`;

/** What a version is told whose terms page would be left with no published version. */
export const versionLeftNone = (name: string, path: string) =>
  `This is the only published version of “${name}” (${path}): moved to another terms page, that page would have none. Add a version for the other page instead`;
