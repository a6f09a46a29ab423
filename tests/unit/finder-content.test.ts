import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { readContentFiles } from "~/content/files.server";
import { problemsOf } from "../support/content-edits";
import { pageGone } from "~/content/link-limits";

/**
 * The finder tables' rules (content/finder/), checked by changing one file of the real content at a
 * time, as an editor's save would: the build refuses it with a message naming the file and the
 * field, and the editor refuses the same single-file mistakes before a save.
 */
const files = readContentFiles();
const textOf = (file: string) => files.find((f) => f.file === file)!.text;
const firstIn = (folder: string) => files.find((f) => f.file.startsWith(`content/finder/${folder}/`))!.file;

function problemsWith(changes: Record<string, string | null>): string[] {
  const changed = files
    .filter(({ file }) => !(file in changes) || changes[file] !== null)
    .map(({ file, text }) => ({ file, text: changes[file] ?? text }));
  for (const [file, text] of Object.entries(changes))
    if (text !== null && !files.some((f) => f.file === file)) changed.push({ file, text });
  return problemsOf(changed);
}

const item = firstIn("waste-items");
const bin = firstIn("bins");
const area = firstIn("service-areas");
const otherArea = files.filter((f) => f.file.startsWith("content/finder/service-areas/"))[1]!.file;
const replace = (file: string, line: RegExp, by: string) => {
  const text = textOf(file);
  expect(text, file).toMatch(line);
  return text.replace(line, by);
};

describe("the finder tables in the content", () => {
  it("read without a problem", () => expect(problemsWith({})).toEqual([]));

  it("refuse an item whose words are not sentences, and one we do not collect without who does", () => {
    const broken = [
      "name: Thing",
      "aliases: []",
      "path: /services/no-such-page",
      "prepare: lower case and no full stop",
      "collected:",
      "  discriminant: false",
      "",
    ].join("\n");
    const problems = problemsWith({ "content/finder/waste-items/thing.yaml": broken });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/finder\/waste-items\/thing\.yaml: field "prepare": Write full sentences/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/finder\/waste-items\/thing\.yaml: field "collected\.value": /),
    );
  });

  it("refuse a link from an item to a page that does not exist, and the same item twice", () => {
    const name = /^name: (.*)$/m.exec(textOf(item))![1]!;
    const other = files.filter((f) => f.file.startsWith("content/finder/waste-items/"))[1]!.file;
    const problems = problemsWith({
      [other]: replace(other, /^path: .*$/m, "path: /services/no-such-page"),
      "content/finder/waste-items/again.yaml": textOf(item).replace(
        /^name: .*$/m,
        `name: ${name.toUpperCase()}`,
      ),
    });
    expect(problems).toContain(`${other}: field "path": ${pageGone("/services/no-such-page")}`);
    // An item's name is its file name: the editor cannot save a second file for one name, and a
    // file named otherwise by hand is refused with the file name its name makes.
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/finder\/waste-items\/again\.yaml: field "name": Item makes the file name [a-z0-9-]+, but the file is named again$/,
      ),
    );
  });

  it("refuse a postcode that is not four digits and a range that starts after it ends", () => {
    const problems = problemsWith({
      [area]: replace(area, /^ {2}- from: '(\d{4})'\n {4}to: '(\d{4})'$/m, "  - from: '3175'\n    to: '317'"),
      [otherArea]: replace(
        otherArea,
        /^ {2}- from: '(\d{4})'\n {4}to: '(\d{4})'$/m,
        "  - from: '9999'\n    to: '9990'",
      ),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${area}: field "ranges\\.0": .*four-digit postcode at each end`)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${otherArea}: field "ranges\\.0": .*starts after it ends: 9999 is more than 9990`),
      ),
    );
  });

  it("refuse ranges that overlap unless one sits wholly inside another area's", () => {
    const [, from, to] = /^ {2}- from: '(\d{4})'\n {4}to: '(\d{4})'$/m.exec(textOf(area))!;
    const straddling = `  - from: '${from}'\n    to: '${to}'\n  - from: '${String(Number(to)).padStart(4, "0")}'\n    to: '9998'`;
    const problems = problemsWith({
      [area]: replace(area, /^ {2}- from: '\d{4}'\n {4}to: '\d{4}'$/m, straddling),
      [otherArea]: replace(otherArea, /^ranges:\n/m, `ranges:\n  - from: '${from}'\n    to: '${to}'\n`),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${area}: field "ranges\\.1": .* overlaps ${area} field "ranges\\.0"`),
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/overlaps .*; a range may only sit wholly inside another area's/),
    );
  });

  it("refuse a suburb listed twice, and one whose postcode is in another area's ranges", () => {
    const [, name, postcode] = /^ {2}- name: (.*)\n {4}postcode: '(\d{4})'$/m.exec(textOf(area))!;
    const problems = problemsWith({
      [otherArea]: replace(
        otherArea,
        /^suburbs:.*\n/m,
        `suburbs:\n  - name: ${name!.toUpperCase()}\n    postcode: '${postcode}'\n`,
      ),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${otherArea}: field "suburbs\\.0\\.name": .* is already in ${area}`),
      ),
    );
    expect(problems).toContain(
      `${otherArea}: field "suburbs.0.postcode": ${postcode} is in the ranges of ${area}`,
    );
  });

  it("refuse a bin drawn without a size and a bin the helper cannot do without", () => {
    const problems = problemsWith({
      [bin]: replace(bin, /^ {4}width: \d+$/m, "    width: 0"),
      ...Object.fromEntries(
        files
          .filter((f) => f.file.startsWith("content/finder/bins/") && /^family: compactor$/m.test(f.text))
          .map((f) => [f.file, null]),
      ),
    });
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${bin}: field "drawing\\.value\\.width": .*at least 10`)),
    );
    expect(problems).toContain("content/finder/bins: the bin helper needs at least one compactor");
  });
});

type Field = {
  kind: string;
  fields?: Record<string, Field>;
  values?: Record<string, Field>;
  element?: Field;
  validate?: (value: unknown, extra?: unknown) => unknown;
};
const { collections } = keystaticConfig as unknown as {
  collections: Record<string, { path: string; schema: Record<string, Field> }>;
};
const refuses = (field: Field | undefined, value: unknown) => expect(() => field!.validate!(value)).toThrow();
const accepts = (field: Field | undefined, value: unknown) =>
  expect(() => field!.validate!(value)).not.toThrow();

describe("the editor's finder collections", () => {
  it("refuse before a save what the build refuses in one file", () => {
    const { serviceAreas, wasteItems, bins } = collections;
    const range = serviceAreas!.schema.ranges!.element;
    refuses(range, { from: "3175", to: "3171" });
    refuses(range, { from: "317", to: "3171" });
    accepts(range, { from: "3171", to: "3175" });
    const suburb = serviceAreas!.schema.suburbs!.element!.fields!;
    refuses(suburb.postcode, "31750");
    refuses(suburb.name, "3!75");
    accepts(suburb.name, "Noble Park");
    refuses(wasteItems!.schema.prepare, "no capital and no full stop");
    accepts(wasteItems!.schema.prepare, "Bag it.");
    const collected = wasteItems!.schema.collected!.values!;
    accepts(collected.true, "");
    refuses(collected.false, "");
    accepts(collected.false, "The council's transfer station takes it.");
    refuses(bins!.schema.litres, 0);
    const drawn = bins!.schema.drawing!.values!.true!.fields!;
    refuses(drawn.width, 5);
    refuses(drawn.height, null);
  });
});
