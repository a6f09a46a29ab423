/**
 * Prints each content file's word count and problems, for writers checking their work:
 *   npx tsx scripts/content-report.ts [folder]
 * The same rules are enforced by the unit tests in tests/unit/content.test.ts.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { countWords, fillAllTokens, proseOf } from "../app/content/text";
import { findPage } from "../app/site/pages";

const root = resolve("app/content");
const folders = process.argv[2]
  ? [process.argv[2]]
  : readdirSync(root, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== "blog")
      .map((d) => d.name);
const minimum: Record<string, number> = { city: 450, hub: 120 };
const seen = new Map<string, string>();
let problems = 0;

for (const folder of folders) {
  for (const file of readdirSync(join(root, folder)).filter((f) => f.endsWith(".ts"))) {
    const mod = await import(pathToFileURL(join(root, folder, file)).href);
    const content = fillAllTokens(mod.default) as Record<string, unknown>;
    const path = typeof content.path === "string" ? content.path : undefined;
    const page = path ? findPage(path) : undefined;
    const prose = proseOf(content);
    const words = prose.reduce((sum, text) => sum + countWords(text), 0);
    const issues: string[] = [];
    if (path && !page) issues.push(`path ${path} is not in the site map`);
    const need = page ? (minimum[page.type] ?? 350) : 0;
    if (words < need) issues.push(`only ${words} words, needs ${need}`);
    const faqs = content.faqs as unknown[] | undefined;
    if (
      page &&
      ["service", "waste", "material", "industry", "business", "city"].includes(page.type) &&
      (faqs?.length ?? 0) < 4
    )
      issues.push("fewer than four FAQs");
    const links = [
      ...((content.related as string[]) ?? []),
      ...((content.services as string[]) ?? []),
      ...((content.suits as { industries?: string[] })?.industries ?? []),
    ];
    for (const link of links) if (!findPage(link)) issues.push(`link ${link} is not in the site map`);
    if (content.related && (content.related as string[]).length < 3) issues.push("fewer than 3 related");
    for (const text of prose.filter((t) => countWords(t) >= 12)) {
      const other = seen.get(text);
      if (other && other !== file) issues.push(`paragraph repeated from ${other}: "${text.slice(0, 50)}…"`);
      seen.set(text, `${folder}/${file}`);
    }
    if (/lorem|ipsum|coming soon|TODO|TBD/i.test(prose.join(" "))) issues.push("placeholder text");
    problems += issues.length;
    console.log(`${folder}/${file}: ${words} words${issues.length ? `\n  - ${issues.join("\n  - ")}` : ""}`);
  }
}
console.log(problems ? `${problems} problems` : "no problems");
process.exitCode = problems ? 1 : 0;
