import { describe, expect, it } from "vitest";
import { formatDate } from "~/lib/format";

describe("formatDate", () => {
  it("writes dates the Australian way, day first and month in words", () => {
    expect(formatDate("2026-11-21")).toBe("21 November 2026");
    expect(formatDate("2004-01-05")).toBe("5 January 2004");
  });

  it("agrees with the browser's en-AU long date for every month", () => {
    const intl = new Intl.DateTimeFormat("en-AU", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, "0")}-09`;
      expect(formatDate(iso)).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });

  it("refuses text that is not a calendar date instead of printing nonsense", () => {
    for (const bad of ["", "21/11/2026", "2026-13-01", "2026-00-10", "2026-02-40", "2026-1-1"]) {
      expect(() => formatDate(bad), bad).toThrow(RangeError);
    }
  });
});
