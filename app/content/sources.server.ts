import { content } from "./index.server";
import { lids } from "./lid-colours";
import { proseOf } from "./text";
import type { CityFile, Source, Statement, TopicFile } from "./types";

import { givesADate } from "./dates";
import { readOverAYearAgo } from "./source-rules";

export { givesADate };

/** A topic or city page's rules, each with its sources: its compliance notes or its regulation section. */
export const statementsOf = (page: TopicFile | CityFile): Statement[] =>
  "compliance" in page ? page.compliance : page.regulation.statements;

/** The file of the lid colours table, whose sources are listed with the pages'. */
const lidColoursFile = "content/lid-colours.json";

/** Every page's sources with the file they are in: topic and city statements, documents, each published version of the terms, and the lid colours table. */
export function allSources(): { file: string; path: string; sources: Source[] }[] {
  const { topics, cities, general, termsVersions, files } = content();
  const pages = [...topics, ...cities].map(([path, page]) => ({
    path,
    sources: statementsOf(page).flatMap((statement) => statement.sources),
  }));
  const documents = [...general.values()].flatMap((page) =>
    page.template === "privacy" || page.template === "accessibility"
      ? [{ path: page.path, sources: page.sources }]
      : [],
  );
  const versions = [...termsVersions.values()].flat().map((version) => ({
    path: `${version.document}/${version.version}`,
    sources: version.sources,
  }));
  // The lid colours table cites the government pages that give each colour.
  const lidTable = { path: lidColoursFile, sources: lids.flatMap((lid) => lid.sources) };
  return [...pages, ...documents, ...versions, lidTable].map((entry) => ({
    file: files.get(entry.path) ?? entry.path,
    path: entry.path,
    sources: entry.sources ?? [],
  }));
}

/** The sources last read more than twelve months before `today`: time to read the page again. */
export function staleSources(today: Date, sources = allSources()) {
  return sources.flatMap(({ file, sources: list }) =>
    list.filter((source) => readOverAYearAgo(source, today)).map((source) => ({ file, source })),
  );
}

/**
 * Topic and city pages that give a date outside their statements: a dated rule belongs in a
 * statement, with its source beside it. The sources test holds this list empty.
 */
export function datesWithoutSource(): { file: string; path: string }[] {
  const { topics, cities, files } = content();
  return [...topics, ...cities]
    .filter(([, page]) => {
      const { compliance: _compliance, regulation: _regulation, ...rest } = page as Partial<TopicFile & CityFile>;
      return givesADate(proseOf(rest));
    })
    .map(([path]) => ({ file: files.get(path) ?? path, path }));
}
