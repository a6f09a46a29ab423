import { createHash } from "node:crypto";
import { resolve } from "node:path";
import type { ComponentSchema } from "@keystatic/core";
import { contentSchema, pagesIn, postsIn } from "./schema";
import { cachedUntilChanged, readContentFiles } from "./files.server";
import { readFields } from "./fields";
import { ContentError } from "./load";
import { fillTokens } from "./text";
import { parseYaml } from "./yaml";

export type IssueItem =
  | { kind: "link"; path: string; title: string; why: string }
  | { kind: "paragraph"; heading: string; text: string };

/** One monthly e-mail as the site publishes it, its company facts filled in. */
export interface MonthlyIssue {
  month: string;
  subject: string;
  preview: string;
  introduction: string;
  items: IssueItem[];
  /** The day it goes out (Melbourne time), or null while it is being written. */
  sendOn: string | null;
  testAddresses: string[];
  /** Changes whenever the words do: a test copy goes out once for each version. */
  version: string;
}

interface StoredIssue {
  month: string;
  subject: string;
  preview: string;
  introduction: string;
  links: { page: string; why: string }[];
  paragraphs: { heading: string; text: string }[];
  sendOn: string | null;
  testAddresses: string[];
}

/**
 * Reads content/monthly/ through the editor's own fields, with the site's pages and posts for the
 * links; a file that breaks a rule stops the build (the content check reads the same fields).
 */
export function readIssues(files = readContentFiles()): MonthlyIssue[] {
  const pages = pagesIn(files);
  const posts = postsIn(files);
  const schema = contentSchema(pages, { posts }).collections.monthly.schema as Record<
    string,
    ComponentSchema
  >;
  const titles = new Map([...pages, ...posts].map((page) => [page.path, page.name]));
  const problems: string[] = [];
  const issues = files
    .filter(({ file }) => /^content\/monthly\/[^/]+\.yaml$/.test(file))
    .flatMap(({ file, text }) => {
      const month = file.slice("content/monthly/".length, -".yaml".length);
      const { value, problems: found } = readFields(schema, parseYaml(text, file), {
        field: "month",
        value: month,
      });
      if (found.length) {
        problems.push(...found.map(({ field, message }) => `${file}: field "${field}": ${message}`));
        return [];
      }
      const stored = value as unknown as StoredIssue;
      const words = JSON.stringify(stored);
      return [
        {
          month,
          subject: fillTokens(stored.subject),
          preview: fillTokens(stored.preview),
          introduction: fillTokens(stored.introduction),
          items: [
            ...stored.links.map((item): IssueItem => ({
              kind: "link",
              path: item.page,
              title: titles.get(item.page) ?? "",
              why: fillTokens(item.why),
            })),
            ...(stored.paragraphs ?? []).map((item): IssueItem => ({
              kind: "paragraph",
              heading: fillTokens(item.heading),
              text: fillTokens(item.text),
            })),
          ],
          sendOn: stored.sendOn || null,
          testAddresses: stored.testAddresses ?? [],
          version: createHash("sha256").update(words).digest("hex").slice(0, 16),
        },
      ];
    });
  if (problems.length) throw new ContentError(problems);
  return issues.sort((a, b) => b.month.localeCompare(a.month));
}

/** The issues as this build publishes them; in development, as last saved in the editor. */
export const allIssues: () => MonthlyIssue[] = cachedUntilChanged(resolve("content"), () => readIssues());

/** The hour the send-on day starts: midnight in Melbourne, where the company works. */
const SEND_ZONE = "Australia/Melbourne";

/** Whether `issue`'s day has come at `now`, counted in Melbourne (the day starts at local midnight). */
export function isDue(issue: MonthlyIssue, now: number): boolean {
  if (!issue.sendOn) return false;
  const today = new Date(now).toLocaleDateString("en-CA", { timeZone: SEND_ZONE });
  return today >= issue.sendOn;
}

/** The issues the archive shows: those whose day has come, newest first. */
export const publishedIssues = (now: number) => allIssues().filter((issue) => isDue(issue, now));
