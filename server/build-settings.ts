import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Settings the build writes into the pages and code (vite.config.ts), so changing one means
 * building again. The build records the values it used beside its output (its last step,
 * scripts/build-settings.ts); `npm start` (scripts/ensure-build.ts) builds again when the values
 * in the environment differ from them, and `npm run nginx-config` serves the host the build was
 * made for (nginx/hosts.ts).
 */
export const buildTimeSettings = [
  "SITE_URL",
  "ENQUIRY_RETENTION_MONTHS",
  "VITE_KEYSTATIC_GITHUB_REPO",
  "VITE_KEYSTATIC_GITHUB_APP_SLUG",
];

/** The build's folder: BUILD_DIR (the benchmark's and the tests' own builds), else build/. */
export const buildFolder = (env: NodeJS.ProcessEnv = process.env) => env.BUILD_DIR ?? "build";

const recordFile = (buildDir: string) => join(buildDir, "build-settings.json");

export const currentSettings = (env: NodeJS.ProcessEnv = process.env): Record<string, string> =>
  Object.fromEntries(buildTimeSettings.map((name) => [name, env[name] ?? ""]));

/** Writes the values the build in `buildDir` was made with. */
export function recordSettings(buildDir: string, env: NodeJS.ProcessEnv = process.env): void {
  writeFileSync(recordFile(buildDir), `${JSON.stringify(currentSettings(env), null, 2)}\n`);
}

/** The values the build in `buildDir` recorded; undefined when it recorded none that can be read. */
export function recordedSettings(buildDir: string): Record<string, unknown> | undefined {
  try {
    const recorded: unknown = JSON.parse(readFileSync(recordFile(buildDir), "utf8"));
    return recorded !== null && typeof recorded === "object"
      ? (recorded as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The names whose value differs from the one the build used; every name when nothing was recorded. */
export function changedSettings(buildDir: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const recorded = recordedSettings(buildDir);
  if (!recorded) return [...buildTimeSettings];
  const current = currentSettings(env);
  return buildTimeSettings.filter((name) => recorded[name] !== current[name]);
}
