import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, test } from "vitest";
import { changedSettings } from "../../server/build-settings";

// `npm start` builds again when a setting written into the build has changed since it was built.
const buildDir = mkdtempSync(join(tmpdir(), "saltbush-build-settings-"));
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

const changed = (env: Record<string, string>) => changedSettings(buildDir, env);
/** The build's last step, run as the build runs it. */
const record = (env: Record<string, string>) =>
  execFileSync(resolve("node_modules/.bin/tsx"), ["scripts/build-settings.ts", "--record"], {
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

test("a record that cannot be read counts as no record: every setting is changed", () => {
  for (const text of ["", "{", "null", "5", '"SITE_URL"']) {
    writeFileSync(join(buildDir, "build-settings.json"), text);
    expect(changed({}), text).toHaveLength(4);
  }
});
