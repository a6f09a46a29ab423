import { areaProblems, suburbKey } from "./area-limits";
import { binHelperProblems } from "./bin-limits";
import {
  type AreaTable,
  type Bin,
  type BinOutline,
  type BinShape,
  type FinderTables,
  type ServiceArea,
  binFamilies,
} from "./finder-shapes";
import type { ReadEntry } from "./types";
import { finderWordProblems } from "./finder-words";

/**
 * The finder tools' tables (content/finder/). Each file is read through the editor's own fields
 * (app/content/schema/waste-items.ts, service-areas.ts and bins.ts, by way of
 * app/content/load.ts), whose pickers offer only pages of the right kind and which check each file
 * whole; here the files are turned into the tables the pages receive and checked against each
 * other. Every problem names its file and field.
 */

/** A file's name without folder and extension: a bin's code, an area's id. */
const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.yaml$/, "");

/** A finder file as the editor's fields read it. */
interface ItemData {
  name: string;
  aliases: string[];
  path: string;
  prepare: string;
  /** Whether we collect it, and the note: who takes it when we do not. */
  collected: { discriminant: boolean; value: string };
}
interface AreaData {
  name: string;
  path: string;
  ranges: { from: string; to: string }[];
  suburbs: { name: string; postcode: string }[];
}
interface BinData extends Omit<Bin, "id" | "drawing"> {
  drawing:
    | { discriminant: true; value: { outline: BinOutline; width: number; height: number; note: string } }
    | { discriminant: false; value: null };
}

/**
 * Turns the finder files the editor's fields read (`read`: every content file that read, of any
 * collection) into the tables, and checks them against each other. Problems are added to
 * `problems`; the tables hold the files that read.
 */
export function loadFinder(read: ReadEntry[], problems: string[]): FinderTables {
  const of = <T>(collection: string) =>
    read
      .filter((entry) => entry.collection === collection)
      .map(({ file, data }) => ({ file, data: data as T }));
  const items = of<ItemData>("wasteItems").map(({ file, data: { collected, ...item } }) => ({
    file,
    item: {
      ...item,
      notTaken: !collected.discriminant,
      ...(collected.value ? { note: collected.value } : {}),
    },
  }));
  const areas = of<AreaData>("serviceAreas").map(({ file, data: { name, path, ranges, suburbs } }) => ({
    file,
    area: {
      id: baseName(file),
      name,
      path,
      ranges: ranges.map(({ from, to }) => [Number(from), Number(to)] as [number, number]),
      suburbs,
    } satisfies ServiceArea,
  }));
  const bins = of<BinData>("bins").map(({ file, data: { drawing, ...bin } }) => {
    const shape: BinShape | undefined = drawing.discriminant
      ? {
          outline: drawing.value.outline,
          width: drawing.value.width,
          height: drawing.value.height,
          ...(drawing.value.note ? { note: drawing.value.note } : {}),
        }
      : undefined;
    return { file, bin: { id: baseName(file), ...bin, ...(shape ? { drawing: shape } : {}) } as Bin };
  });

  const once = (file: string, field: string, key: string, seen: Map<string, string>, what: string) => {
    const other = seen.get(key);
    if (other) problems.push(`${file}: field "${field}": ${what} is already in ${other}`);
    else seen.set(key, file);
  };
  problems.push(...finderWordProblems(items.map(({ file, item }) => ({ file, ...item }))));
  const binNames = new Map<string, string>();
  for (const { file, bin } of bins) once(file, "name", bin.name.toLowerCase(), binNames, `"${bin.name}"`);
  problems.push(...binHelperProblems(bins.map(({ bin }) => bin)));
  problems.push(...areaProblems(areas));

  const familyOrder = binFamilies.map((family) => family.value as string);
  return {
    wasteItems: items.map(({ item }) => item).sort((a, b) => a.name.localeCompare(b.name, "en-AU")),
    serviceAreas: areas.map(({ area }) => area),
    bins: bins
      .map(({ bin }) => bin)
      .sort((a, b) => familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family) || a.litres - b.litres),
  };
}

/** The area checker's table: small enough to answer on the server for any page. */
export function areaTable(areas: ServiceArea[]): AreaTable {
  return {
    areas: areas.map(({ name, path, ranges }) => ({ name, path, ranges })),
    suburbs: Object.fromEntries(
      areas.flatMap((area) => area.suburbs.map((s) => [suburbKey(s.name), s.postcode])),
    ),
  };
}
