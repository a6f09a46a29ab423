import type { Source } from "./types";

/**
 * What makes a source unfit to stand beside a rule, without opening it: an address of the kind
 * regulators have moved away from (.asp and .htm pages), a consultation instead of the rule
 * itself, or a day someone could not have read it. `npm run sources:check` and the sources test
 * apply these; online, the script also opens each page.
 */
export function sourceProblem(source: Source, today = new Date()): string | undefined {
  const { url, checked } = source;
  if (!/^https:\/\//.test(url)) return "is not an https address";
  if (/\.(?:asp|aspx|htm)(?:[?#]|$)/i.test(url)) return "is an old address (.asp or .htm): find the regulator's current page";
  if (/\/\/consult\.|\/consultations?\//i.test(url))
    return "is a consultation page: cite the rule itself, on the regulator's or the law's current page";
  const day = new Date(`${checked}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== checked) return `was read on ${checked}, which is not a day`;
  // The latest calendar day on Earth, as the editor's date check allows.
  if (checked > new Date(today.getTime() + 14 * 3600_000).toISOString().slice(0, 10))
    return `was read on ${checked}, which is later than today`;
  return undefined;
}

/** Whether a source was read more than twelve months before `today`: time to read the page again. */
export function readOverAYearAgo(source: Source, today = new Date()): boolean {
  const limit = new Date(today);
  limit.setUTCFullYear(limit.getUTCFullYear() - 1);
  return source.checked < limit.toISOString().slice(0, 10);
}
