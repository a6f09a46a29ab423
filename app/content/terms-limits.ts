/** What a terms version whose month its terms page has published already is told. */
export const versionTaken = (version: string, document: string) =>
  `${version} is already published for ${document}: a published version is never changed; give this one the month it takes effect`;
