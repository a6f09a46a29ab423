/**
 * npm run bench: builds the site into a folder of its own, serves it, and prints Lighthouse's
 * mobile figures for four pages (scripts/bench-lighthouse.ts), the first and largest paints of
 * each template (scripts/bench-paint.ts) and the Interaction to Next Paint of the five main
 * interactions (scripts/bench-inp.ts), each against its budget. Exits non-zero when a budget is
 * broken. Loopback only.
 *
 *   npm run bench                        all three parts
 *   npm run bench -- --inp               INP only        (--lighthouse, --paint: that part only)
 *   npm run bench -- --templates         Lighthouse on one page of each template, not four
 *   npm run bench -- --ab URL_A URL_B    two running builds compared, runs interleaved
 *   npm run bench -- --no-build          serve the last bench build again
 *   npm run bench -- --inp --html        INP also with the pages' scripts taken out, for reference
 *
 * BENCH_RUNS (default 5) sets Lighthouse's runs per page, BENCH_PAINT_RUNS (default 5) the paint
 * bench's, BENCH_INP_RUNS (default 3) the runs of
 * each interaction, BENCH_INP_ONLY (text in their names) which interactions run, BENCH_PORT
 * (default 4310) the port of the server the bench starts.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { withoutTrailing } from "../app/lib/trim";
import { startServer } from "../tests/integration/support/server-process";
import {
  cpuSlowdown,
  earlyInpBudgetMs,
  inpBudgetMs,
  inpFailures,
  inpMedian,
  inpTable,
  measureAll,
  overHtmlAloneMs,
  phone,
} from "./bench-inp";
import { runLighthouse } from "./bench-lighthouse";
import { runPaint } from "./bench-paint";
import { paintTemplates } from "./bench-templates";

const port = Number(process.env.BENCH_PORT ?? 4310);
const buildDir = "build-bench";
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const inpRuns = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3));
const args = process.argv.slice(2);
const onlyInp = args.includes("--inp");
const onlyLighthouse = args.includes("--lighthouse");
const onlyPaint = args.includes("--paint");
const paintRuns = Math.max(1, Number(process.env.BENCH_PAINT_RUNS ?? 5));

/**
 * `--ab URL_A URL_B` measures two servers that are already running (two builds, each built with
 * SITE_URL set to its own origin), with their runs interleaved (A, B, B, A, ...), so that whatever
 * else the machine is doing weighs on both alike. Nothing is built or started, and no budget is
 * checked: it prints both builds' figures and the difference.
 */
const abAt = args.indexOf("--ab");
const ab = abAt >= 0 ? args.slice(abAt + 1, abAt + 3) : [];
if (abAt >= 0 && (ab.length !== 2 || ab.some((url) => url.startsWith("--"))))
  throw new Error(
    "Usage: npm run bench -- [--inp | --lighthouse] --ab http://localhost:PORT_A http://localhost:PORT_B",
  );

let stopServer = async () => {};
let origins: string[];
if (ab.length === 2) origins = ab.map((url) => withoutTrailing(url, "/"));
else {
  const origin = `http://localhost:${port}`;
  origins = [origin];
  // Canonical links must point at the served origin, or Lighthouse's SEO audit marks them wrong.
  const env = { ...process.env, BUILD_DIR: buildDir, SITE_URL: origin, NODE_ENV: "production" };
  if (!args.includes("--no-build")) execSync("npm run build", { stdio: "inherit", env });
  // The server itself as the child (not npx), so stopping it cannot leave it running and holding
  // this script open.
  const dataDir = mkdtempSync(join(tmpdir(), "saltbush-bench-"));
  const server = await startServer({ dir: dataDir, port, env: { BUILD_DIR: buildDir, SITE_URL: origin } });
  stopServer = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

// The build just ran: give the machine up to 90 s to settle, since the timings are wall-clock.
const settled = () => loadavg()[0]! / availableParallelism() <= 0.5;
for (const start = Date.now(); !settled() && Date.now() - start < 90_000;)
  await new Promise((resolve) => setTimeout(resolve, 2000));
if (!settled())
  console.warn(
    `Note: the machine is busy (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores); timings will read slow. Compare builds with --ab.`,
  );

const failures: string[] = [];
try {
  const lighthousePages = args.includes("--templates") ? paintTemplates() : undefined;
  if (!onlyInp && !onlyPaint) failures.push(...(await runLighthouse(origins, runs, lighthousePages)));
  if (!onlyInp && !onlyLighthouse) failures.push(...(await runPaint(origins, paintRuns)));
  if (!onlyLighthouse && !onlyPaint) {
    const rows = await measureAll(origins, inpRuns, process.env.BENCH_INP_ONLY, args.includes("--html"));
    origins.forEach((origin, which) => {
      console.log(
        `\nInteraction to Next Paint${origins.length > 1 ? `, ${which ? "B" : "A"}: ${origin}` : ""}`,
      );
      for (const line of inpTable(rows, which)) console.log(line);
    });
    console.log(
      `(Chromium, ${phone.width} × ${phone.height} window, CPU slowed ${cpuSlowdown}×, fresh context per run; medians of ${inpRuns} run${inpRuns > 1 ? "s" : ""}, longest Event Timing entry per interaction; budgets: settled under ${inpBudgetMs} ms and within ${overHtmlAloneMs} ms of the HTML alone, early under ${earlyInpBudgetMs} ms${origins.length > 1 ? "; the two builds' runs interleaved" : ""})`,
    );
    if (origins.length > 1) {
      console.log("\nINP, B − A, medians:");
      for (const row of rows) {
        const difference = inpMedian(row, 1) - inpMedian(row, 0);
        // A build whose every run at this moment posted the form before its scripts ran has no
        // median, and then there is nothing to compare, whatever the other build read.
        const shown = Number.isNaN(difference)
          ? "not compared: a build posted the form before its scripts ran in every run"
          : `${Math.round(difference)} ms`;
        console.log(`${row.name} (${row.moment}): ${shown}`);
      }
    } else failures.push(...inpFailures(rows));
  }
} finally {
  await stopServer();
}

if (ab.length) {
  // Compared, not checked.
} else if (failures.length) {
  console.error(`\nBudgets broken:\n- ${failures.join("\n- ")}`);
  process.exitCode = 1;
} else console.log("\nAll budgets met.");
