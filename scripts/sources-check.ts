/**
 * Checks every source the site cites (topic and city statements, the documents, each published
 * terms version and the posts):
 *   npm run sources:check              rules, then each page opened over the network
 *   npm run sources:check -- --offline rules only (what CI runs)
 * The rules (app/content/source-rules.ts) fail the check: an old or consultation address, or a day
 * that is not a day or is later than today. Online, a page that moved (a redirect to another
 * address) or is missing (404, 410) fails it too, naming the file and the address. A source read
 * more than twelve months ago is listed as a reminder to read the page again; it does not fail.
 * With no network (the first address cannot be reached at all) the script says so and checks the
 * rules only.
 */
import { allPosts } from "../app/blog/catalogue.server";
import { allSources } from "../app/content/sources.server";
import { readOverAYearAgo, sourceProblem } from "../app/content/source-rules";
import type { Source } from "../app/content/types";

const offline = process.argv.includes("--offline");
const today = new Date();

const cited: { file: string; source: Source }[] = [
  ...allSources().flatMap(({ file, sources }) => sources.map((source) => ({ file, source }))),
  ...allPosts().flatMap((post) =>
    post.sources.map((source) => ({ file: `content/blog/${post.slug}.md`, source })),
  ),
];

const failures: string[] = [];
for (const { file, source } of cited) {
  const problem = sourceProblem(source, today);
  if (problem) failures.push(`${file}: ${source.url} ${problem}`);
}
const stale = cited.filter(({ source }) => readOverAYearAgo(source, today));

/** What opening an address found: nothing wrong, moved elsewhere, missing, or no answer. */
async function open(
  url: string,
): Promise<{ kind: "ok" | "moved" | "missing" | "unreachable"; detail?: string }> {
  for (const method of ["HEAD", "GET"] as const) {
    try {
      const response = await fetch(url, { method, redirect: "manual", signal: AbortSignal.timeout(15_000) });
      // Some sites refuse HEAD; ask again with GET before judging.
      if (method === "HEAD" && (response.status === 405 || response.status === 403)) continue;
      if (response.status >= 300 && response.status < 400) {
        const location = new URL(response.headers.get("location") ?? url, url).href;
        // A redirect that only adds a trailing slash or changes letter case is the same page.
        return location.replace(/\/$/, "").toLowerCase() === url.replace(/\/$/, "").toLowerCase()
          ? { kind: "ok" }
          : { kind: "moved", detail: location };
      }
      if (response.status === 404 || response.status === 410)
        return { kind: "missing", detail: String(response.status) };
      return { kind: "ok" };
    } catch (error) {
      if (method === "GET") return { kind: "unreachable", detail: (error as Error).message };
    }
  }
  return { kind: "unreachable" };
}

if (!offline) {
  const urls = [...new Set(cited.map(({ source }) => source.url))];
  const first = await open(urls[0]!);
  if (first.kind === "unreachable")
    console.log(`No network (${urls[0]} did not answer): checking the rules only.`);
  else {
    const results = new Map<string, Awaited<ReturnType<typeof open>>>([[urls[0]!, first]]);
    // A few at a time: the regulators' sites are not ours to load.
    for (let i = 1; i < urls.length; i += 4)
      await Promise.all(urls.slice(i, i + 4).map(async (url) => results.set(url, await open(url))));
    for (const { file, source } of cited) {
      const result = results.get(source.url)!;
      if (result.kind === "moved") failures.push(`${file}: ${source.url} has moved to ${result.detail}`);
      if (result.kind === "missing") failures.push(`${file}: ${source.url} is missing (${result.detail})`);
      if (result.kind === "unreachable")
        console.log(`${file}: ${source.url} did not answer (${result.detail ?? ""})`);
    }
  }
}

console.log(`${cited.length} citations checked.`);
if (stale.length) {
  console.log(
    `\n${stale.length} source(s) read more than twelve months ago; read each page again and update its date:`,
  );
  for (const { file, source } of stale)
    console.log(`${file}: ${source.title} (${source.url}), read ${source.checked}`);
}
if (failures.length) {
  console.log(`\n${failures.length} problem(s):`);
  for (const failure of failures) console.log(`  - ${failure}`);
  process.exit(1);
}
console.log("Every source passes.");
