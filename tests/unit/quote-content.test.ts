import { describe, expect, it } from "vitest";
import { dump, load } from "js-yaml";
import { content, documentContent } from "~/content/index.server";
import { readContentFiles } from "~/content/files.server";
import { ContentError, loadContent } from "~/content/load";

describe("the plain-English terms", () => {
  const termsPages = content().pages.filter((page) => page.type === "terms");

  it("are each in the site map with their published words, and linked from the footer", () => {
    expect(termsPages.length).toBeGreaterThan(0);
    for (const page of termsPages) {
      expect(documentContent(page.path)?.sections.length, page.path).toBeGreaterThan(0);
      expect(content().footer.quickLinks.map((link) => link.path)).toContain(page.path);
    }
  });

  it("refuse a price in a published version, but not the law's own thresholds in millions", () => {
    const files = readContentFiles();
    const version = files.find((entry) => entry.file.startsWith("content/terms/"))!;
    const withParagraph = (text: string) => {
      const data = load(version.text) as { sections: { paragraphs: string[] }[] };
      data.sections[0]!.paragraphs.push(text);
      try {
        loadContent(files.map((entry) => (entry === version ? { ...entry, text: dump(data) } : entry)));
        return [];
      } catch (error) {
        return (error as ContentError).problems;
      }
    };
    // (The version refused, its page may be left with no published version: reported too.)
    expect(withParagraph("A lift costs $40.")).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${version.file}: field "sections\\.0\\.paragraphs\\.\\d+": No amounts`),
      ),
    );
    // Any change to a published version is also refused as an edit after publication; here only
    // the price rule is in question.
    const edited = /changed after it was published/;
    expect(withParagraph("The law applies above $3 million a year.").filter((p) => !edited.test(p))).toEqual(
      [],
    );
  });
});
