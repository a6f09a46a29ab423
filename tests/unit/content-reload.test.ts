import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedUntilChanged, readProblems } from "~/content/files.server";
import { ContentError } from "~/content/load";

/**
 * A save that breaks a content rule never takes the development server's pages down: the last
 * good content stays, with the problem by file and field for the pages and the editor to show.
 * A production read (the build) has no last good content and stops, naming them.
 */
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

function contentFolder(text: string) {
  const folder = mkdtempSync(join(tmpdir(), "content-reload-"));
  folders.push(folder);
  const file = join(folder, "page.yaml");
  writeFileSync(file, text);
  const save = (next: string) => {
    writeFileSync(file, next);
    // A later save: the folder's files look changed, and the quarter second between looks has passed.
    vi.setSystemTime(Date.now() + 1_000);
  };
  const read = () => {
    const words = readFileSync(file, "utf8");
    if (words.includes("same title"))
      throw new ContentError([
        `content/services/a.yaml: field "title": the same as content/services/b.yaml's; write one for this page`,
      ]);
    return words;
  };
  return { folder, save, read };
}

describe("content read again after a save", () => {
  it("keeps the last good content in development while a save breaks a rule, and names file and field", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { folder, save, read } = contentFolder("first words");
    const content = cachedUntilChanged(folder, read);
    expect(content()).toBe("first words");
    save("same title, once more");
    expect(content()).toBe("first words");
    expect(readProblems()).toEqual([
      {
        file: "content/services/a.yaml",
        field: "title",
        message: "the same as content/services/b.yaml's; write one for this page",
      },
    ]);
    save("mended words");
    expect(content()).toBe("mended words");
    expect(readProblems()).toEqual([]);
  });

  it("keeps one reader's problems while another reader of the same folder reads it cleanly", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { folder, save, read } = contentFolder("first words");
    const content = cachedUntilChanged(folder, read);
    const wordCount = cachedUntilChanged(
      folder,
      () => readFileSync(join(folder, "page.yaml"), "utf8").length,
    );
    content();
    save("same title, once more");
    content();
    wordCount();
    expect(readProblems().map((problem) => problem.file)).toEqual(["content/services/a.yaml"]);
    save("mended words");
    content();
    expect(readProblems()).toEqual([]);
  });

  it("stops a production read, naming the file and field", () => {
    vi.stubEnv("NODE_ENV", "production");
    const { folder, read } = contentFolder("same title");
    expect(cachedUntilChanged(folder, read)).toThrow(`content/services/a.yaml: field "title"`);
  });
});
