import { describe, expect, it } from "vitest";
import { dump as stringify, load as parse } from "js-yaml";
import { readContentFiles } from "~/content/files.server";
import { type ContentFile, ContentError, loadContent } from "~/content/load";

/** The real content, with one file changed: each check must name that file and the field. */
const real = readContentFiles();
const serviceFile = "content/services/wheelie-bins.yaml";

function withChange(file: string, change: (data: Record<string, unknown>) => void): ContentFile[] {
  return real.map((entry) => {
    if (entry.file !== file) return entry;
    const data = parse(entry.text) as Record<string, unknown>;
    change(data);
    return { file, text: stringify(data) };
  });
}

function problemsOf(files: ContentFile[]): string[] {
  try {
    loadContent(files);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

describe("the content check", () => {
  it("passes the site's content as it is", () => {
    expect(problemsOf(real)).toEqual([]);
    expect(loadContent(real).pages.length).toBeGreaterThanOrEqual(83);
  });

  it("names the file and field when a required field is missing", () => {
    const problems = problemsOf(withChange(serviceFile, (data) => delete data.lead));
    expect(problems).toEqual([`${serviceFile}: field "lead" is required but missing`]);
  });

  it("names a missing field inside a list", () => {
    const problems = problemsOf(
      withChange(serviceFile, (data) => delete (data.faqs as Record<string, unknown>[])[1]!.answer),
    );
    expect(problems).toEqual([`${serviceFile}: field "faqs.1.answer" is required but missing`]);
  });

  it("rejects a key the page type does not have", () => {
    const problems = problemsOf(withChange(serviceFile, (data) => (data.subtitle = "Bins on wheels")));
    expect(problems).toEqual([`${serviceFile}: field "subtitle" is not a known field here`]);
  });

  it("rejects a title over 60 characters", () => {
    const problems = problemsOf(withChange(serviceFile, (data) => (data.title = "W".repeat(61))));
    expect(problems).toEqual([`${serviceFile}: field "title" must be 60 characters or fewer`]);
    expect(problemsOf(withChange(serviceFile, (data) => (data.title = "W".repeat(60))))).toEqual([]);
  });

  it("rejects a description shorter than 70 or longer than 160 characters", () => {
    const short = problemsOf(withChange(serviceFile, (data) => (data.description = "d".repeat(69))));
    expect(short).toEqual([`${serviceFile}: field "description" must be at least 70 characters`]);
    const long = problemsOf(withChange(serviceFile, (data) => (data.description = "d".repeat(161))));
    expect(long).toEqual([`${serviceFile}: field "description" must be 160 characters or fewer`]);
    expect(problemsOf(withChange(serviceFile, (data) => (data.description = "d".repeat(160))))).toEqual([]);
  });

  it("rejects a related link to a page that does not exist", () => {
    const problems = problemsOf(
      withChange(serviceFile, (data) => ((data.related as string[])[2] = "/services/gold-plated-bins")),
    );
    expect(problems).toEqual([
      `${serviceFile}: field "related.2" links to /services/gold-plated-bins, which is not a page`,
    ]);
  });

  it("rejects a link to a missing page from 'who it suits', city services and the home page", () => {
    const cityFile = "content/cities/waste-management-sydney.yaml";
    const files = withChange(cityFile, (data) => ((data.services as string[])[0] = "/services/none"));
    expect(problemsOf(files)).toEqual([
      `${cityFile}: field "services.0" links to /services/none, which is not a page`,
    ]);
    const suits = withChange(serviceFile, (data) => {
      (data.suits as { industries: string[] }).industries.push("/industries/none");
    });
    expect(problemsOf(suits)[0]).toMatch(/field "suits\.industries\.\d+" links to \/industries\/none/);
  });

  it("rejects two pages with one address, naming both files", () => {
    const problems = problemsOf([
      ...real,
      {
        file: "content/services/wheelie-bins-copy.yaml",
        text: real.find((f) => f.file === serviceFile)!.text,
      },
    ]);
    expect(problems).toEqual([
      `content/services/wheelie-bins-copy.yaml: field "path" /services/wheelie-bins is already the address of ${serviceFile}`,
    ]);
  });

  it("reports every problem at once, and files that are not YAML or not where content belongs", () => {
    const problems = problemsOf([
      ...withChange(serviceFile, (data) => {
        delete data.name;
        data.title = "T".repeat(70);
      }),
      { file: "content/services/broken.yaml", text: "name: [unclosed" },
      { file: "content/specials/offer.yaml", text: "name: Offer" },
    ]);
    expect(problems).toHaveLength(4);
    expect(problems).toContain(`${serviceFile}: field "name" is required but missing`);
    expect(problems.some((p) => p.startsWith("content/services/broken.yaml: not valid YAML"))).toBe(true);
    expect(problems.some((p) => p.startsWith("content/specials/offer.yaml: not where content belongs"))).toBe(
      true,
    );
  });

  it("checks the company's facts", () => {
    const files = real.map((entry) =>
      entry.file === "content/company.json"
        ? { ...entry, text: JSON.stringify({ ...JSON.parse(entry.text), phone: "call us", fax: "none" }) }
        : entry,
    );
    expect(problemsOf(files)).toEqual([
      expect.stringMatching(/^content\/company\.json: field "phone" must be digits and spaces/),
      `content/company.json: field "fax" is not a known field here`,
    ]);
  });

  it("reads an empty optional table or text, as the editor saves them, as absent", () => {
    const content = loadContent(
      withChange(serviceFile, (data) => (data.options = { heading: "", intro: "", rows: [] })),
    );
    expect(content.topics.get("/services/wheelie-bins")!.options).toBeUndefined();
    const hub = loadContent(
      withChange("content/hubs/industries.yaml", (data) => {
        data.keywords = [];
        data.faqs = [];
      }),
    );
    expect(hub.pages.find((page) => page.path === "/industries")!.keywords).toBeUndefined();
  });
});
