import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { claimsHint } from "../../app/content/claims";
import { words } from "../../app/keystatic/schema/fields";
import { withRefusals } from "../../app/keystatic/schema/refusals";
import { inPlainWords, refusedWords } from "../../app/keystatic/schema/plain-words";

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
