import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dump as stringify, load as parse } from "js-yaml";
import { allPosts, parsePost } from "~/blog/catalogue.server";
import { givesADate } from "~/content/date-limits";
import { contentRoot, readContentFiles } from "~/content/files.server";
import { content } from "~/content/index.server";
import { ContentError, loadContent } from "~/content/load";
import { ruleSentences } from "~/content/rule-limits";
import { datesWithoutSource } from "~/content/sources.server";
import { proseOf } from "~/content/text";
import { contentSchema, pagesIn } from "~/content/schema";

/**
 * A rule of law stands only in a statement with its source beside it: the words that state one,
 * the build's refusal of one in a page's prose (on a fixture copy of the content), a post that
 * states one without sources, and bare years as dates.
 */
const rules = [
  "Placing a skip on the road needs a council permit.",
  "On a road or footpath most councils require a permit and can fine you without it.",
  "In Victoria it is illegal, and everywhere it wastes recoverable metals.",
  "E-waste has been banned from Victorian landfill for years.",
  "Cytotoxic drugs must go in purple cytotoxic containers.",
  "Solvent must be carried and tracked under state law.",
  "The law requires a tracking record for every load.",
];
const advice = [
  "Do I need a permit for my skip?",
  "Organic waste attracts pests and must leave production areas promptly in containers that can be cleaned.",
  "Tell us about gates, ramps and parking before delivery, and we can help you apply.",
  "Pressurised cylinders can explode during shredding, so they must be returned to the supplier first.",
  "Victoria's landfill ban, in the notes above, rules it out there.",
];

describe("words that state a rule of law", () => {
  it("are found in each rule and in no piece of advice or question", () => {
    for (const sentence of rules) expect(ruleSentences([sentence]), sentence).toEqual([sentence]);
    for (const sentence of advice) expect(ruleSentences([sentence]), sentence).toEqual([]);
  });

  it("stand on no hub, topic or city page outside its statements, and in no post without sources", () => {
    const { hubs } = content();
    expect(hubs.size).toBeGreaterThan(0);
    for (const hub of hubs.values()) {
      const { guidance, ...rest } = hub;
      const words = [...proseOf(rest), guidance.heading, ...guidance.paragraphs];
      expect(ruleSentences(words), hub.path).toEqual([]);
    }
    const stating = allPosts().filter((post) => ruleSentences([post.html]).length > 0);
    expect(stating.length).toBeGreaterThan(0);
    for (const post of stating) expect(post.sources.length, post.slug).toBeGreaterThan(0);
  });
});

describe("a year on its own", () => {
  it("is a date when a word ties it to an event, and no date in a law's name or a span", () => {
    expect(givesADate(["Queensland reintroduced its waste levy in 2019."])).toBe(true);
    expect(givesADate(["E-waste has been banned from landfill since 2019."])).toBe(true);
    expect(givesADate(["Councils must offer the service by 2030."])).toBe(true);
    expect(givesADate(["The scheme began in late 2023."])).toBe(true);
    expect(givesADate(["The Environment Protection Act 2017 sets a general duty."])).toBe(false);
    expect(givesADate(["Rates for 2024-25 are on the regulator's page.", "We serve 2030 customers."])).toBe(
      false,
    );
    expect(datesWithoutSource()).toEqual([]);
  });
});

describe("the editor's fields", () => {
  const { collections, singletons } = contentSchema(pagesIn(readContentFiles(contentRoot)));
  type Form = { kind: "form"; validate: (value: unknown, args?: unknown) => unknown };
  const field = (fields: Record<string, unknown>, ...path: string[]) => {
    let at: unknown = { kind: "object", fields };
    for (const key of path) {
      const schema = at as { kind: string; fields?: Record<string, unknown>; element?: unknown };
      at = schema.kind === "array" ? schema.element : schema.fields![key];
    }
    return at as Form;
  };
  const rule = rules[0]!;
  // Long enough for every paragraph's own word count.
  const before =
    "Our crews deliver, swap and collect bins on a schedule that suits each site, and they leave the area tidy after every visit.";

  it("refuse a rule of law in the prose of topic, city and hub pages and the finder's answers, quoting it, in any storage at Save", () => {
    // The finder's answers have no statements of their own: a rule there belongs in a statement
    // of the page the answer links to.
    const instead = (collections.wasteItems.schema.collected as unknown as { values: Record<string, Form> })
      .values;
    const refused = [
      field(collections.services.schema, "lead"),
      field(collections.cities.schema, "lead"),
      field(collections.hubs.schema, "guidance", "paragraphs", "0"),
      field(singletons.industriesHub.schema, "overview", "0"),
      field(collections.wasteItems.schema, "prepare"),
      instead.false!,
      instead.true!,
      field(collections.bins.schema, "space"),
    ];
    for (const prose of refused) {
      expect(() => prose.validate(`${before} ${rule}`)).toThrow(
        `“${rule}” states a rule of law outside a statement`,
      );
      expect(() => prose.validate(`${before} ${advice[4]}`)).not.toThrow();
    }
  });

  it("take the rule in a statement, and leave general pages' prose to their own checks", () => {
    const statement = field(collections.services.schema, "compliance", "0", "text");
    expect(() =>
      statement.validate(`In Sydney, Randwick: ${rule} It applies to every skip left on a road.`),
    ).not.toThrow();
    expect(() => field(singletons.about.schema, "lead").validate(`${before} ${rule}`)).not.toThrow();
  });
});

describe("the content check", () => {
  const fixture = mkdtempSync(join(tmpdir(), "rule-words-"));
  cpSync(contentRoot, join(fixture, "content"), { recursive: true });
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));
  const root = join(fixture, "content");

  it("refuses a hub that states a rule in its guidance, naming the file and field, and accepts it as a statement", () => {
    const hub = readContentFiles(root).find((entry) => entry.file.startsWith("content/hubs/"))!.file;
    const original = readFileSync(join(fixture, hub), "utf8");
    const data = parse(original) as { guidance: { paragraphs: string[]; statements?: unknown[] } };
    const rule = "A skip on a road or footpath needs a permit from the local council before it arrives.";
    const problemsWith = (changed: unknown) => {
      writeFileSync(join(fixture, hub), stringify(changed));
      try {
        loadContent(readContentFiles(root));
        return [];
      } catch (error) {
        if (error instanceof ContentError) return error.problems;
        throw error;
      } finally {
        writeFileSync(join(fixture, hub), original);
      }
    };
    const inProse = {
      ...data,
      guidance: { ...data.guidance, paragraphs: [...data.guidance.paragraphs, rule] },
    };
    expect(problemsWith(inProse)).toEqual([
      expect.stringMatching(
        new RegExp(`^${hub}: field "guidance\\.paragraphs\\.\\d+": .*outside a statement`),
      ),
    ]);
    const source = {
      title: "Skips, cranes & hoardings",
      publisher: "Randwick City Council",
      url: "https://randwick.nsw.gov.au/planning-and-building/do-i-need-approval/other-approvals/skips-cranes-and-hoardings",
      checked: "2026-11-27",
    };
    const asStatement = {
      ...data,
      guidance: {
        ...data.guidance,
        statements: [{ text: `In Sydney, Randwick: ${rule}`, sources: [source] }],
      },
    };
    expect(problemsWith(asStatement)).toEqual([]);
  });

  it("refuses a post that states a rule of law without sources", () => {
    const front = `---\ntitle: Hiring a skip for a renovation\ndescription: ${"What to know before a skip arrives at your house for a renovation, from size to placement."}\ndate: 2026-03-01\ntags: [skips]\nkeywords: [skip hire]\n---\n`;
    const body = `${"Words about skips and sizes. ".repeat(130)}Placing a skip on the road needs a council permit.`;
    expect(() => parsePost("content/blog/skips.md", front + body)).toThrow(
      /content\/blog\/skips\.md: field "sources": the post states a rule/,
    );
  });
});
