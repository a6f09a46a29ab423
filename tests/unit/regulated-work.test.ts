import { describe, expect, it } from "vitest";
import { claimsIn } from "~/content/claims";
import { allContent, templateWords } from "~/content/index.server";
import { type Register, register } from "~/content/register";
import { regulatedWork } from "~/content/regulated";

/**
 * Who does a page's regulated work comes from the register: a partner or the company's own
 * authority where the register holds one for the state, and otherwise how the work is arranged,
 * in the template's words. The words are read from the content; the tests check the rule.
 */
const words = templateWords().regulated;
const empty: Register = { ...register, authorities: [], partners: [] };
const carrier = {
  role: "carrier" as const,
  name: "Example Liquid Haulage Pty Ltd",
  document: "A10b registration",
  issuer: "EPA Victoria",
  number: "RPW-1234",
  covers: "Reportable priority waste in tankers",
  states: ["VIC" as const],
  expires: "2099-06-30",
};
const declared = [
  { activity: "carry" as const, states: ["VIC" as const, "NSW" as const] },
  { activity: "treat" as const, states: ["VIC" as const] },
];

describe("who does a page's regulated work", () => {
  it("with nobody in the register, says how each part is arranged and claims no approval", () => {
    const parts = regulatedWork(declared, words, empty);
    expect(parts.map((part) => part.activity)).toEqual(["carry", "treat"]);
    for (const part of parts) {
      expect(part.sentences).toHaveLength(1);
      expect(part.sentences[0]).toContain("Victoria");
      expect(claimsIn(part.sentences[0]!)).toEqual([]);
    }
    expect(parts[0]!.sentences[0]).toContain("New South Wales");
  });

  it("names the partner and its authority where the register covers the state, and the others as arranged", () => {
    const [carry, treat] = regulatedWork(declared, words, { ...empty, partners: [carrier] });
    expect(carry!.sentences).toHaveLength(2);
    expect(carry!.sentences[0]).toContain(carrier.name);
    expect(carry!.sentences[0]).toContain(carrier.number);
    expect(carry!.sentences[0]).toContain(carrier.issuer);
    expect(carry!.sentences[0]).toContain("Victoria");
    expect(carry!.sentences[0]).toContain("2099");
    expect(carry!.sentences[1]).toContain("New South Wales");
    expect(carry!.sentences[1]).not.toContain(carrier.name);
    // A carrier does not treat: the facility's part is still arranged.
    expect(treat!.sentences.join(" ")).not.toContain(carrier.name);
  });

  it("prefers the company's own authority, and drops an expired one", () => {
    const own = { ...carrier, activity: "carry" as const, states: ["NSW" as const], issuer: "NSW EPA" };
    const [carry] = regulatedWork(declared, words, { ...empty, authorities: [own], partners: [carrier] });
    expect(carry!.sentences.some((s) => s.includes("NSW EPA") && !s.includes(carrier.name))).toBe(true);
    const expired = { ...carrier, expires: "2000-01-01" };
    const [late] = regulatedWork(declared, words, { ...empty, partners: [expired] });
    expect(late!.sentences.join(" ")).not.toContain(carrier.name);
  });

  it("is declared by the site's pages that offer regulated work, each in at least one state", () => {
    const { topics, cities, hubs } = allContent();
    const declaring = [...topics, ...cities, ...hubs].filter((page) => page.regulatedWork?.length);
    expect(declaring.length).toBeGreaterThan(0);
    for (const page of declaring)
      for (const work of page.regulatedWork!) expect(work.states.length, page.path).toBeGreaterThan(0);
  });
});
