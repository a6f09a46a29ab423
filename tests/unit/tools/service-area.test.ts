import { describe, expect, it } from "vitest";
import type { AreaTable } from "~/content/finder-shapes";
import { finderTables, serviceAreaTable } from "~/content/finder.server";
import { checkServiceArea } from "~/tools/service-area";

/** The checker's table as the server reads it from content/finder/service-areas/. */
const table = serviceAreaTable();
const { serviceAreas } = finderTables();
const ranges = serviceAreas.flatMap((area) => area.ranges.map(([from, to]) => ({ area, from, to })));
const inSomeRange = (postcode: number) => ranges.some((r) => postcode >= r.from && postcode <= r.to);
const pad = (postcode: number) => String(postcode).padStart(4, "0");

const pathOf = (input: string, from: AreaTable = table) => {
  const answer = checkServiceArea(input, from);
  return answer.kind === "covered" ? answer.area.path : answer.kind;
};

describe("service-area checker, over the content's areas", () => {
  it.each(ranges.map((r) => [r.area.id, r.from, r.to] as const))(
    "%s answers for both edges of %i-%i, unless a narrower range inside it does",
    (id, from, to) => {
      const area = serviceAreas.find((a) => a.id === id)!;
      for (const postcode of [from, to]) {
        const narrower = ranges.some(
          (r) => r.area !== area && r.from >= from && r.to <= to && postcode >= r.from && postcode <= r.to,
        );
        if (!narrower) expect(pathOf(pad(postcode)), pad(postcode)).toBe(area.path);
      }
    },
  );

  it("answers 'call us' just outside every range that no other range covers", () => {
    for (const { from, to } of ranges)
      for (const postcode of [from - 1, to + 1].filter((p) => p >= 0 && p <= 9999 && !inSomeRange(p)))
        expect(checkServiceArea(pad(postcode), table).kind, pad(postcode)).toBe("notCovered");
  });

  it("answers every listed suburb, in any case and spacing, as its postcode does", () => {
    for (const area of serviceAreas)
      for (const suburb of area.suburbs) {
        const typed = `  ${suburb.name.toUpperCase().replace(/ /g, "   ")} `;
        const answer = checkServiceArea(typed, table);
        expect(answer, suburb.name).toMatchObject({ postcode: suburb.postcode });
        expect(pathOf(typed), suburb.name).toBe(pathOf(suburb.postcode));
        if (inSomeRange(Number(suburb.postcode))) expect(pathOf(typed), suburb.name).toBe(area.path);
      }
  });

  it("does not know a place that is not listed", () => {
    expect(checkServiceArea("Narnia", table).kind).toBe("unknownSuburb");
  });

  it("explains bad input", () => {
    for (const input of ["12", "12345", "abcd3", "3!75", "ab"]) {
      const answer = checkServiceArea(input, table);
      expect(answer.kind, input).toBe("invalid");
    }
    expect(checkServiceArea("12", table)).toMatchObject({
      message: expect.stringMatching(/four-digit postcode/),
    });
    expect(checkServiceArea("", table).kind).toBe("empty");
  });

  it.each(["constructor", "toString", "hasOwnProperty", "prototype", "valueOf"])(
    "knows no suburb called %s (JavaScript's own names are not suburbs)",
    (word) => expect(checkServiceArea(word, table)).toEqual({ kind: "unknownSuburb", input: word }),
  );
});

describe("a range inside another area's", () => {
  const nested: AreaTable = {
    areas: [
      { name: "City", path: "/pages/city", ranges: [[3000, 3207]] },
      { name: "Suburb", path: "/pages/suburb", ranges: [[3171, 3175]] },
    ],
    suburbs: { springvale: "3171", carlton: "3053", faraway: "3220" },
  };

  it("answers for its own postcodes, whichever file comes first; the wider range answers the rest", () => {
    for (const order of [nested, { ...nested, areas: [...nested.areas].reverse() }]) {
      expect(pathOf("3171", order)).toBe("/pages/suburb");
      expect(pathOf("3175", order)).toBe("/pages/suburb");
      expect(pathOf("3170", order)).toBe("/pages/city");
      expect(pathOf("3176", order)).toBe("/pages/city");
      expect(pathOf("Springvale", order)).toBe("/pages/suburb");
      expect(pathOf("carlton", order)).toBe("/pages/city");
      expect(pathOf("Faraway", order)).toBe("notCovered");
    }
  });
});
