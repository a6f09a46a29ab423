import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dump as stringify, load as parse } from "js-yaml";
import { claimRules, claimsIn } from "~/content/claims";
import { contentRoot, readContentFiles } from "~/content/files.server";
import { ContentError, loadContent } from "~/content/load";
import { holdingsSentence, type Holding } from "~/content/register";
import { fillTokens } from "~/content/text";

/**
 * The claims rule, checked on a fixture content folder: a copy of the site's content in which one
 * page's words and the register are changed, read by the build's own content check. The page is
 * chosen by folder, never by name.
 */
const fixture = mkdtempSync(join(tmpdir(), "claims-"));
cpSync(contentRoot, join(fixture, "content"), { recursive: true });
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const root = join(fixture, "content");
const page = readContentFiles(root).find((entry) => entry.file.startsWith("content/services/"))!.file;
const original = readFileSync(join(fixture, page), "utf8");

/** The problems the build reports once the page's overview paragraphs are `paragraphs`. */
function problemsWithOverview(paragraphs: string[]): string[] {
  const data = parse(original) as Record<string, unknown>;
  data.overview = paragraphs;
  writeFileSync(join(fixture, page), stringify(data));
  try {
    loadContent(readContentFiles(root));
    return [];
  } catch (error) {
    // The overview's own problems: a sentence may also offer regulated work, which other rules read.
    if (error instanceof ContentError)
      return error.problems.filter((problem) => problem.includes('field "overview'));
    throw error;
  } finally {
    writeFileSync(join(fixture, page), original);
  }
}

/** Each sentence claims what only the register can support, one for each kind of claim and more. */
const claims = [
  "Our licensed trucks collect every stream on one account across the whole city each week.",
  "Licensed vacuum tankers pump out grease traps and interceptors on the schedule your site needs.",
  "We are licensed by the state environment regulator to carry the liquid waste we pump out.",
  "We hold an EPA permit for every tanker that carries liquid waste from your site to treatment.",
  "{name} is fully accredited for the collection and destruction of confidential paper records.",
  "You receive a certificate of destruction after every collection of your locked consoles and bins.",
  "We guarantee that every scheduled collection happens on the agreed day without any exceptions at all.",
  "A national waste management service for businesses of every size, with one account for all sites.",
  "We now offer one national account for every site your business runs, with a single monthly invoice.",
  "Since {founded} we have served businesses in {serviceArea}, from single shops to large multi-site operations.",
  "Every wheelie bin we supply is made to Australian Standard AS 4123 for mobile garbage bins.",
  "Commercial waste collection across Australia, from single shops to large multi-site operations.",
  "Our processes are fully compliant with every rule that applies to the waste streams we collect.",
  "Our sorting facility is EPA-approved and certified to ISO 14001 for its environmental management.",
  // A party in the company's chain called licensed, whatever the article: the closed exception.
  "Each load is transported by a licensed vehicle to a facility that can treat or recycle it safely.",
  "Regulated waste travels with licensed transporters and is tracked from your site to its destination.",
  "Call when the bin is full; we collect it and sort the load at licensed facilities near your site.",
  // A law word in another clause does not make the claim the law's.
  "We arrange tracking where required and deliver the drums to a licensed facility near your site.",
  "Licensed trades install the unit, and we train staff on loading and cleaning where required.",
  "Tracked from your site, the load goes to a facility licensed to treat it and you receive the record.",
  "Scheduled grease trap pump-outs for restaurants and cafes that keep you compliant with the rules.",
  "Clinical waste and sharps collected from clinics, dentists and aged care homes in compliant containers.",
  // An outcome of recycling the company cannot show from its collection records (ACCC's guidance).
  "We collect separated streams in bins and deliver them to processors who turn them into new products.",
  "Pallet wrap fills a bin fast; collected clean and by type, that plastic goes back into new products.",
  "The shredded paper is then baled and sent for recycling into new paper products at the mill.",
  "Regular diversion reports show how much of your waste went where, by site, stream and month.",
];

/** Statements of what the law requires, which must stay writable. */
const law = [
  "Liquid waste travels in a vehicle that holds an EPA permit, and the receiving plant must be allowed to take it.",
  "Grease trap waste must go by a licensed or permitted transporter to a facility allowed to treat it.",
  "Each certificate of destruction records the date, the customer and the containers serviced on that visit.",
  "Refrigerant must be recovered by a licensed technician before a fridge or air conditioner is scrapped.",
  "Compostable packaging certified to Australian Standard AS 4736 can go in some commercial organics bins.",
  "We started in Dandenong South in {founded}. Today we serve businesses in {serviceArea} from single shops up.",
  "The consumer guarantees of the Australian Consumer Law apply to services bought by many small businesses.",
  "Ask any contractor for its licence details and for records showing where your waste actually went.",
  "The law requires an EPA-permitted carrier for this waste, and a licensed facility must receive it.",
  "Hazardous waste has to be moved by licensed transporters with its journey tracked to its destination.",
  "We arrange collection by a carrier authorised for the waste and name the carrier on your quote.",
  // What a material can become, and what collection records show, are not claims of an outcome.
  "Cullet melts at a lower temperature than raw sand, so it can go back into new bottles and jars.",
  "Clean film from pallet wrap can be made into new film, bags and irrigation pipe by a recycler.",
  "We deliver separated streams to recyclers and report the weight collected in each stream by site.",
];

describe("the claims rule", () => {
  it("refuses each claim written as plain words, naming the file, the field and the token to use", () => {
    const problems = problemsWithOverview(claims);
    claims.forEach((_, index) =>
      expect(problems).toContainEqual(
        // Each is quoted back with what to write instead: a register token, the register, or words to say.
        expect.stringMatching(
          new RegExp(`^${page}: field "overview\\.${index}": .*"[^"]+" claims .*(\\{\\w+\\}|register|say )`),
        ),
      ),
    );
    expect(problems).toHaveLength(claims.length);
  });

  it("names what each claim is and what to write instead", () => {
    for (const sentence of claims) {
      const found = claimsIn(sentence);
      expect(found.length, sentence).toBeGreaterThan(0);
      expect(found[0]!.message, sentence).toMatch(/claims .* in plain words: ./);
    }
    // Every kind of claim the rule knows is exercised by at least one sentence above.
    for (const rule of claimRules)
      expect(
        claims.some((sentence) => new RegExp(rule.source).test(sentence)),
        rule.what,
      ).toBe(true);
  });

  it("accepts statements of the law and the register's tokens", () => {
    // A rule of law belongs in a statement with its source (another rule), so the law's own
    // sentences are put to the claims rule alone.
    for (const sentence of law) expect(claimsIn(sentence), sentence).toEqual([]);
    expect(
      problemsWithOverview([
        "Liquid waste travels in a vehicle that holds an EPA permit. {licences}",
        "We serve businesses in {serviceArea}, with one account for every site. {certifications}",
      ]),
    ).toEqual([]);
  });

  it("lets an empty register claim nothing, and a holding only once entered and in force", () => {
    expect(holdingsSentence(["licence", "permit"], [])).toBe("");
    const permit: Holding = {
      kind: "permit",
      name: "Waste transport permit",
      issuer: "EPA Victoria",
      number: "PT-1234",
      covers: "liquid waste in tanker ABC123",
      expires: null,
    };
    expect(holdingsSentence(["licence", "permit"], [permit])).toContain("PT-1234, issued by EPA Victoria");
    expect(holdingsSentence(["certification"], [permit])).toBe("");
    expect(holdingsSentence(["permit"], [{ ...permit, expires: "2000-01-01" }])).toBe("");
    // A date in force reads as visitors write it, not as the register stores it.
    const dated = holdingsSentence(["permit"], [{ ...permit, expires: "2999-06-30" }]);
    expect(dated).toContain("until 30 June 2999");
    expect(dated).not.toContain("2999-06-30");
  });

  it("fills a register token that has nothing to claim with nothing, leaving no gap", () => {
    const text = "Liquid waste travels in a vehicle that holds an EPA permit. {licences}";
    const filled = fillTokens(text);
    // The site's register decides the second sentence; the law's sentence stays either way.
    expect(filled.startsWith("Liquid waste travels in a vehicle that holds an EPA permit.")).toBe(true);
    expect(filled).not.toMatch(/\{|\s$|\s{2}/);
  });

  it("refuses a network's home page as the company's social account", () => {
    const file = join(root, "register.json");
    const register = readFileSync(file, "utf8");
    const data = JSON.parse(register) as { social: { network: string; url: string }[] };
    data.social = [{ network: "Facebook", url: "https://www.facebook.com/" }];
    writeFileSync(file, JSON.stringify(data));
    try {
      expect(() => loadContent(readContentFiles(root))).toThrow(
        /content\/register\.json: field "social\.0\.url"/,
      );
    } finally {
      writeFileSync(file, register);
    }
  });
});
