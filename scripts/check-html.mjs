// Checks every pre-rendered page of the build with the Nu HTML Checker (vnu-jar, run with Java) and
// fails on any error. `npm run test:e2e` runs it after the build; `npm run check:html` alone needs
// a build first.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";

const dir = process.argv[2] ?? "build/client";
if (!existsSync(dir)) {
  console.error(`No build at ${dir}: run \`npm run build\` first.`);
  process.exit(1);
}
const vnu = String(createRequire(import.meta.url)("vnu-jar"));
const result = spawnSync("java", ["-jar", vnu, "--errors-only", "--skip-non-html", dir], {
  encoding: "utf8",
});
if (result.error) {
  console.error(
    `The HTML checker needs Java (apt-get install default-jre-headless): ${result.error.message}`,
  );
  process.exit(1);
}
// The standard allows `blocking` on a link whose rel is `expect` as well as `stylesheet` (the
// link element's `blocking` attribute; the layout's first-frame hold, app/lib/first-frame.tsx);
// the checker knows only `stylesheet`. That one message is not counted: the budgets test allows
// a page one such link, the expect link.
const outdated = "with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”";
const lines = result.stderr.split("\n").filter((line) => !line.includes(outdated));
const errors = lines.filter((line) => line.includes(": error:"));
const failed = errors.length > 0 || (result.status !== 0 && !result.stderr.includes(outdated));
if (failed) {
  console.error(lines.join("\n").trim());
  console.error(`\nThe Nu HTML Checker found ${errors.length} error(s) in the pages under ${dir}.`);
  process.exit(1);
}
console.log(`Nu HTML Checker: no errors in the pages under ${dir}.`);
