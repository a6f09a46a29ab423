import { describe, expect, it } from "vitest";
import { templateWords } from "~/content/index.server";
import { formatDate } from "~/lib/format";
import { type MonthlyIssue, allIssues } from "~/content/monthly-issues.server";
import { nextSendOn, welcomeWords } from "~/content/monthly-welcome.server";

/**
 * What a new subscriber is told: the content's words on what the e-mail is, then the next
 * e-mail's day from the monthly e-mails, or the content's words without a date. The build's own
 * issue, with its days set here.
 */
const [written] = allIssues();
const issue = (month: string, sendOn: string | null): MonthlyIssue => ({ ...written!, month, sendOn });
const on = (day: string) => Date.parse(`${day}T12:00:00+11:00`);
const words = templateWords().subscription;

describe("the welcome", () => {
  const issues = [issue("2031-03", "2031-03-02"), issue("2031-02", "2031-02-03"), issue("2031-04", null)];

  it("names the earliest send-on day still to come, and none once each has come", () => {
    expect(nextSendOn(on("2031-01-20"), issues)).toBe("2031-02-03");
    // On its day an e-mail has started: the next is the one after.
    expect(nextSendOn(on("2031-02-03"), issues)).toBe("2031-03-02");
    expect(nextSendOn(on("2031-03-02"), issues)).toBeNull();
  });

  it("says what to expect, then the day in the content's words, or its words without a date", () => {
    const dated = welcomeWords(on("2031-01-20"), issues);
    expect(dated[0]).toBe(words.expect);
    expect(dated[1]).toContain(formatDate("2031-02-03"));
    expect(dated[1]).not.toMatch(/\{day\}/);
    expect(welcomeWords(on("2031-03-10"), issues)).toEqual([words.expect, words.nextUndated]);
    expect(words.nextUndated).not.toMatch(/\d{4}/);
  });
});
