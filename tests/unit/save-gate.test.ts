import { describe, expect, it } from "vitest";
import { dump as stringify, load as parse } from "js-yaml";
import { readContentFiles } from "~/content/files.server";
import { loadContent } from "~/content/load";
import { splitFrontMatter } from "~/content/yaml";
import { SAVE_PATH, problemsOfContent, refusedSave } from "~/keystatic/save-gate.server";

/**
 * The development editor's saves are checked against every rule of the build before they are
 * written. Each case sends a save the way the editor sends one, changing the real content; files
 * are chosen by what they are, never by name.
 */
const real = readContentFiles();
const read = () => real;
const textOf = (file: string) => real.find((entry) => entry.file === file)!.text;
const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

const save = (body: unknown) =>
  refusedSave(
    new Request(`http://localhost${SAVE_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    read,
  );
const writing = (path: string, text: string) =>
  save({ additions: [{ path, contents: base64(text) }], deletions: [] });

describe("a save in the development editor", () => {
  it("is let through when it brings no new problem, or touches no content", async () => {
    const file = real.find((entry) => entry.file.startsWith("content/services/"))!.file;
    expect(await writing(file, textOf(file))).toBeUndefined();
    expect(await writing("public/images/blog/photo.txt", "not content")).toBeUndefined();
  });

  it("is refused when it removes a page the menu links to, naming the menu", async () => {
    const { navigation, files } = loadContent(real);
    const linked = navigation
      .flatMap((item) => [item, ...(item.children ?? [])])
      .find((item) => files.get(item.path));
    const file = files.get(linked!.path)!;
    const answer = await save({ additions: [], deletions: [{ path: file }] });
    expect(answer?.status).toBe(422);
    const text = await answer!.text();
    expect(text).toMatch(/^Not deleted: /);
    // Every link to the page says the same: said once, with each place.
    expect(text.match(/which is not a page any more/g)?.length).toBe(1);
    expect(text).toContain("“Menu”");
    expect(text).not.toContain("content/navigation.yaml");
  });

  it("is refused when a post gives a date with no source, naming the post and its Sources", async () => {
    const file = real.find((entry) => entry.file.startsWith("content/blog/"))!.file;
    const { yaml, body } = splitFrontMatter(textOf(file))!;
    const front = parse(yaml) as Record<string, unknown>;
    const text = `---\n${stringify({ ...front, sources: [] })}---\n${body}\nThe rule starts on 1 July 2031.\n`;
    const answer = await writing(file, text);
    expect(answer?.status).toBe(422);
    expect(await answer!.text()).toContain(`“${String(front.title)}”, Sources:`);
  });

  it("answers a request that is not a save as the editor sends one with a 400, writing nothing", async () => {
    for (const body of [
      null,
      {},
      { additions: "x", deletions: [] },
      { additions: [{ path: 1 }], deletions: [] },
    ])
      expect((await save(body))?.status).toBe(400);
    const broken = await refusedSave(
      new Request(`http://localhost${SAVE_PATH}`, { method: "POST", body: "{" }),
      read,
    );
    expect(broken?.status).toBe(400);
  });
});

describe("the content's problems, as the save gate works them out", () => {
  const day = new Date("2026-03-02T10:00:00Z");
  // A service page removed: the menu's links to it are problems.
  const service = real.find((entry) => entry.file.startsWith("content/services/"))!;
  const withoutService = real.filter((entry) => entry !== service);

  it("are worked out once for the same files on the same day, and again for other files or another day", () => {
    const first = problemsOfContent(real, day);
    expect(problemsOfContent([...real], day)).toBe(first);
    const changed = problemsOfContent(withoutService, day);
    expect(changed).not.toBe(first);
    expect(changed.length).toBeGreaterThan(first.length);
    expect(problemsOfContent(real, day)).toBe(first);
    const nextDay = problemsOfContent(real, new Date("2026-03-03T10:00:00Z"));
    expect(nextDay).not.toBe(first);
    expect(nextDay).toEqual(first);
  });

  it("forget all but the last two contents checked", () => {
    const first = problemsOfContent(real, day);
    problemsOfContent(withoutService, day);
    problemsOfContent(real.slice(1), day);
    expect(problemsOfContent(real, day)).not.toBe(first);
  });
});
