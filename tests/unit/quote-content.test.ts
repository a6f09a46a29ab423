import { describe, expect, it } from "vitest";
import { allContent, documentContent } from "~/content/index.server";
import { countWords } from "~/content/text";
import { quickLinks } from "~/site/footer";
import { allPages, findPage } from "~/site/pages";

const sentencesOf = (texts: string[]) =>
  texts
    .join(" ")
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

describe("what affects the price", () => {
  const offered = allPages().filter((page) => ["service", "waste", "material"].includes(page.type));
  // Each topic page's price section, by address, from its content file.
  const priceFactors = Object.fromEntries(
    allContent().topics.flatMap((topic) => (topic.priceFactors ? [[topic.path, topic.priceFactors]] : [])),
  );

  it("is written for every service, waste-stream and material page, and for no other", () => {
    expect(Object.keys(priceFactors).sort()).toEqual(offered.map((page) => page.path).sort());
  });

  it("has at least 80 words of its own on each page: no sentence is shared with another page", () => {
    const seen = new Map<string, string>();
    for (const page of offered) {
      const sentences = sentencesOf(priceFactors[page.path]!);
      for (const sentence of sentences) {
        expect(seen.get(sentence), `${page.path} repeats: ${sentence}`).toBeUndefined();
        seen.set(sentence, page.path);
      }
      expect(countWords(priceFactors[page.path]!.join(" ")), page.path).toBeGreaterThanOrEqual(80);
    }
  });

  it("states no amounts: a price is as set out in the quote", () => {
    for (const [path, texts] of Object.entries(priceFactors))
      expect(texts.join(" "), path).not.toMatch(/\$\s?\d|\d+\s?(dollars|cents)|per cent|%/i);
  });
});

describe("the fees and the service agreement", () => {
  for (const path of ["/fees-and-charges", "/service-agreement"]) {
    it(`${path} is in the site map with its words, and linked from the footer`, () => {
      expect(findPage(path)?.type).toBe("terms");
      expect(documentContent(path)?.sections.length).toBeGreaterThan(2);
      expect(quickLinks.map((link) => link.path)).toContain(path);
    });
  }

  it("links each state's own levy page and names no price", () => {
    const fees = documentContent("/fees-and-charges")!;
    const hrefs = fees.sections
      .flatMap((section) => section.links ?? [])
      .map((link) => new URL(link.href).host);
    expect(hrefs).toEqual(["www.epa.nsw.gov.au", "www.epa.vic.gov.au", "www.qld.gov.au"]);
    const words = JSON.stringify([fees, documentContent("/service-agreement")]);
    // No price: the only dollar figures allowed are the law's own thresholds, written in millions.
    expect(words).not.toMatch(/\$\s?\d(?![\d.,]*\s?million)/);
    expect(words).toContain("as set out in your quote");
  });

  it("says an agreement never renews itself and how to cancel", () => {
    const headings = documentContent("/service-agreement")!.sections.map((section) => section.heading);
    expect(headings).toEqual(expect.arrayContaining(["How prices are reviewed", "How to cancel"]));
    expect(JSON.stringify(documentContent("/service-agreement"))).toContain("No agreement renews itself");
  });

  it("is linked from every FAQ answer about contracts", () => {
    const { topics, cities, hubs } = allContent();
    const faqs = [...topics, ...cities, ...hubs].flatMap((content) => content.faqs ?? []);
    // Contracts and agreements with us: not contractors, a customer's own production contracts or a
    // water authority's trade waste agreement.
    const aboutContracts = faqs.filter((faq) =>
      /\b(sign|minimum|long|separate) (a |an )?(long )?contracts?\b|\bwe contract with\b|service agreement|agreement's end date/i.test(
        `${faq.question} ${faq.answer}`,
      ),
    );
    expect(aboutContracts.length).toBeGreaterThanOrEqual(4);
    for (const faq of aboutContracts)
      expect(
        faq.links?.map((link) => link.path),
        faq.question,
      ).toContain("/service-agreement");
  });
});
