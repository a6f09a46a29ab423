/**
 * Prints each page file's word count and problems, for writers checking their work, then every
 * source that was last checked more than twelve months ago:
 *   npm run content:report [-- folder under content/, such as services]
 * Files that break their shape stop this script (and the build) with the file and field named;
 * the writing rules below are also enforced by tests/unit/content.test.ts. A stale source is a
 * reminder to read the regulator's page again, not a problem: it does not fail the report.
 */
import { allContent, fileOfPage } from "../app/content/index.server";
import { staleSources } from "../app/content/sources.server";
import { countWords, proseOf } from "../app/content/text";
import { findPage } from "../app/site/pages";

const only = process.argv[2];
const minimum: Record<string, number> = { city: 450, hub: 120 };
const seen = new Map<string, string>();
let problems = 0;
const { topics, cities, hubs } = allContent();

for (const content of [...topics, ...cities, ...hubs]) {
  const file = fileOfPage(content.path) ?? content.path;
  if (only && !file.startsWith(`content/${only}/`)) continue;
  const page = findPage(content.path)!;
  const prose = proseOf(content);
  const words = prose.reduce((sum, text) => sum + countWords(text), 0);
  const issues: string[] = [];
  const need = minimum[page.type] ?? 350;
  if (words < need) issues.push(`only ${words} words, needs ${need}`);
  if (page.type !== "hub" && ((content as { faqs?: unknown[] }).faqs?.length ?? 0) < 4)
    issues.push("fewer than four questions and answers");
  if (content.related.length < 3) issues.push("fewer than 3 related pages");
  for (const text of prose.filter((t) => countWords(t) >= 12)) {
    const other = seen.get(text);
    if (other && other !== file) issues.push(`paragraph repeated from ${other}: "${text.slice(0, 50)}…"`);
    seen.set(text, file);
  }
  if (/lorem|ipsum|coming soon|TODO|TBD/i.test(prose.join(" "))) issues.push("placeholder text");
  problems += issues.length;
  console.log(`${file}: ${words} words${issues.length ? `\n  - ${issues.join("\n  - ")}` : ""}`);
}
console.log(problems ? `${problems} problems` : "no problems");

const stale = staleSources(new Date());
console.log(
  stale.length
    ? `\n${stale.length} source(s) checked more than twelve months ago; read each page again and update its date:`
    : "\nno source was checked more than twelve months ago",
);
for (const { file, source } of stale)
  console.log(`${file}: ${source.title} (${source.url}), checked ${source.checked}`);
process.exitCode = problems ? 1 : 0;
