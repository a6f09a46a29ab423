import { finderLimits, narrowestRange, suburbPattern } from "~/content/finder-limits";
import type { AreaTable } from "~/content/finder-shapes";

export type AreaAnswer =
  | { kind: "empty" }
  | { kind: "invalid"; message: string }
  | { kind: "unknownSuburb"; input: string }
  | { kind: "covered"; postcode: string; area: { name: string; path: string }; suburb?: string }
  | { kind: "notCovered"; postcode: string; suburb?: string };

function areaFor(postcode: number, table: AreaTable) {
  const ranges = table.areas.flatMap((area) => area.ranges.map(([from, to]) => ({ from, to, area })));
  return narrowestRange(ranges, postcode)?.area;
}

/**
 * A postcode or suburb name -> whether we collect there, from the service areas' table
 * (content/finder/service-areas/). Pure, so the server's answer page and the quote form in the
 * browser give the same answer.
 */
export function checkServiceArea(raw: string | null | undefined, table: AreaTable): AreaAnswer {
  const input = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!input) return { kind: "empty" };
  if (/^\d+$/.test(input)) {
    if (input.length !== 4)
      return { kind: "invalid", message: "Enter a four-digit postcode, for example 3175, or a suburb name." };
    return byPostcode(input, table);
  }
  if (!suburbPattern.test(input) || input.length < finderLimits.suburbMin) {
    return {
      kind: "invalid",
      message: "Enter a four-digit postcode, for example 3175, or a suburb name using letters only.",
    };
  }
  // The table's own keys only: a plain object also answers "constructor" or "toString".
  const suburb = input.toLowerCase();
  const postcode = Object.hasOwn(table.suburbs, suburb) ? table.suburbs[suburb] : undefined;
  if (!postcode) return { kind: "unknownSuburb", input };
  return byPostcode(postcode, table, input);
}

function byPostcode(postcode: string, table: AreaTable, suburb?: string): AreaAnswer {
  const area = areaFor(Number(postcode), table);
  return area
    ? { kind: "covered", postcode, suburb, area: { name: area.name, path: area.path } }
    : { kind: "notCovered", postcode, suburb };
}
