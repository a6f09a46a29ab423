import { fields } from "@keystatic/core";
import { describe, expect, it } from "vitest";
import { choice } from "../../app/content/schema/choice-field";
import { company } from "../../app/content/schema/company";
import { fileNameOf, nameAsFileName } from "../../app/content/schema/name-file-field";
import { describe as line, problemsOf } from "../../app/content/schema/problems";
import { year } from "../../app/content/schema/year-field";

describe("the editor's refusals", () => {
  it("refuse a name another entry's file already has, whatever its capitals", () => {
    const field = nameAsFileName({ label: "Item", description: "", max: 60, kind: "What goes where" });
    const slugs = new Set([fileNameOf("Coffee pods")]);
    const again = { name: "Coffee Pods", slug: fileNameOf("Coffee Pods") };
    expect(() => field.validate(again, { slugField: { slugs, glob: "*" } })).toThrow(
      '"Coffee Pods" is already in What goes where',
    );
    expect(
      field.validate({ name: "Tea bags", slug: "tea-bags" }, { slugField: { slugs, glob: "*" } }),
    ).toEqual({
      name: "Tea bags",
      slug: "tea-bags",
    });
  });

  it("find a refused list item by the field's own check, and say where it is", () => {
    const overview = fields.array(fields.text({ label: "Paragraph", validation: { length: { min: 20 } } }), {
      label: "Overview",
    });
    const problems = problemsOf(overview, ["A paragraph long enough to pass.", "Too short."], ["Overview"]);
    expect(problems.map(line)).toEqual([
      "Overview, paragraph 2: Paragraph must be at least 20 characters long",
    ]);
  });

  it("keep a year as written and refuse one that is not", () => {
    const founded = year({ label: "Year founded", min: 1900, max: 2100 });
    expect(founded.reader.parse(2004)).toBe(2004);
    expect(() => founded.validate(null)).toThrow("such as 2004");
  });

  it("start a drop-down on no choice, refuse saving it so, and sort the choices by name", () => {
    const picker = choice({
      label: "Page",
      options: [
        { label: "Wheelie bins", value: "/b" },
        { label: "Cardboard", value: "/a" },
      ],
    });
    expect(picker.defaultValue()).toBe("");
    expect(() => picker.validate("")).toThrow("Choose the page");
    expect(picker.options.map((option) => option.label)).toEqual(["Cardboard", "Wheelie bins"]);
  });

  it("refuse an account number pattern the request forms could not check numbers with", () => {
    const pattern = company().schema.accountNumber.fields.pattern;
    expect(pattern.validate("C[0-9]{6}", undefined)).toBe("C[0-9]{6}");
    expect(() => pattern.validate("C[0-9{6", undefined)).toThrow("cannot be read");
    expect(() => pattern.validate("(C[0-9]{6})?", undefined)).toThrow("at least one character");
  });
});
