const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/**
 * "21 November 2026": dates on the site read the Australian way. Spelt out by hand rather than
 * with Intl.DateTimeFormat, whose first use loads locale data: on a slow phone that cost about
 * 100 ms of the page's start-up for three dates on the home page.
 */
export function formatDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${iso}`);
  const [, year, month, day] = match;
  const name = MONTHS[Number(month) - 1];
  if (!name || Number(day) < 1 || Number(day) > 31) throw new RangeError(`Not a calendar date: ${iso}`);
  return `${Number(day)} ${name} ${year}`;
}

/** "November 2026", for a month written YYYY-MM (the version of a published document). */
export function formatMonth(yearMonth: string): string {
  return formatDate(`${yearMonth}-01`).replace(/^1 /, "");
}
