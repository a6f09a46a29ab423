import { content } from "./index.server";
import { lids } from "./lid-colours";
import { proseOf } from "./text";
import type { CityFile, HubFile, Source, Statement, TopicFile } from "./types";

import { givesADate } from "./date-limits";
import { readOverAYearAgo } from "./source-rules";

export { givesADate };

/** A page's rules, each with its sources: a topic's compliance notes, a city's regulation section or a hub's guidance. */
export const statementsOf = (page: TopicFile | CityFile | HubFile): Statement[] =>
  "compliance" in page ? page.compliance : "regulation" in page ? page.regulation.statements : page.guidance.statements;

/** The file of the lid colours table, whose sources are listed with the pages'. */
const lidColoursFile = "content/lid-colours.json";

/** Every page's sources with the file they are in: topic and city statements, documents, each published version of the terms, and the lid colours table. */
export function allSources(): { file: string; path: string; sources: Source[] }[] {
  const { topics, cities, hubs, general, termsVersions, files } = content();
  const pages = [...topics, ...cities, ...hubs].map(([path, page]) => ({
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
 * Topic, city and hub pages that give a date outside their statements: a dated rule belongs in a
 * statement, with its source beside it. The sources test holds this list empty.
 */
export function datesWithoutSource(): { file: string; path: string }[] {
  const { topics, cities, hubs, files } = content();
  return [...topics, ...cities, ...hubs]
    .filter(([, page]) => {
      const { compliance: _compliance, regulation, guidance, ...rest } = page as Partial<TopicFile & CityFile & HubFile>;
      const withoutStatements = (part?: { statements?: Statement[] }) => {
        const { statements: _statements, ...words } = part ?? {};
        return words;
      };
      return givesADate(proseOf([rest, withoutStatements(regulation), withoutStatements(guidance)]));
    })
    .map(([path]) => ({ file: files.get(path) ?? path, path }));
}
