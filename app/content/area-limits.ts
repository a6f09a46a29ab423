import { narrowestRange } from "./finder-limits";
import type { ServiceArea } from "./finder-shapes";

/**
 * The rules across the service areas, which the build applies to the area files and the editor's
 * save to an area as staff have it, against the others (app/content/schema/service-areas.ts).
 */

/** The suburb as the checker looks it up: lower case, single spaces. */
export const suburbKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Each area links to a city page; no suburb is listed twice; a suburb's postcode is in its own
 * area or in none; ranges never overlap within an area, and across areas only when one sits wholly
 * inside the other (the narrower one answers), so every postcode has exactly one answer.
 */
export function areaProblems(
  areas: readonly { file: string; area: Pick<ServiceArea, "ranges" | "suburbs"> }[],
): string[] {
  const problems: string[] = [];
  const suburbs = new Map<string, string>();
  const ranges = areas.flatMap(({ file, area }) =>
    area.ranges.map(([from, to], index) => ({ file, field: `ranges.${index}`, from, to })),
  );
  for (const { file, area } of areas) {
    area.suburbs.forEach((suburb, index) => {
      const field = `suburbs.${index}`;
      const key = suburbKey(suburb.name);
      const other = suburbs.get(key);
      if (other) problems.push(`${file}: field "${field}.name": "${suburb.name}" is already in ${other}`);
      else suburbs.set(key, file);
      const owner = narrowestRange(ranges, Number(suburb.postcode));
      if (owner && owner.file !== file)
        problems.push(
          `${file}: field "${field}.postcode": ${suburb.postcode} is in the ranges of ${owner.file}`,
        );
    });
  }
  ranges.forEach((a, i) =>
    ranges.slice(i + 1).forEach((b) => {
      if (a.to < b.from || b.to < a.from) return;
      const nested = (a.from >= b.from && a.to <= b.to) || (b.from >= a.from && b.to <= a.to);
      const same = a.from === b.from && a.to === b.to;
      if (a.file === b.file || !nested || same)
        problems.push(
          `${b.file}: field "${b.field}": ${b.from}-${b.to} overlaps ${a.file} field "${a.field}" ${a.from}-${a.to}` +
            (a.file === b.file ? "" : "; a range may only sit wholly inside another area's"),
        );
    }),
  );
  return problems;
}
