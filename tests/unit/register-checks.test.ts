import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { ContentError, loadContent } from "~/content/load";
import {
  abnProblem,
  acnProblem,
  issuerJurisdiction,
  statesBeyondIssuer,
  validAbn,
  validAcn,
} from "~/content/register-limits";
import { openingHoursText } from "~/site/structured-data";

/** The build's problems for the content with its register rewritten. */
function problemsWithRegister(change: (register: Record<string, unknown>) => void): string[] {
  const files = readContentFiles().map((file) => {
    if (file.file !== "content/register.json") return file;
    const register = JSON.parse(file.text) as Record<string, unknown>;
    change(register);
    return { ...file, text: JSON.stringify(register, null, 2) };
  });
  try {
    loadContent(files);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

const permit = (issuer: string, states: string[]) => ({
  activity: "carry",
  document: "Waste transport permit",
  issuer,
  number: "PV123",
  covers: "Liquid waste in one tanker",
  states,
  expires: null,
});

describe("the ABN's and ACN's check digits", () => {
  it.each(["51 824 753 556", "53 004 085 616", "33102417032"])("takes the valid ABN %s", (abn) => {
    expect(validAbn(abn)).toBe(true);
    expect(abnProblem(abn)).toBeUndefined();
  });
  it.each(["51 824 753 557", "53 004 085 661", "12 345 678 901"])("refuses the ABN %s", (abn) => {
    expect(validAbn(abn)).toBe(false);
    expect(abnProblem(abn)).toMatch(/fails the ABN's own check/);
  });
  it.each(["000 000 019", "004 085 616", "010 749 961", "123 456 780"])("takes the valid ACN %s", (acn) => {
    expect(validAcn(acn)).toBe(true);
    expect(acnProblem(acn)).toBeUndefined();
  });
  it.each(["004 085 617", "123 456 781", "010 749 962"])("refuses the ACN %s", (acn) => {
    expect(validAcn(acn)).toBe(false);
    expect(acnProblem(acn)).toMatch(/fails its check digit/);
  });
  it("says nothing of an empty number: empty is not shown", () => {
    expect(abnProblem("")).toBeUndefined();
    expect(acnProblem("")).toBeUndefined();
  });
  it("is refused by the build, by field, as the editor's Save refuses it", () => {
    const problems = problemsWithRegister((register) => {
      register.abn = "51 824 753 557";
      register.acn = "123 456 781";
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/content\/register\.json: field "abn": .*ABN's own check/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/content\/register\.json: field "acn": .*check digit/),
    );
  });
});

describe("an authority's states and its issuer's jurisdiction", () => {
  it("reads the issuer's state from its name, and a Commonwealth issuer as national", () => {
    expect(issuerJurisdiction("EPA Victoria")).toBe("VIC");
    expect(issuerJurisdiction("NSW EPA")).toBe("NSW");
    expect(issuerJurisdiction("Queensland Department of the Environment")).toBe("QLD");
    expect(issuerJurisdiction("QBCC")).toBe("QLD");
    expect(issuerJurisdiction("Department of Agriculture, Fisheries and Forestry")).toBe("national");
    expect(issuerJurisdiction("A regulator")).toBeUndefined();
  });
  it("refuses a state beyond a state issuer's, and takes its own state or a national issuer's reach", () => {
    expect(statesBeyondIssuer({ issuer: "EPA Victoria", states: ["VIC", "QLD"] })).toMatch(
      /EPA Victoria issues authorities for Victoria only, so this one cannot cover Queensland/,
    );
    expect(statesBeyondIssuer({ issuer: "EPA Victoria", states: ["VIC"] })).toBeUndefined();
    expect(
      statesBeyondIssuer({ issuer: "Department of Agriculture", states: ["VIC", "NSW", "QLD"] }),
    ).toBeUndefined();
  });
  it("is refused by the build for an own authority and a partner alike", () => {
    const problems = problemsWithRegister((register) => {
      register.authorities = [permit("EPA Victoria", ["VIC", "QLD"])];
      register.partners = [
        { ...permit("NSW EPA", ["NSW"]), activity: undefined, role: "carrier", name: "A carrier" },
      ].map(({ activity: _none, ...partner }) => partner);
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /content\/register\.json: field "authorities\.0\.states": EPA Victoria .*Queensland/,
      ),
    );
    expect(problems.filter((problem) => problem.includes('"partners.0.states"'))).toEqual([]);
  });
});

describe("the opening hours search engines read", () => {
  it("joins days in a row into a range, and lists the others", () => {
    expect(openingHoursText({ days: ["Mo", "Tu", "We", "Th", "Fr"], opens: "07:00", closes: "17:00" })).toBe(
      "Mo-Fr 07:00-17:00",
    );
    expect(openingHoursText({ days: ["Sa", "Mo", "We"], opens: "08:00", closes: "12:00" })).toBe(
      "Mo,We,Sa 08:00-12:00",
    );
  });
});
