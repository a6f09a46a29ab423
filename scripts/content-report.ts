/**
 * Prints each page file's word count, for writers checking their work, then every source that was
 * last checked more than twelve months ago:
 *   npm run content:report [-- folder under content/, such as services]
 * Every rule on the content (each field's limits, and the rules across pages) is the build's
 * content check: a file that breaks one stops this script, as it stops the build, with every
 * problem listed by file and field. A page that gives a date outside its statements, and a stale source,
 * are reminders to read the regulator's page, and a link whose words its sentence lacks a reminder
 * to fix the sentence, not problems: they do not fail the report.
 */
import { allContent, fileOfPage, footerContent as footerOf } from "../app/content/index.server";
import { ContentError } from "../app/content/load";
import { datesWithoutSource, staleSources } from "../app/content/sources.server";
import { countWords } from "../app/content/limits";
import { readContentFiles } from "../app/content/files.server";
import { linkedWordsProblems } from "../app/content/template-words";
import { proseOf } from "../app/content/text";
import { parseYaml } from "../app/content/yaml";

const only = process.argv[2];
let pages: ReturnType<typeof allContent>;
try {
  pages = allContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.log(error.message);
  process.exit(1);
}

for (const content of [...pages.topics, ...pages.cities, ...pages.hubs]) {
  const file = fileOfPage(content.path) ?? content.path;
  if (only && !file.startsWith(`content/${only}/`)) continue;
  const words = proseOf(content).reduce((sum, text) => sum + countWords(text), 0);
  console.log(`${file}: ${words} words`);
}
console.log("no problems");

const stale = staleSources(new Date());
console.log(
  stale.length
    ? `\n${stale.length} source(s) checked more than twelve months ago; read each page again and update its date:`
    : "\nno source was checked more than twelve months ago",
);
for (const { file, source } of stale)
  console.log(`${file}: ${source.title} (${source.url}), checked ${source.checked}`);

const undated = datesWithoutSource();
console.log(
  undated.length
    ? `\n${undated.length} page(s) give a date outside their statements; state the dated rule as a compliance or regulation statement, with its source:`
    : "\nevery page that gives a date gives it in a statement with its source",
);
for (const { file, path } of undated) console.log(`${file} (${path})`);

const unlinked = readContentFiles()
  .filter(({ file }) => file.endsWith(".yaml"))
  .flatMap(({ file, text }) => linkedWordsProblems(file, parseYaml(text, file)));
console.log(
  unlinked.length
    ? `\n${unlinked.length} link(s) name words their sentence does not hold, so the page shows no link there:`
    : "\nevery link's words are in its sentence",
);
for (const problem of unlinked) console.log(problem);

const { areasLeftOut } = footerOf();
console.log(
  areasLeftOut.length
    ? `\n${areasLeftOut.length} city page(s) in the footer's Areas we serve are about no place the register serves, so the footer leaves them out:`
    : "\nevery area in the footer is a place the register serves",
);
for (const path of areasLeftOut) console.log(`content/footer.yaml: ${path}`);
