import { describe, expect, it } from "vitest";
import {
  type WindowRules,
  checkWindow,
  isBusinessDay,
  reportWindow,
  stateOfPostcode,
} from "~/forms/requests/window.server";

const rules: WindowRules = { cutOff: "06:00", businessDays: 2, localHolidays: [] };
const MELBOURNE = "3000";
const SYDNEY = "2000";
const BRISBANE = "4000";
const TOOWOOMBA = "4350";

const show: WindowRules = {
  ...rules,
  localHolidays: [
    {
      name: "Royal Queensland Show",
      state: "QLD",
      ranges: [{ from: "4000", to: "4179" }],
      dates: ["2025-08-13"],
    },
  ],
};

describe("the reporting window for a missed collection", () => {
  it("names each postcode's state", () => {
    expect(
      [MELBOURNE, SYDNEY, BRISBANE, "2600", "0800", "6000", "5000", "7000"].map(stateOfPostcode),
    ).toEqual(["VIC", "NSW", "QLD", "ACT", "NT", "WA", "SA", "TAS"]);
    expect(stateOfPostcode("12a4")).toBeUndefined();
  });

  it("skips the state's public holiday after a collection due the day before it", () => {
    // Monday 8 June 2026 is the King's Birthday in Victoria: Friday's window runs to Wednesday.
    expect(reportWindow("2026-06-05", MELBOURNE, rules)?.lastDay).toBe("2026-06-10");
    // A Friday with no holiday after it ends on the Tuesday.
    expect(reportWindow("2026-06-12", MELBOURNE, rules)?.lastDay).toBe("2026-06-16");
  });

  it("counts from the next business day when the collection was due on the holiday itself", () => {
    expect(isBusinessDay("2026-06-08", MELBOURNE, rules)).toBe(false);
    expect(reportWindow("2026-06-08", MELBOURNE, rules)?.lastDay).toBe("2026-06-10");
  });

  it("keeps Melbourne Cup Day and the AFL Grand Final eve in Victoria and not in New South Wales", () => {
    // Tuesday 3 November 2026 is Melbourne Cup Day.
    expect(reportWindow("2026-11-02", MELBOURNE, rules)?.lastDay).toBe("2026-11-05");
    expect(reportWindow("2026-11-02", SYDNEY, rules)?.lastDay).toBe("2026-11-04");
    // Friday 25 September 2026 is the Friday before the AFL Grand Final.
    expect(reportWindow("2026-09-24", MELBOURNE, rules)?.lastDay).toBe("2026-09-29");
    expect(reportWindow("2026-09-24", SYDNEY, rules)?.lastDay).toBe("2026-09-28");
    const late = new Date("2026-11-05T09:00:00+11:00");
    expect(checkWindow("2026-11-02", MELBOURNE, late, rules)?.kind).toBe("open");
    expect(checkWindow("2026-11-02", SYDNEY, late, rules)?.kind).toBe("late");
  });

  it("skips the Brisbane show holiday staff add, in Brisbane only", () => {
    // Wednesday 13 August 2025 was the show holiday in the Brisbane City Council area.
    expect(reportWindow("2025-08-12", BRISBANE, show)?.lastDay).toBe("2025-08-15");
    expect(reportWindow("2025-08-12", TOOWOOMBA, show)?.lastDay).toBe("2025-08-14");
    // Without the day in the content, the library alone does not know it.
    expect(reportWindow("2025-08-12", BRISBANE, rules)?.lastDay).toBe("2025-08-14");
  });

  it("opens and closes on the site's own clocks across Sydney's daylight-saving change", () => {
    // Sydney's clocks go forward on Sunday 4 October 2026; Brisbane's never move. Monday 5 October
    // is a public holiday in both states (Labour Day, the King's Birthday).
    const sydney = reportWindow("2026-10-02", SYDNEY, rules)!;
    const brisbane = reportWindow("2026-10-02", BRISBANE, rules)!;
    expect([sydney.lastDay, brisbane.lastDay]).toEqual(["2026-10-07", "2026-10-07"]);
    // Opens at 6 am on the due day: still standard time in both.
    expect(sydney.opens.toISOString()).toBe("2026-10-01T20:00:00.000Z");
    expect(brisbane.opens.toISOString()).toBe("2026-10-01T20:00:00.000Z");
    // Closes at midnight at the end of the last day: an hour apart once Sydney is on summer time.
    expect(sydney.closes.toISOString()).toBe("2026-10-07T13:00:00.000Z");
    expect(brisbane.closes.toISOString()).toBe("2026-10-07T14:00:00.000Z");
    const between = new Date("2026-10-07T13:30:00Z");
    expect(checkWindow("2026-10-02", SYDNEY, between, rules)?.kind).toBe("late");
    expect(checkWindow("2026-10-02", BRISBANE, between, rules)?.kind).toBe("open");
  });

  it("is not open before the cut-off time on the day it was due", () => {
    const before = new Date("2026-06-12T05:59:00+10:00");
    expect(checkWindow("2026-06-12", MELBOURNE, before, rules)?.kind).toBe("early");
    expect(checkWindow("2026-06-12", MELBOURNE, new Date("2026-06-12T06:00:00+10:00"), rules)?.kind).toBe(
      "open",
    );
  });
});
