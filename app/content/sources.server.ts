import { content } from "./index.server";
import type { Source } from "./types";

/** Every page's sources with the file they are in: topic, city and document pages, and each published version of the terms. */
export function allSources(): { file: string; path: string; sources: Source[] }[] {
  const { topics, cities, general, termsVersions, files } = content();
  const pages = [...topics, ...cities].map(([path, page]) => ({ path, sources: page.sources }));
  const documents = [...general.values()].flatMap((page) =>
    page.body.discriminant === "privacy" || page.body.discriminant === "accessibility"
      ? [{ path: page.path, sources: page.body.value.sources }]
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
