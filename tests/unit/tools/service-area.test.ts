import { describe, expect, it } from "vitest";
import { serviceAreas, suburbPostcodes } from "~/content/tools/service-areas";
import { findPage } from "~/site/pages";
import { checkServiceArea } from "~/tools/service-area";

const areaOf = (input: string) => {
  const answer = checkServiceArea(input);
  return answer.kind === "covered" ? answer.area.path : answer.kind;
};

describe("service-area checker", () => {
  it("links every area to a city page in the site map", () => {
    for (const area of serviceAreas) expect(findPage(area.path), area.path).toMatchObject({ type: "city" });
  });

  it.each(serviceAreas.flatMap((area) => area.ranges.map(([from, to]) => [area.id, from, to] as const)))(
    "%s covers both edges of %i-%i",
    (id, from, to) => {
      for (const postcode of [from, to]) {
        const answer = checkServiceArea(String(postcode));
        expect(answer.kind, String(postcode)).toBe("covered");
      }
    },
  );

  it("sends each city's postcodes to its page, and Dandenong's to the Dandenong page", () => {
    expect(areaOf("3000")).toBe("/pages/waste-management-melbourne");
    expect(areaOf("3207")).toBe("/pages/waste-management-melbourne");
    expect(areaOf("3175")).toBe("/pages/commercial-waste-collection-dandenong");
    expect(areaOf("3174")).toBe("/pages/commercial-waste-collection-dandenong");
    expect(areaOf("2000")).toBe("/pages/waste-management-sydney");
    expect(areaOf("2234")).toBe("/pages/waste-management-sydney");
    expect(areaOf("2786")).toBe("/pages/waste-management-sydney");
    expect(areaOf("4000")).toBe("/pages/waste-management-brisbane");
    expect(areaOf("4519")).toBe("/pages/waste-management-brisbane");
  });

  it("answers 'call us' just outside each range", () => {
    for (const postcode of [
      "2999",
      "3208",
      "3334",
      "3342",
      "3426",
      "3443",
      "3749",
      "3811",
      "3979",
      "1999",
      "2235",
      "2554",
      "2575",
      "2739",
      "2787",
      "3999",
      "4208",
      "4299",
      "4306",
      "4499",
      "4520",
      "6000",
      "0800",
    ]) {
      expect(checkServiceArea(postcode).kind, postcode).toBe("notCovered");
    }
  });

  it("accepts suburb names in any case and spacing", () => {
    expect(areaOf("Dandenong South")).toBe("/pages/commercial-waste-collection-dandenong");
    expect(areaOf("  parramatta ")).toBe("/pages/waste-management-sydney");
    expect(areaOf("FORTITUDE   VALLEY")).toBe("/pages/waste-management-brisbane");
    expect(checkServiceArea("Geelong").kind).toBe("notCovered");
    expect(checkServiceArea("Narnia").kind).toBe("unknownSuburb");
  });

  it("maps every listed suburb to a four-digit postcode", () => {
    for (const [suburb, postcode] of Object.entries(suburbPostcodes))
      expect(postcode, suburb).toMatch(/^\d{4}$/);
  });

  it("explains bad input", () => {
    for (const input of ["12", "12345", "abcd3", "3!75", "ab"]) {
      const answer = checkServiceArea(input);
      expect(answer.kind, input).toBe("invalid");
    }
    expect(checkServiceArea("12")).toMatchObject({ message: expect.stringMatching(/four-digit postcode/) });
    expect(checkServiceArea("").kind).toBe("empty");
    expect(checkServiceArea("abcd").kind).toBe("unknownSuburb");
  });

  it.each(["constructor", "toString", "hasOwnProperty", "prototype", "valueOf"])(
    "knows no suburb called %s (JavaScript's own names are not suburbs)",
    (word) => expect(checkServiceArea(word)).toEqual({ kind: "unknownSuburb", input: word }),
  );
});
