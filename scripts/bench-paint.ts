/**
 * The first frame, for `npm run bench` (scripts/bench.ts): on one page of each template, at 4× CPU
 * on a phone-sized window, when Chromium paints first, when it paints the largest element, and
 * whether they are the same frame: a largest paint in a later frame is a frame the visitor waits
 * for the page's words (docs/decisions/0007-performance.md).
 *
 * Read from a trace of a cold load (the paint marks of the `loading` category), through the
 * DevTools protocol alone (scripts/cdp.ts). BENCH_PAINT_WHY=1 prints, for each run, the main
 * thread's parsing, style, layout and paint up to the largest paint, and at each frame how far
 * the parser had read.
 */
import { type CdpBrowser, type CdpPage, launchCdpBrowser } from "./cdp";
import { cpuSlowdown, phone } from "./bench-inp";
import { pause } from "./bench-page";
import { paintTemplates } from "./bench-templates";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { frame?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown> };
}

interface PaintRun {
  firstPaintMs: number;
  largestPaintMs: number;
}

/** A run counts as one frame when the largest paint is the first paint's frame. */
const sameFrame = (run: PaintRun) => run.largestPaintMs - run.firstPaintMs < 1;

const categories = "loading,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing";
const why = process.env.BENCH_PAINT_WHY === "1";

async function traceOf(page: CdpPage, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  page.on("Tracing.dataCollected", (params) => events.push(...(params.value as TraceEvent[])));
  const complete = new Promise<void>((resolve) => page.on("Tracing.tracingComplete", () => resolve()));
  await page.send("Tracing.start", { categories, transferMode: "ReportEvents" });
  await load();
  await page.send("Tracing.end");
  await complete;
  return events;
}

/**
 * One cold load of `url`: its main frame's first and largest paints, in ms from the navigation.
 * On a busy machine a trace now and then misses the navigation's start: that load is made again.
 */
async function measurePaint(browser: CdpBrowser, url: string): Promise<PaintRun> {
  for (let attempt = 1; ; attempt++) {
    const run = await loadOnce(browser, url);
    if (run) return run;
    if (attempt === 3) throw new Error(`No paint marks in three traces of ${url}`);
  }
}

async function loadOnce(browser: CdpBrowser, url: string): Promise<PaintRun | null> {
  const page = await browser.newPage({ width: phone.width, height: phone.height });
  try {
    await page.send("Emulation.setDeviceMetricsOverride", { ...phone, mobile: true });
    await page.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.send("Page.enable");
    if (why) await page.send("Page.addScriptToEvaluateOnNewDocument", { source: parserProbe });
    const events = await traceOf(page, async () => {
      const loaded = new Promise<void>((resolve) => page.on("Page.loadEventFired", () => resolve()));
      await page.send("Page.navigate", { url });
      await loaded;
      // Largest-paint candidates end at the first input or scroll, and none comes here: the page
      // is given time to paint whatever it paints after its load.
      await pause(1500);
    });
    // The tab's navigation (its loader's URL, when the trace names it: some runs leave it empty).
    const start = events.findLast(
      (e) =>
        e.name === "navigationStart" &&
        e.args?.data?.isOutermostMainFrame === true &&
        [url, ""].includes(String(e.args.data.documentLoaderURL)),
    );
    if (!start) return null;
    const mine = (name: string) =>
      events.filter((e) => e.name === name && e.args?.frame === start.args!.frame);
    const first = mine("firstPaint")[0];
    const largest = mine("largestContentfulPaint::Candidate").at(-1);
    if (!first || !largest) return null;
    const ms = (e: TraceEvent) => (e.ts - start.ts) / 1000;
    if (why) {
      const frames = await page.send<{ result: { value?: string[] } }>("Runtime.evaluate", {
        expression: "window.__frames",
        returnByValue: true,
      });
      console.log(
        `\n${url}\n${[...mainThread(events, start, largest), ...(frames.result.value ?? [])].join("\n")}`,
      );
    }
    return { firstPaintMs: ms(first), largestPaintMs: ms(largest) };
  } finally {
    await page.close();
  }
}

const rendering = new Set(["ParseHTML", "UpdateLayoutTree", "Layout", "Paint", "Commit", "EvaluateScript"]);

/** The renderer's parsing and rendering from the navigation to the largest paint, one line each. */
function mainThread(events: TraceEvent[], start: TraceEvent, largest: TraceEvent): string[] {
  const parse = events.find((e) => e.name === "ParseHTML");
  const at = (e: TraceEvent) => ((e.ts - start.ts) / 1000).toFixed(0).padStart(5);
  const lines = events
    .filter((e) => e.pid === parse?.pid && e.tid === parse.tid && e.ph === "X" && rendering.has(e.name))
    .filter((e) => e.ts >= start.ts && e.ts <= largest.ts)
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const objects = e.name === "Layout" ? ` (${String(e.args?.beginData?.totalObjects)} objects)` : "";
      return `${at(e)} ms  ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms${objects}`;
    });
  const marks = events.filter(
    (e) =>
      e.args?.frame === start.args?.frame && /^(firstPaint|largestContentfulPaint::Candidate)$/.test(e.name),
  );
  return [
    ...lines,
    ...marks.map(
      (e) => `${at(e)} ms  ${e.name} ${String(e.args?.data?.type ?? "")} ${String(e.args?.data?.size ?? "")}`,
    ),
  ];
}

/** At each frame, before its style and layout: how many elements the parser has made, and the last. */
const parserProbe = `window.__frames = [];
(function frame() {
  const all = document.getElementsByTagName("*"), last = all[all.length - 1];
  if (last) window.__frames.push(Math.round(performance.now()) + " ms  frame: " + all.length + " elements, the last a " + last.tagName + (last.closest("main") ? " in main" : last.closest("header") ? " in the header" : ""));
  if (window.__frames.length < 8) requestAnimationFrame(frame);
})();`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Each template's page loaded `runs` times on each origin (interleaved, A B then B A), printed as
 * a table per origin. Returns, for one origin, the pages whose largest paint came after the first
 * frame in more than one run in five.
 */
export async function runPaint(origins: string[], runs: number): Promise<string[]> {
  const pages = paintTemplates();
  const browser = await launchCdpBrowser();
  const results = origins.map(() => new Map<string, PaintRun[]>(pages.map((path) => [path, []])));
  try {
    // A fresh browser's first load pays for its own start-up.
    for (const origin of origins) await measurePaint(browser, `${origin}/`);
    for (const path of pages)
      for (let run = 0; run < runs; run++) {
        const order = run % 2 ? [...origins.keys()].reverse() : [...origins.keys()];
        for (const which of order)
          results[which]!.get(path)!.push(await measurePaint(browser, `${origins[which]}${path}`));
      }
  } finally {
    await browser.close();
  }
  const failures: string[] = [];
  results.forEach((byPage, which) => {
    console.log(
      `\nFirst paint and largest paint${origins.length > 1 ? `, ${which ? "B" : "A"}: ${origins[which]}` : ""}`,
    );
    const rows = [["page", "first paint", "largest paint", "same frame"]];
    for (const [path, each] of byPage) {
      const together = each.filter(sameFrame).length;
      rows.push([
        path,
        `${Math.round(median(each.map((r) => r.firstPaintMs)))} ms`,
        `${Math.round(median(each.map((r) => r.largestPaintMs)))} ms`,
        `${together} of ${each.length}`,
      ]);
      if (origins.length === 1 && together < each.length * 0.8)
        failures.push(
          `${path}: the largest paint is in the first frame in ${together} of ${each.length} runs`,
        );
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
  });
  console.log(
    `(Chromium, ${phone.width} × ${phone.height} window, CPU slowed ${cpuSlowdown}×, a cold load per run; medians of ${runs} runs; budget: the largest paint in the first frame in at least 4 runs of 5)`,
  );
  return failures;
}
