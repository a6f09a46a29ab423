import { describe, expect, it } from "vitest";
import { regulatedStreams } from "~/content/authority-shapes";
import {
  doerWithoutAuthority,
  finderContradictions,
  type OfferedPage,
  undeclaredStreams,
} from "~/content/offer-checks";
import { offerProblems } from "~/content/offer-rules";
import { type OwnAuthority, type Register, register } from "~/content/register";
import type { Parsed } from "~/content/types";

/** A page's words, declared work and the register, as the build reads them. */
const page = (texts: string[], regulatedWork: OfferedPage["regulatedWork"] = []): OfferedPage => ({
  file: "content/waste/fixture.yaml",
  regulatedWork,
  texts,
});
const carryingIn = (...states: ("VIC" | "NSW" | "QLD")[]) => [{ activity: "carry" as const, states }];
const own: OwnAuthority = {
  activity: "carry",
  document: "Waste transport permit",
  issuer: "EPA Victoria",
  number: "PT-1",
  covers: "liquid waste",
  states: ["VIC"],
  expires: null,
};
const empty: Register = { ...register, authorities: [], partners: [] };

describe("the offer rules", () => {
  it("refuses the company as the doer of regulated work it holds no authority for", () => {
    const voices = [
      "Our tanker pumps straight from your bulk tank or drums.",
      "Our driver collects sealed containers from an agreed point.",
      "We pump yours out completely on the agreed cycle.",
      "Our vacuum tankers take each load to the plant.",
      "Once it is contained, we'll pump up the liquid.",
    ];
    for (const voice of voices)
      expect(doerWithoutAuthority(page([voice], carryingIn("VIC")), empty), voice).toEqual([
        expect.stringContaining("has the company itself doing the page's regulated work"),
      ]);
    // The arrangement, a customer's question, and a page with no regulated work are not claims.
    const arranged = [
      "The carrier's tanker pumps straight from your tank.",
      "How do we dispose of old lab chemicals?",
    ];
    expect(doerWithoutAuthority(page(arranged, carryingIn("VIC")), empty)).toEqual([]);
    expect(doerWithoutAuthority(page(["Our driver collects your wheelie bins."]), empty)).toEqual([]);
  });

  it("reads “we collect” as carrying where the statement or the page names a regulated stream", () => {
    const carrying = ["We collect waste oil from your tank.", "We remove liquid waste from traps and pits."];
    for (const voice of carrying)
      expect(doerWithoutAuthority(page([voice], carryingIn("NSW")), empty), voice).toHaveLength(1);
    const bins = "We collect your cardboard every week.";
    expect(doerWithoutAuthority(page([bins], carryingIn("NSW")), empty)).toEqual([]);
    const onWasteOil = {
      ...page(["We collect it from your tank or drums."], carryingIn("NSW")),
      name: "Waste oil",
    };
    expect(doerWithoutAuthority(onWasteOil, empty)).toHaveLength(1);
    expect(
      doerWithoutAuthority({ ...onWasteOil, texts: ["We arrange its collection from your tank."] }, empty),
    ).toEqual([]);
  });

  it("lets the company speak as the doer only in the states its own authority covers", () => {
    const held = { ...empty, authorities: [own] };
    const words = ["Our tanker pumps straight from your bulk tank."];
    expect(doerWithoutAuthority(page(words, carryingIn("VIC")), held)).toEqual([]);
    expect(doerWithoutAuthority(page(words, carryingIn("VIC", "NSW")), held)).toEqual([
      expect.stringContaining("in New South Wales"),
    ]);
    const expired = { ...empty, authorities: [{ ...own, expires: "2000-01-01" }] };
    expect(doerWithoutAuthority(page(words, carryingIn("VIC")), expired)).toHaveLength(1);
  });

  it("refuses a page that names a regulated stream without declaring its work", () => {
    for (const stream of regulatedStreams) {
      const offered = page([`Scheduled ${stream.words[0]} collections for every site.`]);
      expect(undeclaredStreams(offered), stream.name).toEqual([
        expect.stringMatching(/the page offers .* but does not declare it/),
      ]);
      const declared = {
        ...offered,
        regulatedWork: [{ activity: stream.activity, states: ["QLD" as const] }],
      };
      expect(undeclaredStreams(declared), stream.name).toEqual([]);
    }
    // Saying the company does not take it, or asking about it, offers nothing.
    const refused = ["We do not take sharps or clinical waste.", "Are nappies classed as clinical waste?"];
    expect(undeclaredStreams(page(refused))).toEqual([]);
  });

  it("holds every page to it, the home page too, and one whose template cannot declare the work", () => {
    const general = (data: Record<string, unknown>) =>
      ({ file: "content/pages/fixture.yaml", kind: "general", type: "home", data }) as unknown as Parsed;
    const finder = { wasteItems: [] } as unknown as Parameters<typeof offerProblems>[2];
    const words = { lead: "We bring bins, recycling and grease trap pump-outs together." };
    expect(offerProblems([general({ ...words, regulatedWork: [] })], [], finder)).toEqual([
      expect.stringMatching(/offers liquid waste .* but does not declare it/),
    ]);
    expect(offerProblems([general(words)], [], finder)).toEqual([
      expect.stringMatching(/offers liquid waste .* cannot say who does regulated work/),
    ]);
    expect(offerProblems([general({ ...words, regulatedWork: carryingIn("VIC") })], [], finder)).toEqual([]);
  });

  it("refuses an offer of what the finder says the company does not take", () => {
    const tyres = { name: "Tyres", aliases: ["car tyres"] };
    expect(finderContradictions(page(["Tyre and battery collection for recycling"]), [tyres])).toEqual([
      expect.stringContaining("the finder's answer for Tyres"),
    ]);
    expect(finderContradictions(page(["We collect car tyres from your workshop."]), [tyres])).toHaveLength(1);
    const fine = [
      "We look after mechanics, tyre shops and car dealers.",
      "We do not take tyres: tyre retailers do.",
      "Australia licenses the export of waste glass, plastic and tyres.",
    ];
    expect(finderContradictions(page(fine), [tyres])).toEqual([]);
  });
});
