import { templateWords } from "./index.server";
import { fillBlanks } from "./template-words";
import { formatDate } from "../lib/format";
import { type MonthlyIssue, allIssues, isDue } from "./monthly-issues.server";

/**
 * The day the next monthly e-mail goes out: the earliest send-on day whose day has not come yet
 * (Melbourne time), or null while no e-mail has one. An e-mail due today has started already, and
 * a subscriber who confirms now does not get it (docs/decisions/0026-monthly-email.md).
 */
export function nextSendOn(now: number, issues: MonthlyIssue[] = allIssues()): string | null {
  const days = issues
    .filter((issue) => issue.sendOn && !isDue(issue, now))
    .map((issue) => issue.sendOn!)
    .sort();
  return days[0] ?? null;
}

/**
 * What a new subscriber is told to expect, in the words of content/template-words/subscription:
 * what the e-mail is, then when the next one goes out (its day, or plain words without one).
 * The confirmation page and the e-mails that ask for and welcome a subscription all say this.
 */
export function welcomeWords(now: number, issues?: MonthlyIssue[]): string[] {
  const words = templateWords().subscription;
  const day = nextSendOn(now, issues);
  return [words.expect, day ? fillBlanks(words.nextOn, { day: formatDate(day) }) : words.nextUndated];
}
