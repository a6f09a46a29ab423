import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { claimsHint } from "../../app/content/claims";
import { words } from "../../app/content/schema/fields";
import { placeIn, withRefusals } from "../../app/content/schema/refusals";
import { inPlainWords, problemLines, refusedWords } from "../../app/content/schema/plain-words";

/**
 * A field of words has one message for every rule of words; staff are told instead which words
 * broke which rule, quoted, and what to write instead.
 */
const paragraph = withRefusals(fields.text({ label: "Paragraph", multiline: true, validation: words(8) }), {
  place: "overview.0",
  where: ["Overview", "paragraph 1"],
  inList: false,
}) as ReturnType<typeof fields.text>;

const messageFor = (text: string) => {
  try {
    paragraph.validate(text, undefined);
  } catch (error) {
    return (error as Error).message;
  }
  return "";
};

describe("a refusal in staff's words", () => {
  it("quotes a claim and says which register word to write instead, without the list of every rule", () => {
    const message = messageFor(
      "Our licensed vacuum tankers empty grease traps on a schedule that suits you.",
    );
    expect(message).toContain('"licensed vacuum tankers"');
    expect(message).toContain("{licences}");
    expect(message).not.toContain(claimsHint);
    expect(message).not.toMatch(/Write at least/);
  });

  it("tells two different claims apart", () => {
    const reach = messageFor(
      "We collect general waste, recycling and cardboard across Australia every week.",
    );
    const licence = messageFor(
      "Our licensed vacuum tankers empty grease traps on a schedule that suits you.",
    );
    expect(reach).toContain('"across Australia"');
    expect(reach).toContain("{serviceArea}");
    expect(reach).not.toEqual(licence);
  });

  it("says a short text is short, and the claim too when it also makes one", () => {
    expect(messageFor("Too short.")).toBe("Write at least 8 words, with no placeholder text");
    const both = messageFor("Nationwide service.");
    expect(both).toMatch(/^Write at least 8 words/);
    expect(both).toContain('"Nationwide"');
  });

  it("names an unknown word in braces and placeholder text", () => {
    expect(refusedWords("Call {phoen} today. TODO").map(({ words }) => words)).toEqual(["TODO", "{phoen}"]);
    expect(messageFor("Call us on {phoen} for a quote on general waste collection today.")).toContain(
      '"{phoen}" is not a word the site fills in',
    );
  });

  it("leaves a message that lists no rules of words as it is", () => {
    expect(inPlainWords("Choose the kind of bin", "Our licensed trucks", () => false)).toBe(
      "Choose the kind of bin",
    );
  });
});

describe("two claims that ask for the same words instead", () => {
  it("quote each and say what to write once", () => {
    const message = messageFor(
      "Our licensed vacuum tankers empty grease traps on a schedule that suits your kitchen well.",
    );
    expect(message).toContain('"licensed vacuum tankers"');
    expect(message).toContain('"Our licensed"');
    expect(message.match(/\{licences\}/g)).toHaveLength(1);
  });
});

describe("the summary's lines for a refused field of words", () => {
  const raw = fields.text({ label: "Paragraph", multiline: true, validation: words(8) });
  const passes = (text: string) => {
    try {
      raw.validate(text, undefined);
      return true;
    } catch {
      return false;
    }
  };
  const linesFor = (text: string) => {
    try {
      raw.validate(text, undefined);
    } catch (error) {
      return problemLines((error as Error).message, text, passes);
    }
    return [];
  };

  it("give each claim its own line, quoting its words with what to write instead", () => {
    const lines = linesFor(
      "Our licensed vacuum tankers collect general waste and recycling across Australia.",
    );
    expect(lines.length).toBe(3);
    for (const line of lines) {
      expect(line).toMatch(/^"[^"]+" claims [^"]+ in plain words: \S/);
      expect(line.match(/ claims /g)).toHaveLength(1);
      expect(line).not.toContain(claimsHint);
    }
    expect(
      lines.some((line) => line.startsWith('"across Australia"') && line.includes("{serviceArea}")),
    ).toBe(true);
  });

  it("say first what the text still lacks without the claims", () => {
    const [first, ...claims] = linesFor("Nationwide service.");
    expect(first).toMatch(/^Write at least 8 words/);
    expect(claims).toEqual([expect.stringContaining('"Nationwide"')]);
  });

  it("are the message itself when it lists no rules of words", () => {
    expect(problemLines("Choose the kind of bin", "Our licensed trucks", () => false)).toEqual([
      "Choose the kind of bin",
    ]);
  });
});

describe("a field in a group of its own label", () => {
  it("is named once in the summary", () => {
    const text = fields.text({ label: "Who it suits" });
    const at = { place: "suits", where: ["Who it suits"], inList: false };
    expect(placeIn(at, "text", text)).toEqual({
      place: "suits.text",
      where: ["Who it suits"],
      inList: false,
    });
    expect(placeIn(at, "lead", fields.text({ label: "Lead" })).where).toEqual(["Who it suits", "Lead"]);
  });
});
