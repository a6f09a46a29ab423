/** What a terms version whose month its terms page has published already is told. */
export const versionTaken = (version: string, document: string) =>
  `${version} is already published for ${document}: a published version is never changed; give this one the month it takes effect`;

/** What a version is told whose terms page would be left with no published version. */
export const versionLeftNone = (name: string, path: string) =>
  `This is the only published version of “${name}” (${path}): moved to another terms page, that page would have none. Add a version for the other page instead`;
