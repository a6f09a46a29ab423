import { describe, expect, it } from "vitest";
import { content } from "~/content/index.server";

/**
 * Our line is answered only in business hours, so a question about liquid escaping (a trap, pit or
 * drum that overflows, spills or leaks) is answered with the emergency line first: the
 * {emergency} token (app/content/emergency.ts), never office hours alone.
 */
const aboutAnEscape = (question: string) =>
  /\b(?:overflow\w*|spill\w*|leak\w*)\b/i.test(question) &&
  /\b(?:traps?|pits?|interceptors?|arrestors?|drums?|containers?|tanks?|liquids?|spills?)\b/i.test(question);

describe("questions about liquid escaping", () => {
  it("are recognised by what overflows, not by a bin that fills up", () => {
    expect(aboutAnEscape("What if my trap overflows between services?")).toBe(true);
    expect(aboutAnEscape("One drum is leaking. What should I do?")).toBe(true);
    expect(aboutAnEscape("What if my bins overflow during a busy week?")).toBe(false);
  });

  it("are answered with the emergency line on every topic, city and hub page", () => {
    const { topics, cities, hubs } = content();
    const questions = [...topics.values(), ...cities.values(), ...hubs.values()]
      .flatMap((page) => page.faqs.map((faq) => ({ page: page.path, ...faq })))
      .filter((faq) => aboutAnEscape(faq.question));
    expect(questions.length).toBeGreaterThan(0);
    for (const faq of questions) expect(faq.answer, `${faq.page}: ${faq.question}`).toContain("{emergency}");
  });
});
