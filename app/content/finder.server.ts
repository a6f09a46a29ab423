import { areaTable } from "./finder";
import type { AreaTable, BinChoice, FinderTables } from "./finder-shapes";
import { content } from "./index.server";

/**
 * The finder tools' tables, read from content/finder/ with the rest of the content. Only loaders
 * and the server import this module: each page receives the part it needs as route data.
 */
export const finderTables = (): FinderTables => content().finder;

/** The area checker's table: each area's ranges and the suburbs visitors type. */
export const serviceAreaTable = (): AreaTable => areaTable(content().finder.serviceAreas);

/** What the bin helper and the quote need of each bin, without the guide's words. */
export const binChoices = (): BinChoice[] =>
  content().finder.bins.map(({ id, family, name, litres, path }) => ({ id, family, name, litres, path }));
