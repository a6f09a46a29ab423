/**
 * The Lighthouse part of `npm run bench` (scripts/bench.ts): Lighthouse's mobile scores, LCP, TBT,
 * CLS and the compressed bytes a first visit downloads for four pages, each measured `runs` times
 * (one run on a busy machine can be far off): scores come from the median run, timings are
 * medians. With two origins their runs interleave and the difference is printed instead of the
 * budgets' check.
 *
 * Each run is made twice: with Lighthouse's simulated throttling (its default, the figures
 * PageSpeed Insights shows) and with applied throttling, where Chromium itself slows the network
 * and CPU as the page loads. The budgets' score and LCP are the applied ones: the simulation
 * charges the first paint with every high-priority script finished before it in its own
 * unthrottled load, and Chromium requests React Router's module preloads as the HTML arrives, long
 * before any frame, so their whole download is in its FCP and LCP on every page, though a module
 * script never holds a paint (docs/decisions/0007-performance.md).
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags, chromiumPath } from "./chromium";

const samplePaths = ["/", "/services/wheelie-bins", "/blog/1", "/contact-us"];
const budget = { score: 100, lcpMs: 1500, tbtMs: 50, cls: 0, jsBytes: 125 * 1024, cssBytes: 20 * 1024 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// A run whose trace Lighthouse could not read (it reports a runtime error and no metrics, about
// one run in fifty here) is run again rather than ending the bench.
async function audit(
  port: number,
  origin: string,
  path: string,
  throttling: "simulate" | "devtools" = "simulate",
) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(
      `${origin}${path}`,
      { port, output: "json", logLevel: "error" },
      throttling === "simulate"
        ? undefined
        : {
            extends: "lighthouse:default",
            settings: { throttlingMethod: throttling, onlyCategories: ["performance"] },
          },
    ))!.lhr;
    if (!lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue !== undefined) return lhr;
    if (attempt === 3)
      throw new Error(`Lighthouse failed three times on ${path}: ${lhr.runtimeError?.message ?? "no FCP"}`);
    console.warn(
      `Lighthouse could not measure ${path} (${lhr.runtimeError?.code ?? "no FCP"}); running it again.`,
    );
  }
}

type Result = Awaited<ReturnType<typeof audit>>;
type Figures = ReturnType<typeof summarise>["figures"];

/**
 * One page's row of the table, from its runs: scores from the median run, timings as medians.
 * `applied` are the same page's runs under applied throttling: their LCP is the paint a phone
 * on that network sees (decision 0007).
 */
function summarise(path: string, results: Result[], applied: Result[], runs: number) {
  const lhr = computeMedianRun(results);
  const spread = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
  // TBT varies most from run to run (docs/decisions/0007): its range is printed too.
  const tbtSpread = results.map((r) => Math.round(r.audits["total-blocking-time"]?.numericValue ?? NaN));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // Timings are each metric's own median over the runs: the median run is chosen by FCP and
  // time to interactive, and its TBT can be the highest of all the runs.
  const metric = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? NaN));
  const requests = (
    lhr.audits["network-requests"]?.details as unknown as {
      items: { resourceType: string; transferSize: number }[];
    }
  ).items;
  const bytes = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + r.transferSize, 0);
  const figures = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    lcpApplied: median(applied.map((r) => r.audits["largest-contentful-paint"]?.numericValue ?? NaN)),
    performanceApplied: Math.round((computeMedianRun(applied).categories.performance?.score ?? 0) * 100),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    html: bytes("Document"),
    css: bytes("Stylesheet"),
    js: bytes("Script"),
  };
  const row = [
    path,
    runs > 1
      ? `${figures.performance} (${Math.min(...spread)}–${Math.max(...spread)})`
      : String(figures.performance),
    String(figures.accessibility),
    String(figures.bestPractices),
    String(figures.seo),
    `${Math.round(figures.lcp)} ms`,
    `${figures.performanceApplied}`,
    `${Math.round(figures.lcpApplied)} ms`,
    runs > 1
      ? `${Math.round(figures.tbt)} ms (${Math.min(...tbtSpread)}–${Math.max(...tbtSpread)})`
      : `${Math.round(figures.tbt)} ms`,
    figures.cls.toFixed(3),
    `${(figures.html / 1024).toFixed(1)} KB`,
    `${(figures.css / 1024).toFixed(1)} KB`,
    `${(figures.js / 1024).toFixed(1)} KB`,
  ];
  return { row, figures };
}

function budgetFailures(path: string, figures: Figures): string[] {
  const failures: string[] = [];
  for (const [name, value] of Object.entries({
    "performance (applied throttling)": figures.performanceApplied,
    accessibility: figures.accessibility,
    "best practices": figures.bestPractices,
    seo: figures.seo,
  })) {
    if (value < budget.score) failures.push(`${path}: ${name} ${value} < ${budget.score}`);
  }
  if (!(figures.lcpApplied < budget.lcpMs))
    failures.push(
      `${path}: LCP (applied throttling) ${Math.round(figures.lcpApplied)} ms ≥ ${budget.lcpMs} ms`,
    );
  if (!(figures.tbt < budget.tbtMs))
    failures.push(`${path}: TBT ${Math.round(figures.tbt)} ms ≥ ${budget.tbtMs} ms`);
  if (figures.cls > budget.cls) failures.push(`${path}: CLS ${figures.cls} > ${budget.cls}`);
  if (figures.js >= budget.jsBytes)
    failures.push(`${path}: JavaScript ${figures.js} B ≥ ${budget.jsBytes} B`);
  if (figures.css >= budget.cssBytes) failures.push(`${path}: CSS ${figures.css} B ≥ ${budget.cssBytes} B`);
  return failures;
}

/** Prints the tables; returns the budgets broken (none are checked with two origins). */
export async function runLighthouse(origins: string[], runs: number, paths = samplePaths): Promise<string[]> {
  const ab = origins.length === 2;
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });

  // One run thrown away: a fresh browser's first page pays for its own start-up (Lighthouse clears
  // the page's caches before every run, so the measured runs still load everything cold).
  for (const origin of origins) await audit(chrome.port, origin, "/");

  const failures: string[] = [];
  const tables: string[][][] = origins.map(() => []);
  const summaries: Figures[][] = origins.map(() => []);
  try {
    for (const path of paths) {
      const results: Result[][] = origins.map(() => []);
      const applied: Result[][] = origins.map(() => []);
      for (let run = 0; run < runs; run++) {
        // With two builds, A B then B A: neither always goes first.
        const order = run % 2 ? [...origins.keys()].reverse() : [...origins.keys()];
        for (const which of order) {
          results[which]!.push(await audit(chrome.port, origins[which]!, path));
          applied[which]!.push(await audit(chrome.port, origins[which]!, path, "devtools"));
        }
      }
      results.forEach((each, which) => {
        const { row, figures } = summarise(path, each, applied[which]!, runs);
        tables[which]!.push(row);
        summaries[which]!.push(figures);
        if (!ab) failures.push(...budgetFailures(path, figures));
      });
    }
  } finally {
    await chrome.kill();
  }

  printTables(origins, runs, paths, tables, summaries);
  return failures;
}

/** The tables, one per origin, and with two origins the difference of their medians. */
function printTables(
  origins: string[],
  runs: number,
  paths: string[],
  tables: string[][][],
  summaries: Figures[][],
) {
  const ab = origins.length === 2;
  const header = [
    "page",
    "perf",
    "a11y",
    "best",
    "seo",
    "LCP",
    "perf*",
    "LCP*",
    "TBT",
    "CLS",
    "HTML",
    "CSS",
    "JS",
  ];
  tables.forEach((rows, which) => {
    if (ab) console.log(`\n${which ? "B" : "A"}: ${origins[which]}`);
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const row of [header, ...rows])
      console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
  });
  console.log(
    `(Lighthouse mobile, simulated throttling, scores from the median run and timings as medians of ${runs} run${runs > 1 ? "s" : ""}, with the range of performance and TBT in brackets; perf* and LCP* under applied throttling (the same network and CPU, imposed on the page as it loads), the budgets' measure; bytes are compressed transfer sizes of the first load${ab ? "; the two builds' runs interleaved" : ""})`,
  );
  if (ab) {
    console.log("\nB − A, medians:");
    paths.forEach((path, i) => {
      const [a, b] = [summaries[0]![i]!, summaries[1]![i]!];
      console.log(
        `${path}: LCP ${Math.round(b.lcp - a.lcp)} ms, LCP* ${Math.round(b.lcpApplied - a.lcpApplied)} ms, TBT ${Math.round(b.tbt - a.tbt)} ms, JS ${((b.js - a.js) / 1024).toFixed(1)} KB, HTML ${((b.html - a.html) / 1024).toFixed(1)} KB`,
      );
    });
  }
}
