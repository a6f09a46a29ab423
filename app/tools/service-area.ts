import { serviceAreas, suburbPostcodes, type ServiceArea } from "~/content/tools/service-areas";

export type AreaAnswer =
  | { kind: "empty" }
  | { kind: "invalid"; message: string }
  | { kind: "unknownSuburb"; input: string }
  | { kind: "covered"; postcode: string; area: { name: string; path: string }; suburb?: string }
  | { kind: "notCovered"; postcode: string; suburb?: string };

function areaFor(postcode: number): ServiceArea | undefined {
  return serviceAreas.find((area) => area.ranges.some(([from, to]) => postcode >= from && postcode <= to));
}

/**
 * A postcode or suburb name -> whether we collect there. Pure, so the server page (no script)
 * and the inline answer (script, loaded on first use) give the same answer.
 */
export function checkServiceArea(raw: string | null | undefined): AreaAnswer {
  const input = (raw ?? "").trim().replace(/\s+/g, " ");
  if (!input) return { kind: "empty" };
  if (/^\d+$/.test(input)) {
    if (input.length !== 4)
      return { kind: "invalid", message: "Enter a four-digit postcode, for example 3175, or a suburb name." };
    return byPostcode(input);
  }
  if (!/^[a-zA-Z][a-zA-Z' -]*$/.test(input) || input.length < 3) {
    return {
      kind: "invalid",
      message: "Enter a four-digit postcode, for example 3175, or a suburb name using letters only.",
    };
  }
  // The table's own keys only: a plain object also answers "constructor" or "toString".
  const suburb = input.toLowerCase();
  const postcode = Object.hasOwn(suburbPostcodes, suburb) ? suburbPostcodes[suburb] : undefined;
  if (!postcode) return { kind: "unknownSuburb", input };
  return byPostcode(postcode, input);
}

function byPostcode(postcode: string, suburb?: string): AreaAnswer {
  const area = areaFor(Number(postcode));
  return area
    ? { kind: "covered", postcode, suburb, area: { name: area.name, path: area.path } }
    : { kind: "notCovered", postcode, suburb };
}
