import { content } from "./index.server";
import { proseOf } from "./text";
import type { Source } from "./types";

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const aDate = new RegExp(`\\b(\\d{1,2} )?(${MONTHS}|mid-) ?(19|20)\\d{2}\\b`);

/** Whether words give a date, such as "1 July 2026" or "mid-2027": usually the day a rule starts. */
export const givesADate = (texts: string[]) => texts.some((text) => aDate.test(text));

/** Every page's sources with the file they are in: topic, city and document pages, and each published version of the terms. */
export function allSources(): { file: string; path: string; sources: Source[] }[] {
  const { topics, cities, general, termsVersions, files } = content();
  const pages = [...topics, ...cities].map(([path, page]) => ({ path, sources: page.sources }));
  const documents = [...general.values()].flatMap((page) =>
    page.template === "privacy" || page.template === "accessibility"
      ? [{ path: page.path, sources: page.sources }]
      : [],
  );
  const versions = [...termsVersions.values()].flat().map((version) => ({
    path: `${version.document}/${version.version}`,
    sources: version.sources,
  }));
  return [...pages, ...documents, ...versions].map((entry) => ({
    file: files.get(entry.path) ?? entry.path,
    path: entry.path,
    sources: entry.sources ?? [],
  }));
}

/** The sources last checked more than twelve months before `today`: time to read the page again. */
export function staleSources(today: Date) {
  const limit = new Date(today);
  limit.setUTCFullYear(limit.getUTCFullYear() - 1);
  const cutoff = limit.toISOString().slice(0, 10);
  return allSources().flatMap(({ file, sources }) =>
    sources.filter((source) => source.checked < cutoff).map((source) => ({ file, source })),
  );
}

/**
 * Topic pages that give a date and list no source. The editor cannot refuse them (a field sees
 * only its own value), so the content report names them for staff to add the regulator's page.
 */
export function datesWithoutSource(): { file: string; path: string }[] {
  const { topics, files } = content();
  return [...topics]
    .filter(([, page]) => !page.sources?.length && givesADate(proseOf(page)))
    .map(([path]) => ({ file: files.get(path) ?? path, path }));
}
