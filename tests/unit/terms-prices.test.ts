import { describe, expect, it } from "vitest";
import { content, monthInMelbourne, versionInForce } from "~/content/index.server";
import { proseOf } from "~/content/text";

/**
 * Prices are reviewed once a year (docs/decisions/0016-legal-words-and-sources.md): no published
 * terms version may let a price change at any other time, a term a customer could not foresee
 * (Australian Consumer Law s25(1)(d)). Levies set by a state are the one exception the terms name.
 */
const anyTime = /\bat any (?:other )?time\b|\bfrom time to time\b|\bwhenever we (?:choose|decide)\b/i;
const aboutPrices = /\b(?:price|prices|fee|fees|charge|charges|rate|rates)\b/i;

const pricesAtAnyTime = (texts: string[]) =>
  texts
    .flatMap((text) => text.split(/(?<=[.!?])\s+/))
    .filter((sentence) => aboutPrices.test(sentence) && anyTime.test(sentence));

describe("published terms", () => {
  it("recognise a price that may change outside the annual review", () => {
    expect(
      pricesAtAnyTime(["If we raise any price, at the review or at any other time, you may end it."]),
    ).toHaveLength(1);
    expect(pricesAtAnyTime(["You can ask to change bin sizes or collection days at any time."])).toEqual([]);
  });

  it("let prices change only at the annual review, in every version", () => {
    const versions = [...content().termsVersions.values()].flat();
    expect(versions.length).toBeGreaterThan(0);
    for (const version of versions)
      expect(pricesAtAnyTime(proseOf(version)), `${version.document}/${version.version}`).toEqual([]);
  });
});

describe("the terms version in force", () => {
  it("is the latest whose month has come in Melbourne, so a version published ahead waits for its month", () => {
    const versions = ["2026-11", "2026-12"];
    expect(versionInForce(versions, "2026-11")).toBe("2026-11");
    expect(versionInForce(versions, "2026-12")).toBe("2026-12");
    expect(versionInForce(versions, "2027-03")).toBe("2026-12");
    // 30 November, 14:00 UTC is already 1 December in Melbourne.
    expect(monthInMelbourne(new Date("2026-11-30T14:00:00Z"))).toBe("2026-12");
    expect(monthInMelbourne(new Date("2026-11-30T12:00:00Z"))).toBe("2026-11");
  });
});
