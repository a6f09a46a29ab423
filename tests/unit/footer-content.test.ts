import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { type FooterFile, placeOf, readFooter, registerPlaces } from "~/content/footer";
import { blogFirstPage } from "~/content/footer-limits";
import { content, footerContent } from "~/content/index.server";
import { parseYaml } from "~/content/yaml";
import { site } from "~/site/site";
import { problemsOf, withFileChanged } from "../support/content-edits";

const files = readContentFiles();

/** The build's reading of content/footer.yaml after an edit, as the editor would save it. */
const problemsAfter = (change: (footer: FooterFile) => void, all = files): string[] =>
  problemsOf(withFileChanged(all, "content/footer.yaml", (data) => change(data as unknown as FooterFile)));

describe("the footer's words and links, from content/footer.yaml", () => {
  const footer = footerContent();

  it("states the founding year and links the blog's first page and every terms page (SPEC)", () => {
    expect(footer.founded).toContain(String(site.foundedYear));
    const linked = footer.quickLinks.map((link) => link.path);
    expect(linked).toContain(blogFirstPage.path);
    for (const page of content().pages.filter((page) => page.type === "terms"))
      expect(linked).toContain(page.path);
  });

  it("shows each area link as a place the register serves, linking a city page about it", () => {
    expect(footer.areas.length).toBeGreaterThan(0);
    for (const area of footer.areas) {
      expect(registerPlaces(), area.path).toContain(area.name);
      const page = content().pages.find((candidate) => candidate.path === area.path);
      expect(page?.type, area.path).toBe("city");
      expect(placeOf(page!.name)).toBe(area.name);
    }
  });

  it("fills the company's facts into its words", () => {
    expect(footer.blurb).not.toMatch(/\{\w+\}/);
  });
});

describe("the footer's rules, applied by the build", () => {
  it("accepts the footer as it is", () => {
    expect(problemsAfter(() => {})).toEqual([]);
  });

  it("refuses quick links without the blog's first page, naming it", () => {
    const problems = problemsAfter((footer) => {
      footer.quickLinks = footer.quickLinks.filter((link) => link.page !== blogFirstPage.path);
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/footer\.yaml: field "quickLinks": .*\(\/blog\/1\) is missing/),
    );
  });

  it("refuses quick links without a terms page, naming it", () => {
    const terms = content().pages.find((page) => page.type === "terms")!;
    const problems = problemsAfter((footer) => {
      footer.quickLinks = footer.quickLinks.filter((link) => link.page !== terms.path);
    });
    expect(problems).toContainEqual(expect.stringContaining(`(${terms.path}) is missing`));
  });

  it("refuses a founding-year line without the founding year", () => {
    const problems = problemsAfter((footer) => {
      footer.founded = "Founded long ago";
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/footer\.yaml: field "founded": Must hold \{founded\}/),
    );
  });

  it("refuses a typed address and a label over its limit", () => {
    const problems = problemsAfter((footer) => {
      footer.quickLinks[0]!.page = "/no-such-page";
      footer.quickLinks[1]!.label = "x".repeat(41);
    });
    expect(problems).toContainEqual(expect.stringContaining("links to /no-such-page, which is not a page"));
    expect(problems).toContainEqual(expect.stringContaining('field "quickLinks.1.label"'));
  });

  it("refuses an area link to a page other than a city page", () => {
    const other = content().pages.find((page) => page.type !== "city")!;
    const problems = problemsAfter((footer) => {
      footer.areas.push(other.path);
    });
    expect(problems).toContainEqual(expect.stringContaining(`links to ${other.path}, which is not a page`));
  });

  it("leaves out a city page about no place the register serves, rather than refusing the site", () => {
    const footer = parseYaml(files.find((entry) => entry.file === "content/footer.yaml")!.text) as FooterFile;
    const pages = [
      { path: "/pages/waste-management-hobart", type: "city", name: "Waste management in Hobart" },
      { path: "/pages/waste-management-glenorchy", type: "city", name: "Waste management in Glenorchy" },
      ...content().pages.filter((page) => page.type === "terms"),
    ];
    const problems: string[] = [];
    const read = readFooter(
      "content/footer.yaml",
      { ...footer, areas: pages.slice(0, 2).map((page) => page.path) },
      pages,
      problems,
      registerPlaces(["Glenorchy"], "Glenorchy"),
    );
    expect(problems).toEqual([]);
    expect(read.areas).toEqual([{ name: "Glenorchy", path: "/pages/waste-management-glenorchy" }]);
    expect(read.areasLeftOut).toEqual(["/pages/waste-management-hobart"]);
  });

  it("reads the places from the register's cities and its service-area note, and a page's place from its name", () => {
    const places = registerPlaces(["Hobart"], "Hobart, plus Glenorchy and northern Tasmania");
    expect(places).toEqual(["Hobart", "Glenorchy", "Tasmania"]);
    expect(placeOf("Waste management in Glenorchy", places)).toBe("Glenorchy");
    expect(placeOf("Waste management in Perth", places)).toBeUndefined();
    expect(placeOf("Bins in South Melbourne", ["Melbourne", "South Melbourne"])).toBe("South Melbourne");
  });

  it("refuses a site without its footer file", () => {
    const problems = problemsOf(files.filter((entry) => entry.file !== "content/footer.yaml"));
    expect(problems).toContainEqual(
      expect.stringContaining("content/footer.yaml: the footer's file is missing"),
    );
  });
});
