import { render } from "@react-email/render";
import { MonthlyEmail } from "./MonthlyEmail";
import type { MonthlyIssue } from "../content/monthly-issues.server";

export interface RenderedEmail {
  html: string;
  text: string;
}

/** The HTML and plain-text parts of one issue for one reader, through React Email's renderer. */
export async function renderIssue(issue: MonthlyIssue, unsubscribeUrl: string): Promise<RenderedEmail> {
  const element = <MonthlyEmail issue={issue} unsubscribeUrl={unsubscribeUrl} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

/**
 * Rendering once per issue and putting each reader's own unsubscribe address in afterwards keeps
 * 2,000 messages from costing 2,000 renders. The marker is a URL-safe word no reader's link holds.
 */
const MARKER = "https://unsubscribe.invalid/monthly-reader-link";

/** One reader's copy: the issue's parts with their unsubscribe page put in. */
export type ReaderCopy = (unsubscribeUrl: string) => RenderedEmail;

export function issueRenderer() {
  const rendered = new Map<string, Promise<RenderedEmail>>();
  return async (issue: MonthlyIssue): Promise<ReaderCopy> => {
    const key = `${issue.month}:${issue.version}`;
    let once = rendered.get(key);
    if (!once) rendered.set(key, (once = renderIssue(issue, MARKER)));
    const { html, text } = await once;
    return (unsubscribeUrl) => ({
      html: html.replaceAll(MARKER, unsubscribeUrl.replaceAll("&", "&amp;")),
      text: text.replaceAll(MARKER, unsubscribeUrl),
    });
  };
}
