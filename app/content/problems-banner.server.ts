import type { ContentProblem } from "./problems";

const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The development server's notice on every public page while a content problem stands: the
 * page shows the last good content, and this says why the latest save is not on it. It is written
 * into the served HTML after React's render, outside what React hydrates (React leaves an element
 * it did not render at the end of the body alone), so no page's code carries it, and only the
 * development server adds it (app/entry.server.tsx).
 */
export function withProblemsBanner(html: string, problems: ContentProblem[]): string {
  if (!problems.length || !html.includes("</body>")) return html;
  const items = problems
    .map(({ file, field, message }) => `<li>${escaped(file)}${field ? `, field “${escaped(field)}”` : ""}: ${escaped(message)}</li>`)
    .join("");
  const banner =
    `<aside id="content-problems" aria-label="Content problems" style="position:fixed;inset-inline:0;bottom:0;z-index:1000;max-height:40vh;overflow-y:auto;padding:0.75rem 1.25rem;background:#7f1d1d;color:#fff;font:0.9rem/1.45 system-ui,sans-serif">` +
    `<p style="margin:0 0 0.25rem;font-weight:600">Development server: this page shows the last good content. The build would refuse:</p>` +
    `<ul style="margin:0;padding-left:1.25rem">${items}</ul></aside>`;
  const at = html.lastIndexOf("</body>");
  return html.slice(0, at) + banner + html.slice(at);
}
