import { describe, expect, it } from "vitest";
import { dump as stringify, load as parse } from "js-yaml";
import { readContentFiles } from "~/content/files.server";
import { specPathsWithoutMetadata } from "./spec-routes";
import { loadContent } from "~/content/load";
import { pageLimits } from "~/content/limits";
import { pageGone } from "~/content/link-limits";
import { contentSchema, pagesIn } from "~/content/schema";
import { problemsOf, withFileChanged } from "../support/content-edits";

/**
 * The build's content check, fed the real content with one file changed: each rule must refuse
 * the change, naming that file and the field. Files are chosen by folder, never by name.
 */
const real = readContentFiles();
const first = (folder: string) => real.find((entry) => entry.file.startsWith(`content/${folder}/`))!.file;
const serviceFile = first("services");
const industryFile = first("industries");
const cityFiles = real.filter((entry) => entry.file.startsWith("content/cities/")).map((entry) => entry.file);
const dataOf = (file: string) =>
  parse(real.find((entry) => entry.file === file)!.text) as Record<string, unknown>;
const service = dataOf(serviceFile);
const serviceAddress = service.path as string;

const withChange = (file: string, change: (data: Record<string, unknown>) => void, files = real) =>
  withFileChanged(files, file, change);

const words = (n: number, word = "word") => Array.from({ length: n }, (_, i) => `${word}${i}`).join(" ");

describe("the content check", () => {
  it("passes the site's content as it is", () => {
    expect(problemsOf(real)).toEqual([]);
  });

  it("names the file and field when a required field is missing, also inside a list", () => {
    expect(problemsOf(withChange(serviceFile, (data) => delete data.lead))).toEqual([
      expect.stringMatching(new RegExp(`^${serviceFile}: field "lead": `)),
    ]);
    const answer = withChange(
      serviceFile,
      (data) => delete (data.faqs as Record<string, unknown>[])[1]!.answer,
    );
    expect(problemsOf(answer)).toEqual([
      expect.stringMatching(new RegExp(`^${serviceFile}: field "faqs.1.answer": `)),
    ]);
  });

  it("rejects a key the page type does not have", () => {
    const problems = problemsOf(withChange(serviceFile, (data) => (data.subtitle = "Another heading")));
    expect(problems).toEqual([`${serviceFile}: field "subtitle": is not a known field here`]);
  });

  it("holds the title and description to the page limits", () => {
    const title = (n: number) => problemsOf(withChange(serviceFile, (data) => (data.title = "W".repeat(n))));
    expect(title(pageLimits.titleMax + 1)).toEqual([
      expect.stringContaining(`${serviceFile}: field "title": `),
    ]);
    expect(title(pageLimits.titleMax)).toEqual([]);
    const description = (n: number) =>
      problemsOf(withChange(serviceFile, (data) => (data.description = "d".repeat(n))));
    expect(description(pageLimits.descriptionMin - 1)).toHaveLength(1);
    expect(description(pageLimits.descriptionMax + 1)).toHaveLength(1);
    expect(description(pageLimits.descriptionMax)).toEqual([]);
  });

  it("needs enough questions, related pages, and words in the lead, paragraphs and answers", () => {
    const change = (edit: (data: Record<string, unknown>) => void) =>
      problemsOf(withChange(serviceFile, edit));
    expect(
      change((data) => (data.faqs = (data.faqs as unknown[]).slice(0, pageLimits.questionsMin - 1))),
    ).toEqual([expect.stringContaining(`field "faqs": needs at least ${pageLimits.questionsMin}`)]);
    expect(
      change((data) => (data.related = (data.related as unknown[]).slice(0, pageLimits.relatedMin - 1))),
    ).toEqual([expect.stringContaining(`field "related": needs at least ${pageLimits.relatedMin}`)]);
    expect(change((data) => (data.lead = words(pageLimits.leadWords - 1)))).toEqual([
      expect.stringContaining(`field "lead": Write at least ${pageLimits.leadWords} words`),
    ]);
    expect(change((data) => ((data.overview as string[])[0] = words(pageLimits.paragraphWords - 1)))).toEqual(
      [expect.stringContaining(`field "overview.0": Write at least`)],
    );
    expect(change((data) => ((data.faqs as { answer: string }[])[0]!.answer = "Yes."))).toEqual([
      expect.stringContaining(`field "faqs.0.answer": Write at least ${pageLimits.answerWords} words`),
    ]);
    expect(change((data) => (data.lead = `TODO ${String(data.lead)}`))).toEqual([
      expect.stringContaining(`field "lead"`),
    ]);
  });

  it("gives service, waste and material pages a price section with no amounts, and other pages none", () => {
    const missing = problemsOf(withChange(serviceFile, (data) => delete data.priceFactors));
    expect(missing).toEqual([
      expect.stringContaining(
        `${serviceFile}: field "priceFactors": needs at least ${pageLimits.priceParagraphsMin}`,
      ),
    ]);
    const amount = problemsOf(
      withChange(
        serviceFile,
        (data) => ((data.priceFactors as string[])[0] += " A lift costs $40 each time."),
      ),
    );
    expect(amount).toEqual([expect.stringContaining(`${serviceFile}: field "priceFactors.0": `)]);
    const extra = problemsOf(withChange(industryFile, (data) => (data.priceFactors = service.priceFactors)));
    expect(extra).toEqual([`${industryFile}: field "priceFactors": is not a known field here`]);
  });

  it("rejects a link to a page that does not exist, from a picker or a document", () => {
    const related = problemsOf(
      withChange(serviceFile, (data) => ((data.related as string[])[2] = "/services/no-such-page")),
    );
    expect(related).toEqual([`${serviceFile}: field "related.2": ${pageGone("/services/no-such-page")}`]);
    const termsFile = first("terms");
    const documentLink = problemsOf(
      withChange(termsFile, (data) => {
        (data.sections as { links: unknown[] }[])[0]!.links = [{ label: "Nowhere", href: "/no-such-page" }];
      }),
    );
    expect(documentLink).toEqual([
      `${termsFile}: field "sections.0.links.0.href": ${pageGone("/no-such-page")}`,
    ]);
    // The same field refuses it at Save, in either editor: the rule is the field's own.
    const { singletons } = contentSchema(pagesIn(real));
    const sections = singletons.privacy.schema.sections as unknown as {
      element: {
        fields: { links: { element: { fields: { href: { validate: (value: string) => string } } } } };
      };
    };
    const href = sections.element.fields.links.element.fields.href;
    expect(() => href.validate("/no-such-page")).toThrow(pageGone("/no-such-page"));
    expect(href.validate(serviceAddress)).toBe(serviceAddress);
    expect(href.validate("https://www.oaic.gov.au/privacy")).toBe("https://www.oaic.gov.au/privacy");
  });

  it("rejects two pages with one address, naming both files", () => {
    const copy = serviceFile.replace(/\.yaml$/, "-copy.yaml");
    const copied = withChange(serviceFile, (data) => {
      data.name = `${String(data.name)} copy`;
      data.title = "A second page for the address check";
      data.description =
        "A second page made to check that two pages of the site can never share one address between them.";
    }).find((f) => f.file === serviceFile)!.text;
    const problems = problemsOf([...real, { file: copy, text: copied }]);
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${copy}: field "path": ${String(service.path)} is already the address of .*\\(${serviceFile}\\)`,
        ),
      ),
    );
  });

  it("rejects a title or a description in search results that another page already has", () => {
    const problems = problemsOf(
      withChange(industryFile, (data) => {
        data.title = service.title;
        data.description = service.description;
      }),
    );
    for (const field of ["title", "description"])
      expect(problems).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^content/(industries|services)/[a-z0-9-]+\\.yaml: field "${field}": “[^”]+” \\(/[^)]*\\) has this ${field} already`,
          ),
        ),
      );
    expect(problems).toHaveLength(2);
  });

  it("refuses a published terms version whose words changed after the release recorded them", () => {
    const termsFile = first("terms");
    const edited = problemsOf(
      withChange(termsFile, (data) => (data.lead = `${data.lead as string} Also this.`)),
    );
    expect(edited).toEqual([
      expect.stringMatching(
        new RegExp(`^${termsFile}: the words of /[\\w/-]+ changed after it was published`),
      ),
    ]);
    // A version the record has not seen yet is new, not edited.
    const unrecorded = withChange("content/published-terms.yaml", (data) => (data.versions = []));
    expect(
      problemsOf(
        withChange(termsFile, (data) => (data.lead = `${data.lead as string} Also this.`), unrecorded),
      ),
    ).toEqual([]);
  });

  it("rejects a paragraph or a price sentence that another page already has", () => {
    const paragraph = (dataOf(industryFile).overview as string[])[0]!;
    // The copied paragraph may also offer regulated work, which the offer rules read.
    const repeated = problemsOf(
      withChange(serviceFile, (data) => ((data.overview as string[])[1] = paragraph)),
    ).filter((problem) => problem.includes("repeats"));
    expect(repeated).toEqual([
      expect.stringMatching(
        new RegExp(`^${serviceFile}: field "overview.1": repeats a paragraph of ${industryFile}`),
      ),
    ]);
    const otherService = real.filter((entry) => entry.file.startsWith("content/services/"))[1]!.file;
    const sentence = `${words(12, "cost")}.`;
    const files = withChange(otherService, (data) => ((data.priceFactors as string[])[0] += ` ${sentence}`));
    const shared = problemsOf(
      withChange(serviceFile, (data) => ((data.priceFactors as string[])[0] += ` ${sentence}`), files),
    );
    expect(shared).toEqual([expect.stringContaining(`field "priceFactors.0": repeats a sentence of`)]);
  });

  it("rejects a city page that is another with the city's name swapped", () => {
    const [a, b] = cityFiles;
    const { name, path, title, description } = dataOf(b!);
    const swapped = { ...dataOf(a!), name, path, title, description };
    // Its paragraphs are the other page's too: the overlap is reported, not only each paragraph.
    const problems = problemsOf(
      real.map((entry) => (entry.file === b ? { file: b, text: stringify(swapped) } : entry)),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${b}: shares \\d+% of its wording with “${dataOf(a!).name as string}”`),
      ),
    );
  });

  it("rejects a city page's text that is mostly another city page's, with a few words changed", () => {
    const [a, b] = cityFiles;
    const theirs = (dataOf(a!).intro as string[])[0]!;
    const changed = `${theirs.replace(/\b(\w+)\b/, "$1,")} Ask us what suits your site.`;
    const problems = problemsOf(
      withChange(b!, (data) => {
        (data.intro as string[])[0] = changed;
      }),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^${b}: field "intro.0": \\d+% of its wording is “${dataOf(a!).name as string}”`),
      ),
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
    expect(problems.some((p) => p.startsWith(`${serviceFile}: field "name"`))).toBe(true);
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
    expect(problemsOf(files).sort()).toEqual([
      `content/company.json: field "fax": is not a known field here`,
      expect.stringMatching(/^content\/company\.json: field "phone": Digits and spaces/),
    ]);
  });

  it("requires the title, description and keywords on every page file but the two SPEC gives none", () => {
    const hubFile = first("hubs");
    const problems = problemsOf(
      withChange(hubFile, (data) => {
        data.title = "";
        data.description = "";
        data.keywords = [];
      }),
    );
    for (const field of ["title", "description", "keywords"])
      expect(problems, field).toContainEqual(expect.stringContaining(`${hubFile}: field "${field}"`));
    // The two pages without metadata have no such fields to fill: they read as having none.
    const content = loadContent(real);
    for (const path of specPathsWithoutMetadata) {
      const page = content.pages.find((entry) => entry.path === path)!;
      expect([page.title, page.description, page.keywords], path).toEqual([undefined, undefined, undefined]);
      const file = content.files.get(path)!;
      expect(problemsOf(withChange(file, (data) => (data.title = "Contact Us"))), path).toContain(
        `${file}: field "title": is not a known field here`,
      );
    }
  });
});
