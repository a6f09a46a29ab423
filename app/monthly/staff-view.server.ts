import { isDue, allIssues } from "../content/monthly-issues.server";
import { sendCounts } from "../forms/store/monthly.server";
import type { FormsRuntime } from "../forms/runtime.server";
import { withoutAddresses } from "../forms/log.server";
import { escapeXml } from "../site/feed";
import { MONTHLY_PREVIEW_PATH } from "./preview.server";
import { staffPage } from "./staff-page.server";

export const MONTHLY_STATUS_PATH = "/api/keystatic/monthly-status";

/**
 * The staff view of the monthly e-mails, on the editor's host for a signed-in editor (the API
 * route checks): each e-mail's state and its counts, with failures in plain words. It shows no
 * subscriber's address, to anyone.
 */
export async function monthlyStatusPage(runtime: FormsRuntime): Promise<Response> {
  const counts = await sendCounts(await runtime.db(), withoutAddresses);
  const now = runtime.now();
  const rows = allIssues().map((issue) => {
    const sent = counts.find((each) => each.month === issue.month);
    const state = sent
      ? sent.waiting > 0
        ? "Sending"
        : "Sent"
      : issue.sendOn
        ? isDue(issue, now)
          ? "Starting within a minute"
          : `Scheduled for ${issue.sendOn}`
        : "Draft (no send-on day)";
    const reasons = (sent?.reasons ?? [])
      .map((each) => `<li>${each.count}: ${escapeXml(each.reason)}</li>`)
      .join("");
    return `<tr><th scope="row"><a href="${MONTHLY_PREVIEW_PATH}/${escapeXml(issue.month)}">${escapeXml(issue.month)}</a></th><td>${escapeXml(issue.subject)}</td><td>${state}</td>
      <td>${sent?.sent ?? 0}</td><td>${sent?.waiting ?? 0}</td><td>${sent?.failed ?? 0}</td><td>${sent?.refused ?? 0}</td>
      <td>${reasons ? `<ul>${reasons}</ul>` : "None"}</td></tr>`;
  });
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Monthly e-mails: how they went</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1a2b2a;margin:1rem;max-width:72rem}h1{color:#134e4a}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d5e3e1;padding:.5rem;text-align:left;vertical-align:top}
thead th{background:#0f766e;color:#fff}</style></head><body>
<h1>Monthly e-mails: how they went</h1>
<p>Each month opens its e-mail's preview. Sent, waiting, failed (tried again later) and refused (the reader's mail server refused the address for good; not mailed again until they subscribe again). No address is shown here.</p>
<div class="scroll"><table><thead><tr><th scope="col">Month</th><th scope="col">Subject</th><th scope="col">State</th><th scope="col">Sent</th><th scope="col">Waiting</th><th scope="col">Failed</th><th scope="col">Refused</th><th scope="col">Why</th></tr></thead>
<tbody>${rows.join("") || '<tr><td colspan="8">No monthly e-mail written yet.</td></tr>'}</tbody></table></div>
<p><a href="/keystatic">Back to the editor</a></p></body></html>`;
  return staffPage(200, html);
}
