import Holidays from "date-holidays";

/**
 * When a missed collection can be reported: from the company's cut-off time on the day it was due
 * until the end of the set number of business days after it, in the time zone of the site's state.
 * Business days are Monday to Friday except the state's whole-day public holidays (from the
 * date-holidays library, so Melbourne Cup Day and the AFL Grand Final eve count in Victoria) and
 * the local days staff add each year (the Royal Queensland Show holiday in Brisbane), which the
 * library does not have.
 */

import type { State } from "~/content/australian-states";

export type { State } from "~/content/australian-states";

/** A local public holiday the library lacks: its dates, and the postcodes of the sites it covers. */
export interface LocalHoliday {
  name: string;
  state: State;
  ranges: { from: string; to: string }[];
  dates: string[];
}

export interface WindowRules {
  /** The cut-off time on the day a collection is due, "HH:MM" in the site's time; null when not set. */
  cutOff: string | null;
  /** How many business days after the due day a missed collection can still be reported. */
  businessDays: number;
  localHolidays: readonly LocalHoliday[];
}

/** The state or territory of an Australian postcode (Australia Post's ranges). */
export function stateOfPostcode(postcode: string): State | undefined {
  if (!/^\d{4}$/.test(postcode)) return undefined;
  const n = Number(postcode);
  const within = (from: number, to: number) => n >= from && n <= to;
  if (within(200, 299) || within(2600, 2618) || within(2900, 2920)) return "ACT";
  if (within(800, 999)) return "NT";
  if (within(1000, 2999)) return "NSW";
  if (within(3000, 3999) || within(8000, 8999)) return "VIC";
  if (within(4000, 4999) || within(9000, 9999)) return "QLD";
  if (within(5000, 5999)) return "SA";
  if (within(6000, 6999)) return "WA";
  if (within(7000, 7999)) return "TAS";
  return undefined;
}

const calendars = new Map<State, Holidays>();
const calendar = (state: State) => {
  let found = calendars.get(state);
  if (!found) {
    found = new Holidays("AU", state, { types: ["public"] });
    calendars.set(state, found);
  }
  return found;
};

/** The state's own time zone, as the holiday library gives it (Brisbane keeps no daylight saving). */
export const timeZoneOf = (state: State): string => calendar(state).getTimezones()[0] ?? "Australia/Sydney";

const holidayDays = new Map<string, Set<string>>();
/** The state's public holidays that take the whole day (Queensland's Christmas Eve starts at 6 pm). */
function publicHolidays(state: State, year: number): Set<string> {
  const key = `${state}-${year}`;
  let days = holidayDays.get(key);
  if (!days) {
    const whole = calendar(state)
      .getHolidays(year)
      .filter((day) => day.type === "public" && day.date.endsWith("00:00:00"));
    days = new Set(whole.map((day) => day.date.slice(0, 10)));
    holidayDays.set(key, days);
  }
  return days;
}

/** A calendar date, "YYYY-MM-DD", moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function isBusinessDay(date: string, postcode: string, rules: WindowRules): boolean {
  const state = stateOfPostcode(postcode);
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  if (!state) return true;
  if (publicHolidays(state, Number(date.slice(0, 4))).has(date)) return false;
  return !rules.localHolidays.some(
    (local) =>
      local.state === state &&
      local.dates.includes(date) &&
      local.ranges.some((range) => postcode >= range.from && postcode <= range.to),
  );
}

/** The date and the minutes since midnight of an instant, on the clocks of a time zone. */
export function localTime(instant: Date, zone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The instant the clocks of a time zone show `minutes` past midnight on `date`. */
export function instantAt(date: string, minutes: number, zone: string): Date {
  const wanted = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  let guess = wanted;
  // The zone's offset at the guess, applied twice, settles across a daylight-saving change.
  for (let round = 0; round < 2; round++) {
    const shown = localTime(new Date(guess), zone);
    guess += wanted - (Date.parse(`${shown.date}T00:00:00Z`) + shown.minutes * 60_000);
  }
  return new Date(guess);
}

export const cutOffMinutes = (cutOff: string | null) => {
  const match = cutOff ? /^(\d{2}):(\d{2})$/.exec(cutOff) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
};

export interface ReportWindow {
  state: State;
  zone: string;
  opens: Date;
  /** The last business day a report is taken, and the instant that day ends. */
  lastDay: string;
  closes: Date;
}

/** The window for a collection due on `due` at a site with `postcode`; undefined for an unknown postcode. */
export function reportWindow(due: string, postcode: string, rules: WindowRules): ReportWindow | undefined {
  const state = stateOfPostcode(postcode);
  if (!state) return undefined;
  const zone = timeZoneOf(state);
  let lastDay = due;
  for (let counted = 0; counted < rules.businessDays;) {
    lastDay = addDays(lastDay, 1);
    if (isBusinessDay(lastDay, postcode, rules)) counted++;
  }
  return {
    state,
    zone,
    opens: instantAt(due, cutOffMinutes(rules.cutOff), zone),
    lastDay,
    closes: instantAt(addDays(lastDay, 1), 0, zone),
  };
}

export type WindowAnswer =
  | { kind: "open"; window: ReportWindow }
  | { kind: "early"; window: ReportWindow }
  | { kind: "late"; window: ReportWindow };

/** Whether a report sent at `now` is inside the window. */
export function checkWindow(due: string, postcode: string, now: Date, rules: WindowRules) {
  const window = reportWindow(due, postcode, rules);
  if (!window) return undefined;
  const at = now.getTime();
  const kind = at < window.opens.getTime() ? "early" : at >= window.closes.getTime() ? "late" : "open";
  return { kind, window } as WindowAnswer;
}
