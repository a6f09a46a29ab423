/** A terms version as the build reads it: its page, its month and its words. */
type TermsVersion = { document: string; version: string };

/**
 * The record of the published terms versions' words: a published version is never changed, only
 * followed by a new one (Australian Consumer Law s18: a customer agreed to the words it showed).
 * `npm run build` ends by recording each version's fingerprint (scripts/published-terms.ts), as it
 * records the published addresses; the content check then refuses a recorded version whose words
 * differ, and the launch check names it.
 */
export const termsRecordFile = "content/published-terms.yaml";

export interface RecordedTerms {
  /** The version's address, such as /service-agreement/2026-11. */
  version: string;
  /** The fingerprint of its words when it was published. */
  words: string;
}

/** A short fingerprint of a text (cyrb53): the same words give the same one, an edit another. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A version's address and the fingerprint of everything it says, as the build reads it. */
export const versionWords = (version: TermsVersion): RecordedTerms => ({
  version: `${version.document}/${version.version}`,
  words: fingerprint(JSON.stringify(version)),
});

/** Each published version whose words changed after they were recorded, by its file. */
export function termsEditedAfterPublication(
  versions: readonly { file: string; version: TermsVersion }[],
  recorded: readonly RecordedTerms[],
): string[] {
  return versions.flatMap(({ file, version }) => {
    const now = versionWords(version);
    const then = recorded.find((entry) => entry.version === now.version);
    return then && then.words !== now.words
      ? [
          `${file}: the words of ${now.version} changed after it was published: put them back, and publish the change as a new version with the month it takes effect`,
        ]
      : [];
  });
}

/** The record with every version not yet in it added; a recorded version keeps its first words. */
export const recordedTerms = (recorded: readonly RecordedTerms[], versions: readonly TermsVersion[]): RecordedTerms[] =>
  [
    ...recorded,
    ...versions.map(versionWords).filter((now) => !recorded.some((entry) => entry.version === now.version)),
  ].sort((a, b) => a.version.localeCompare(b.version));
