import { z } from "zod";
import {
  finderLimits as limits,
  narrowestRange,
  postcodePattern,
  rangeProblem,
  sentencePattern,
  suburbPattern,
} from "./finder-limits";
import {
  type AreaTable,
  type Bin,
  type FinderTables,
  type ServiceArea,
  type WasteItem,
  binFamilies,
  binOutlines,
  finderFolders,
} from "./finder-shapes";
import { sitePathPattern } from "./limits";
import type { ContentFile } from "./load";

/**
 * The finder tools' tables (content/finder/): each file checked on its own by the same rules the
 * editor applies before a save (app/keystatic/finder-collections.ts), then the files against each
 * other and against the site's pages. Every problem names its file and field.
 */

const words = (max: number) =>
  z.string().min(1, "must not be empty").max(max, `must be at most ${max} characters`);
const sentences = (max: number) =>
  words(max).regex(sentencePattern, "must be full sentences: a capital letter first, a full stop last");
const sitePath = z.string().regex(sitePathPattern, "must be a site address such as /services/wheelie-bins");
const postcode = z.string().regex(postcodePattern, "must be four digits, such as 3175");

const itemFile = z
  .strictObject({
    name: words(limits.itemNameMax),
    aliases: z
      .array(words(limits.aliasMax))
      .max(limits.aliasesMax, `must have at most ${limits.aliasesMax} other names`)
      .default([]),
    path: sitePath,
    prepare: sentences(limits.prepareMax),
    note: sentences(limits.noteMax).optional(),
    notTaken: z.boolean().default(false),
  })
  .superRefine((item, ctx) => {
    if (item.notTaken && !item.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "must say who takes it, since we do not" });
  });

const range = z.strictObject({ from: postcode, to: postcode }).superRefine(({ from, to }, ctx) => {
  const problem = rangeProblem(from, to);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

const areaFile = z.strictObject({
  name: words(limits.areaNameMax),
  path: sitePath,
  notes: z.string().max(limits.areaNotesMax, `must be at most ${limits.areaNotesMax} characters`).optional(),
  ranges: z.array(range).min(limits.rangesMin, `must have at least ${limits.rangesMin} range`),
  suburbs: z
    .array(
      z.strictObject({
        name: z
          .string()
          .min(limits.suburbMin, `must be at least ${limits.suburbMin} letters`)
          .max(limits.suburbMax, `must be at most ${limits.suburbMax} characters`)
          .regex(suburbPattern, "must be letters, spaces, hyphens and apostrophes only"),
        postcode,
      }),
    )
    .default([]),
});

const drawnSize = z
  .int("must be a whole number of centimetres")
  .min(limits.drawnMin, `must be at least ${limits.drawnMin} cm`)
  .max(limits.drawnMax, `must be at most ${limits.drawnMax} cm`)
  .optional();

const binFile = z.strictObject({
  name: words(limits.binNameMax),
  family: z.enum(binFamilies.map((family) => family.value)),
  litres: z
    .int("must be a whole number of litres")
    .min(limits.litresMin, `must be at least ${limits.litresMin} litre`)
    .max(limits.litresMax, `must be at most ${limits.litresMax} litres`),
  path: sitePath,
  dimensions: words(limits.binTextMax),
  everyday: words(limits.binTextMax),
  suits: words(limits.binTextMax),
  space: words(limits.binTextMax),
  drawing: z
    .strictObject({
      outline: z.enum(binOutlines.map((outline) => outline.value)),
      width: drawnSize,
      height: drawnSize,
      note: words(limits.binTextMax).optional(),
    })
    .superRefine((drawing, ctx) => {
      const drawn = drawing.outline !== "none";
      for (const size of ["width", "height"] as const)
        if (drawn !== (drawing[size] !== undefined))
          ctx.addIssue({
            code: "custom",
            path: [size],
            message: drawn ? "is needed to draw the bin" : "is given, but the outline is No drawing",
          });
    }),
});

/** Each kind of finder file's check, by the editor's collection name (tests hold the two to the same fields). */
export const finderFileSchemas = { wasteItems: itemFile, serviceAreas: areaFile, bins: binFile };

/** A file's name without folder and extension: a bin's code, an area's id. */
const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.yaml$/, "");

/** The suburb as the checker looks it up: lower case, single spaces. */
export const suburbKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

type Parse = <S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  problems: string[],
) => z.output<S> | undefined;

/** The kind of page each address is (undefined when its own file has problems), for the links' checks. */
export type PageTypes = ReadonlyMap<string, string | undefined>;

/**
 * Reads every file under content/finder/ (the files the caller passes) and checks them against
 * each other and the pages. Problems are added to `problems`; the tables hold the files that read.
 */
export function loadFinder(
  files: ContentFile[],
  pages: PageTypes,
  parse: Parse,
  problems: string[],
): FinderTables {
  const items: { file: string; item: WasteItem }[] = [];
  const areas: { file: string; area: ServiceArea }[] = [];
  const bins: { file: string; bin: Bin }[] = [];
  for (const { file, text } of files) {
    const folder = file.slice(0, file.lastIndexOf("/"));
    if (!/^[a-z0-9][a-z0-9.-]*\.yaml$/.test(file.slice(folder.length + 1))) {
      problems.push(`${file}: not a finder file (lower-case-name.yaml)`);
    } else if (folder === finderFolders.wasteItems) {
      const data = parse(file, text, itemFile, problems);
      if (data) items.push({ file, item: data });
    } else if (folder === finderFolders.serviceAreas) {
      const data = parse(file, text, areaFile, problems);
      if (data) {
        const { notes: _notes, ranges, ...area } = data;
        const numbers = ranges.map(({ from, to }) => [Number(from), Number(to)] as [number, number]);
        areas.push({ file, area: { id: baseName(file), ...area, ranges: numbers } });
      }
    } else if (folder === finderFolders.bins) {
      const data = parse(file, text, binFile, problems);
      if (data) {
        const { drawing, ...bin } = data;
        const shape =
          drawing.outline === "none" || drawing.width === undefined || drawing.height === undefined
            ? undefined
            : { ...drawing, outline: drawing.outline, width: drawing.width, height: drawing.height };
        bins.push({ file, bin: { id: baseName(file), ...bin, ...(shape ? { drawing: shape } : {}) } });
      }
    } else problems.push(`${file}: not where finder tables belong (${Object.values(finderFolders).join(", ")})`);
  }

  const linkTo = (file: string, field: string, path: string, types: string[], kind: string) => {
    const type = pages.get(path);
    if (!pages.has(path)) problems.push(`${file}: field "${field}" links to ${path}, which is not a page`);
    else if (type !== undefined && !types.includes(type)) problems.push(`${file}: field "${field}" links to ${path}, which is not ${kind}`);
  };
  const once = (file: string, field: string, key: string, seen: Map<string, string>, what: string) => {
    const other = seen.get(key);
    if (other) problems.push(`${file}: field "${field}" ${what} is already in ${other}`);
    else seen.set(key, file);
  };

  const itemNames = new Map<string, string>();
  for (const { file, item } of items) {
    linkTo(file, "path", item.path, ["service", "waste", "material", "hub"], "a service, waste, recycling or hub page");
    once(file, "name", item.name.toLowerCase(), itemNames, `"${item.name}"`);
  }
  const binNames = new Map<string, string>();
  for (const { file, bin } of bins) {
    linkTo(file, "path", bin.path, ["service"], "a service page");
    once(file, "name", bin.name.toLowerCase(), binNames, `"${bin.name}"`);
  }
  checkBinHelperNeeds(bins.map(({ bin }) => bin), problems);
  checkAreas(areas, linkTo, once, problems);

  const familyOrder = binFamilies.map((family) => family.value as string);
  return {
    wasteItems: items.map(({ item }) => item).sort((a, b) => a.name.localeCompare(b.name, "en-AU")),
    serviceAreas: areas.map(({ area }) => area),
    bins: bins
      .map(({ bin }) => bin)
      .sort((a, b) => familyOrder.indexOf(a.family) - familyOrder.indexOf(b.family) || a.litres - b.litres),
  };
}

/** The bin helper picks from every kind of bin, and a home's bins from wheelie bins of 240 L or less. */
function checkBinHelperNeeds(bins: Bin[], problems: string[]) {
  for (const family of binFamilies)
    if (!bins.some((bin) => bin.family === family.value))
      problems.push(`${finderFolders.bins}: the bin helper needs at least one ${family.label.toLowerCase()}`);
  if (!bins.some((bin) => bin.family === "wheelie" && bin.litres <= 240))
    problems.push(`${finderFolders.bins}: the bin helper needs a wheelie bin of 240 litres or less, for homes`);
}

/**
 * Each area links to a city page; no suburb is listed twice; a suburb's postcode is in its own
 * area or in none; ranges never overlap within an area, and across areas only when one sits wholly
 * inside the other (the narrower one answers), so every postcode has exactly one answer.
 */
function checkAreas(
  areas: { file: string; area: ServiceArea }[],
  linkTo: (file: string, field: string, path: string, types: string[], kind: string) => void,
  once: (file: string, field: string, key: string, seen: Map<string, string>, what: string) => void,
  problems: string[],
) {
  const suburbs = new Map<string, string>();
  const ranges = areas.flatMap(({ file, area }) =>
    area.ranges.map(([from, to], index) => ({ file, field: `ranges.${index}`, from, to })),
  );
  for (const { file, area } of areas) {
    linkTo(file, "path", area.path, ["city"], "a city page");
    area.suburbs.forEach((suburb, index) => {
      const field = `suburbs.${index}`;
      once(file, `${field}.name`, suburbKey(suburb.name), suburbs, `"${suburb.name}"`);
      const owner = narrowestRange(ranges, Number(suburb.postcode));
      if (owner && owner.file !== file)
        problems.push(`${file}: field "${field}.postcode" ${suburb.postcode} is in the ranges of ${owner.file}`);
    });
  }
  ranges.forEach((a, i) =>
    ranges.slice(i + 1).forEach((b) => {
      if (a.to < b.from || b.to < a.from) return;
      const nested = (a.from >= b.from && a.to <= b.to) || (b.from >= a.from && b.to <= a.to);
      const same = a.from === b.from && a.to === b.to;
      if (a.file === b.file || !nested || same)
        problems.push(
          `${b.file}: field "${b.field}" ${b.from}-${b.to} overlaps ${a.file} field "${a.field}" ${a.from}-${a.to}` +
            (a.file === b.file ? "" : "; a range may only sit wholly inside another area's"),
        );
    }),
  );
}

/** The area checker's table: small enough to answer on the server for any page. */
export function areaTable(areas: ServiceArea[]): AreaTable {
  return {
    areas: areas.map(({ name, path, ranges }) => ({ name, path, ranges })),
    suburbs: Object.fromEntries(areas.flatMap((area) => area.suburbs.map((s) => [suburbKey(s.name), s.postcode]))),
  };
}
