// Settings the build writes into the pages and code (vite.config.ts), so changing one means
// building again. The build records the values it used next to its output; `npm start`
// (scripts/ensure-build.mjs) rebuilds when the values in the environment differ from them.
//   node scripts/build-settings.mjs --record   record the current values (the build's last step)
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const buildTimeSettings = [
  "SITE_URL",
  "ENQUIRY_RETENTION_MONTHS",
  "VITE_KEYSTATIC_GITHUB_REPO",
  "VITE_KEYSTATIC_GITHUB_APP_SLUG",
];

export const buildDir = process.env.BUILD_DIR ?? "build";
const recordFile = join(buildDir, "build-settings.json");

export const currentSettings = () =>
  Object.fromEntries(buildTimeSettings.map((name) => [name, process.env[name] ?? ""]));

/** The names whose value differs from the one the build used; every name when nothing was recorded. */
export function changedSettings() {
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(recordFile, "utf8"));
  } catch {
    return buildTimeSettings;
  }
  const current = currentSettings();
  return buildTimeSettings.filter((name) => recorded?.[name] !== current[name]);
}

if (process.argv.includes("--record")) {
  writeFileSync(recordFile, `${JSON.stringify(currentSettings(), null, 2)}\n`);
}
