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
const errors = result.stderr.split("\n").filter((line) => line.includes(": error:"));
if (result.status !== 0 || errors.length > 0) {
  console.error(result.stderr.trim());
  console.error(`\nThe Nu HTML Checker found ${errors.length} error(s) in the pages under ${dir}.`);
  process.exit(1);
}
console.log(`Nu HTML Checker: no errors in the pages under ${dir}.`);
