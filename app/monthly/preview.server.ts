import { monthName, updatePath } from "../content/monthly-limits";
import { SUBSCRIPTION_PATHS } from "../forms/subscription-links";
import { escapeXml } from "../site/feed";
import { absoluteUrl } from "../site/site-url";
import { allIssues, isDue } from "../content/monthly-issues.server";
import { renderIssue } from "./render.server";
import { staffPage } from "./staff-page.server";

export const MONTHLY_PREVIEW_PATH = "/api/keystatic/monthly-preview";

/** The widths staff check the e-mail at: a phone's and a desktop mail client's reading pane. */
export const previewWidths = [
  { name: "On a phone", width: 375 },
  { name: "On a desktop", width: 960 },
] as const;

/**
 * The editor's preview of one monthly e-mail (/api/keystatic/monthly-preview/2026-12), on the
 * editor's host for whoever may edit (the API route checks): the message as it arrives, at a
 * phone's and a desktop's width, its plain-text part, and a link to its page on the site. It shows
 * the words this server reads: as last saved in the development editor, as published otherwise.
 * The site's page is this server's in development (which shows an e-mail before its day there
 * only), the public site's on the editor's own host.
 */
export async function monthlyPreviewPage(month: string, storage: "local" | "github"): Promise<Response> {
  const issue = allIssues().find((each) => each.month === month);
  if (!issue)
    return staffPage(
      404,
      `<!doctype html><html lang="en-AU"><title>No such e-mail</title><p>No monthly e-mail for ${escapeXml(month)} is saved yet: save it first.</p></html>`,
    );
  // The same unsubscribe address a test copy carries: the page that explains it.
  const { html, text } = await renderIssue(issue, absoluteUrl(SUBSCRIPTION_PATHS.page));
  const state = issue.sendOn
    ? isDue(issue, Date.now())
      ? `Its send-on day, ${issue.sendOn}, has come: it is sent once the site with it is published.`
      : `Scheduled for ${issue.sendOn} (Melbourne time), once the site with it is published.`
    : "A draft: no send-on day yet.";
  const frames = previewWidths
    .map(
      ({ name, width }) => `<figure><figcaption>${name} (${width} px)</figcaption>
<iframe title="${escapeXml(`${issue.subject}: ${name.toLowerCase()}`)}" width="${width}" height="1500" sandbox="" srcdoc="${escapeXml(html)}"></iframe></figure>`,
    )
    .join("\n");
  return staffPage(
    200,
    `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Preview: ${escapeXml(issue.subject)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a2b2a;margin:1rem}h1{color:#134e4a;font-size:1.5rem}a{color:#0f766e}
.frames{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start;overflow-x:auto}figure{margin:0}
figcaption{font-weight:700;margin-bottom:.25rem}iframe{border:1px solid #d5e3e1;background:#fff;max-width:none}
pre{white-space:pre-wrap;max-width:44rem;background:#f4f8f7;padding:1rem;border:1px solid #d5e3e1}</style></head><body>
<h1>Preview: the monthly e-mail for ${escapeXml(monthName(issue.month))}</h1>
<p><strong>Subject:</strong> ${escapeXml(issue.subject)}<br><strong>Preview line:</strong> ${escapeXml(issue.preview)}</p>
<p>${escapeXml(state)} <a href="${escapeXml(storage === "local" ? updatePath(issue.month) : absoluteUrl(updatePath(issue.month)))}">See it as a page of the site</a> · <a href="/keystatic/collection/monthly/item/${escapeXml(issue.month)}">Back to the entry</a></p>
<div class="frames">${frames}</div>
<h2>The plain-text part</h2>
<pre>${escapeXml(text)}</pre></body></html>`,
  );
}
