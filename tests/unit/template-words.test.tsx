import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LinkedText } from "~/components/LinkedText/LinkedText";
import { writtenWithBlanks } from "~/content/limits";
import { fillBlanks, linkedWordsProblems } from "~/content/template-words";
import { site } from "~/site/site";

/** The text a reader sees: the rendered HTML without its tags and with React's entities read back. */
const visible = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^<>]*>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

describe("words a template shares", () => {
  it("fill the blanks the template knows and leave any other {word} as written", () => {
    expect(fillBlanks("Explore {page}", { page: "bins and skips" })).toBe("Explore bins and skips");
    expect(fillBlanks("{count} pages match; the best {shown} are shown.", { count: "12", shown: "10" })).toBe(
      "12 pages match; the best 10 are shown.",
    );
    expect(fillBlanks("Call {phone}", { page: "x" })).toBe("Call {phone}");
  });

  it("accept a field's own blanks and the company's tokens, and refuse any other {word}", () => {
    const explore = writtenWithBlanks(["page"]);
    expect(explore.test("Explore {page}")).toBe(true);
    expect(explore.test("Call {phone} about {page}")).toBe(true);
    expect(explore.test("Explore {pag}")).toBe(false);
    expect(explore.test("Search results for {query}")).toBe(false);
    expect(writtenWithBlanks([]).test("Explore {page}")).toBe(false);
    expect(explore.test("Explore {page} TODO")).toBe(false);
  });
});

describe("a sentence with links", () => {
  const sentence = {
    text: "Our fees and charges page explains an invoice, and the service agreement the terms.",
    links: [
      { label: "service agreement", path: "/service-agreement" },
      { label: "fees and charges", path: "/fees-and-charges" },
    ],
  };

  it("links each link's words where they appear, and reads exactly as the sentence", () => {
    const html = renderToString(
      <MemoryRouter>
        <LinkedText {...sentence} />
      </MemoryRouter>,
    );
    expect(visible(html)).toBe(sentence.text);
    const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, words]) => [
      href,
      words,
    ]);
    expect(links).toEqual([
      ["/fees-and-charges", "fees and charges"],
      ["/service-agreement", "service agreement"],
    ]);
  });

  it("makes the company's phone number a link that calls it", () => {
    const text = `Call ${site.phone.display}, or read the service agreement.`;
    const html = renderToString(
      <MemoryRouter>
        <LinkedText text={text} links={[]} />
      </MemoryRouter>,
    );
    expect(visible(html)).toBe(text);
    expect(html).toContain(`href="${site.phone.href}"`);
  });

  it("shows a link whose words the sentence lacks as no link, and the content report names it", () => {
    const broken = {
      ...sentence,
      links: [...sentence.links, { label: "privacy policy", path: "/privacy-policy" }],
    };
    const html = renderToString(
      <MemoryRouter>
        <LinkedText {...broken} />
      </MemoryRouter>,
    );
    expect(visible(html)).toBe(sentence.text);
    expect(html).not.toContain("/privacy-policy");
    expect(linkedWordsProblems("content/x.yaml", { aside: { notes: [sentence, broken] } })).toEqual([
      'content/x.yaml: field "aside.notes.1.links.2.label": "privacy policy" is not in the sentence above it',
    ]);
    expect(linkedWordsProblems("content/x.yaml", { aside: sentence })).toEqual([]);
  });
});
