/**
 * npm run bench:faults: the site under faults, loopback only, bounded in time (about a minute).
 * Starts the production server (from `npm run build`, or BUILD_DIR) on databases of its own and
 * breaks things under it: (a) the SMTP server goes away, (b) the database is read-only, at
 * start-up or under the running site, or a copy of it with its log alone, (c) the disk is full,
 * (d) parts of the site are missing.
 * Each time the site must keep serving pages, answer form posts with a clear message and the
 * visitor's input, and lose nothing it acknowledged. Prints one line per scenario; exits non-zero
 * on any failure. (b) and (c) mount file systems, so they need root; without it they are SKIPPED.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { diskFull } from "./faults/disk-full";
import { missingPart } from "./faults/missing-part";
import { unmountAll, whyNoMounts } from "./faults/mounts";
import { type Outcome, describe, killAllSites } from "./faults/outcome";
import {
  readOnlyAtStart,
  readOnlyCopyWithLog,
  readOnlyWhileRunning,
  readOnlyWithoutDatabase,
} from "./faults/read-only";
import { smtpGone } from "./faults/smtp-gone";

const IN_OWN_MOUNTS = "SALTBUSH_FAULTS_MOUNT_NAMESPACE";
const TIME_LIMIT_MS = 150_000;

// As root, run again in a private mount namespace: every mount made here then disappears with
// this process, even if it is killed, and none is ever visible to the rest of the machine.
if (
  process.getuid?.() === 0 &&
  !process.env[IN_OWN_MOUNTS] &&
  spawnSync("unshare", ["--mount", "true"]).status === 0
) {
  const again = spawnSync(
    "unshare",
    ["--mount", "--propagation", "private", process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: "inherit",
      env: { ...process.env, [IN_OWN_MOUNTS]: "1" },
    },
  );
  process.exit(again.status ?? 1);
}

const buildDir = resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(resolve(buildDir, "server/index.js"))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first (or set BUILD_DIR).`);
  process.exit(1);
}

const started = Date.now();
const outcomes: Outcome[] = [];
function report(result: Outcome) {
  outcomes.push(result);
  console.log(`${result.status.padEnd(7)} ${result.label}: ${result.detail}`);
}

/** A scenario that throws is a failure to report, never a crash that leaves servers or mounts behind. */
const safely = (label: string, scenario: () => Promise<Outcome>): Promise<Outcome> =>
  scenario().catch((error: unknown) => ({ label, status: "FAIL", detail: describe(error) }));

const deadline = setTimeout(() => {
  console.error(`FAIL    bench:faults did not finish within ${TIME_LIMIT_MS / 1000} s`);
  killAllSites();
  unmountAll();
  process.exit(1);
}, TIME_LIMIT_MS);

console.log(`Faults against the production build in ${buildDir} (loopback only):`);
try {
  // (a) and (c) wait for the outbox's first retry (about 30 s), so they run beside the others.
  const mailOutage = safely("a. SMTP server gone", smtpGone);
  const noMounts = whyNoMounts();
  if (noMounts) {
    for (const label of ["b. database read-only", "c. disk full"])
      report({ label, status: "SKIPPED", detail: noMounts });
  } else {
    const full = safely("c. disk full", diskFull);
    for (const scenario of [
      readOnlyAtStart,
      readOnlyWithoutDatabase,
      readOnlyWhileRunning,
      readOnlyCopyWithLog,
    ])
      report(await safely(`b. ${scenario.name}`, scenario));
    report(await full);
  }
  report(await safely("d. part requests failing", missingPart));
  report(await mailOutage);
} finally {
  unmountAll();
  clearTimeout(deadline);
}

const failed = outcomes.filter((result) => result.status === "FAIL").length;
const skipped = outcomes.filter((result) => result.status === "SKIPPED").length;
console.log(
  `\n${outcomes.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped in ${Math.round((Date.now() - started) / 1000)} s`,
);
process.exit(failed ? 1 : 0);
