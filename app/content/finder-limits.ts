/**
 * The limits the finder tables (content/finder/: what goes where, service areas, bin sizes) are
 * held to, written once: the editor's validations (app/content/schema) refuse what breaks them
 * before a save, the content check (app/content/finder.ts) refuses it at build time, and the
 * service-area checker reads a visitor's suburb with the same pattern.
 */
export const finderLimits = {
  itemNameMax: 60,
  aliasMax: 40,
  aliasesMax: 8,
  prepareMax: 240,
  noteMax: 300,
  areaNameMax: 60,
  areaNotesMax: 600,
  rangesMin: 1,
  suburbMin: 3,
  suburbMax: 40,
  binNameMax: 40,
  binTextMax: 200,
  litresMin: 1,
  litresMax: 100_000,
  /** A drawing's width and height, in centimetres: a 30 m³ hook lift bin is about 7 m long. */
  drawnMin: 10,
  drawnMax: 1000,
} as const;

/** An Australian postcode: four digits, such as 3175 or 0800. */
export const postcodePattern = /^\d{4}$/;

/** A suburb's name, as the area checker accepts it: letters, spaces, hyphens and apostrophes. */
export const suburbPattern = /^[a-zA-Z][a-zA-Z' -]*$/;

/** A full sentence or more: starts with a capital letter or a digit and ends with a full stop. */
export const sentencePattern = /^[A-Z0-9][\s\S]*\.$/;

/** Why a postcode range is refused (the editor shows it under the range), or undefined. */
export function rangeProblem(from: string, to: string): string | undefined {
  if (!postcodePattern.test(from) || !postcodePattern.test(to))
    return "needs a four-digit postcode at each end, such as 3000 to 3207";
  if (Number(from) > Number(to)) return `starts after it ends: ${from} is more than ${to}`;
  return undefined;
}

/** The range that answers for a postcode: the narrowest that holds it (Dandenong's inside Melbourne's). */
export function narrowestRange<R extends { from: number; to: number }>(ranges: R[], postcode: number) {
  return ranges
    .filter((range) => postcode >= range.from && postcode <= range.to)
    .sort((a, b) => a.to - a.from - (b.to - b.from))[0];
}
