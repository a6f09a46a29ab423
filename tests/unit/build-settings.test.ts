import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";

// `npm start` builds again when a setting written into the build has changed since it was built.
const buildDir = mkdtempSync(join(tmpdir(), "saltbush-build-settings-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const settingsScript = join(import.meta.dirname, "../../scripts/build-settings.mjs");
const run = (env: Record<string, string>, code: string) =>
  execFileSync(process.execPath, ["--input-type=module", "-e", code], {
    env: { PATH: process.env.PATH, BUILD_DIR: buildDir, ...env },
    encoding: "utf8",
  });
const changed = (env: Record<string, string>) =>
  JSON.parse(
    run(
      env,
      `import { changedSettings } from ${JSON.stringify(settingsScript)}; console.log(JSON.stringify(changedSettings()))`,
    ),
  ) as string[];
const record = (env: Record<string, string>) =>
  execFileSync(process.execPath, [settingsScript, "--record"], {
    env: { PATH: process.env.PATH, BUILD_DIR: buildDir, ...env },
  });

test("before anything is recorded every setting counts as changed", () => {
  expect(changed({})).toEqual([
    "SITE_URL",
    "ENQUIRY_RETENTION_MONTHS",
    "VITE_KEYSTATIC_GITHUB_REPO",
    "VITE_KEYSTATIC_GITHUB_APP_SLUG",
  ]);
});

test("only the settings whose value differs from the build's are named", () => {
  record({ SITE_URL: "https://www.saltbush.com.au", ENQUIRY_RETENTION_MONTHS: "18" });
  expect(changed({ SITE_URL: "https://www.saltbush.com.au", ENQUIRY_RETENTION_MONTHS: "18" })).toEqual([]);
  expect(changed({ SITE_URL: "https://staging.saltbush.com.au", ENQUIRY_RETENTION_MONTHS: "18" })).toEqual([
    "SITE_URL",
  ]);
  // Unsetting a value is a change too: the build would fall back to its default.
  expect(changed({ SITE_URL: "https://www.saltbush.com.au" })).toEqual(["ENQUIRY_RETENTION_MONTHS"]);
});
