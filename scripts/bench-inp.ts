/**
 * Interaction to Next Paint of the site's five main interactions, for `npm run bench`
 * (docs/decisions/0007-performance.md). Each runs in Chromium on a phone-sized window with the CPU
 * slowed four times (Lighthouse's mobile setting), in a fresh browser context (an empty cache), in
 * two ways: tapped as soon as the page has painted (while its scripts load and hydrate) and once
 * the page has settled. The latency of an interaction is the longest Event Timing entry that
 * shares its `interactionId`, and a run's figure the longest interaction of what is measured, as
 * web-vitals reports INP for a page with few interactions.
 */
import { type Browser, type Page, chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium";

export const inpBudgetMs = 100;

export type Moment = "early" | "settled";

interface Interaction {
  name: string;
  path: string;
  /** Steps before the measured part (opening the menu to reach the search), done just as early. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

/** A visitor's typing speed: a key every 150 ms. */
const typingDelay = 150;

const openMenu = (page: Page) => page.locator("#site-menu > summary").tap();

export const interactions: Interaction[] = [
  {
    name: "phone menu, then SERVICES",
    path: "/",
    act: async (page) => {
      await openMenu(page);
      await page.getByRole("navigation", { name: "Main" }).getByText("SERVICES", { exact: true }).tap();
    },
  },
  {
    name: "header search, typing a word",
    path: "/",
    prepare: openMenu,
    act: async (page) => {
      await page.getByRole("search", { name: "Site" }).getByLabel("Search the site").tap();
      await page.keyboard.type("recycling", { delay: typingDelay });
    },
  },
  {
    name: '"what goes where", typing an item',
    path: "/what-goes-where",
    act: async (page) => {
      await page.getByRole("main").getByLabel("Search for an item").tap();
      // The example the field's own hint gives.
      await page.keyboard.type("batteries", { delay: typingDelay });
    },
  },
  {
    name: "quote step 1: pick, tick, Next",
    path: "/get-a-quote",
    act: async (page) => {
      const main = page.getByRole("main");
      // A <select>'s own popup is not drawn headless: the visitor's pick is made with the keyboard.
      await main.getByLabel("Service or waste stream").focus();
      await page.keyboard.press("ArrowDown");
      await main.getByLabel("Small business").tap();
      await main
        .getByRole("group", { name: /waste streams/ })
        .getByRole("checkbox")
        .first()
        .tap();
      await main.getByRole("button", { name: "Continue", exact: true }).tap();
    },
  },
  {
    name: "contact form sent empty",
    path: "/contact-us",
    act: (page) => page.getByRole("main").getByRole("button", { name: "Send enquiry" }).tap(),
  },
];

/**
 * Runs in the page before anything else: records the longest Event Timing entry of each
 * interaction, and whether the first contentful paint has happened. `__inp.reset()` forgets what
 * came before. Plain JavaScript text: a function's own text, as tsx compiles it, calls helpers
 * that do not exist in the page. 16 ms is the smallest threshold the API accepts (web-vitals
 * uses 40, and the first input).
 */
const observeInteractions = `{
  const longest = new Map();
  const state = { painted: false, longest, reset: () => longest.clear() };
  window.__inp = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) state.painted = true;
  }).observe({ type: "paint", buffered: true });
}`;

type Observed = { painted: boolean; longest: Map<number, number>; reset(): void };

/** One run of one interaction at one moment; the INP of the measured part, in ms. */
export async function measure(
  browser: Browser,
  origin: string,
  interaction: Interaction,
  moment: Moment,
): Promise<number> {
  // Lighthouse's phone (a Moto G Power): 412 × 823 CSS pixels at 1.75 device pixels each.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript({ content: observeInteractions });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: "commit" });
    if (moment === "early") {
      await page.waitForFunction(() => (window as unknown as { __inp?: Observed }).__inp?.painted, null, {
        polling: 10,
      });
    } else {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
    }
    if (interaction.prepare) {
      await interaction.prepare(page);
      await settleFrames(page);
      await page.evaluate(() => (window as unknown as { __inp: Observed }).__inp.reset());
    }
    // A tap that lands before the scripts run does what it does without them: a form's submit
    // button posts the form, and the answer is a new page. Such a run measured the server, not
    // this page's INP, and is counted apart (NaN) rather than as 0 ms.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await interaction.act(page);
    // Event Timing entries arrive after the next paint: wait for the page to finish starting and
    // for two more frames before reading them.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await settleFrames(page);
    await page.waitForTimeout(300);
    return await page.evaluate(() => {
      if (!(window as unknown as { __sameDocument?: boolean }).__sameDocument) return Number.NaN;
      const values = [...(window as unknown as { __inp: Observed }).__inp.longest.values()];
      return values.length ? Math.max(...values) : 0;
    });
  } finally {
    await context.close();
  }
}

function settleFrames(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/** The median of the runs measured on the page itself (a run the server answered is NaN). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export interface InpRow {
  name: string;
  moment: Moment;
  /** One list of run figures per build, in the order of the origins. */
  runs: number[][];
}

/**
 * Every interaction at both moments, `runs` times, on each origin. With two origins their runs
 * interleave (A B, then B A) so that whatever else the machine does weighs on both alike.
 */
export async function measureAll(origins: string[], runs: number, only = ""): Promise<InpRow[]> {
  const browser = await launchBrowser();
  const rows: InpRow[] = [];
  try {
    for (const interaction of interactions.filter((each) => each.name.includes(only)))
      for (const moment of ["early", "settled"] as const) {
        const row: InpRow = { name: interaction.name, moment, runs: origins.map(() => []) };
        for (let run = 0; run < runs; run++) {
          const order = run % 2 ? [...origins.keys()].reverse() : [...origins.keys()];
          for (const which of order)
            row.runs[which]!.push(await measure(browser, origins[which]!, interaction, moment));
        }
        rows.push(row);
      }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The INP table (early and settled medians per interaction, worst run in brackets) for one build. */
export function inpTable(rows: InpRow[], which: number): string[] {
  const header = ["interaction", "tapped early", "tapped settled"];
  const cell = (row?: InpRow) => {
    const runs = row?.runs[which] ?? [];
    const measured = runs.filter(Number.isFinite);
    const server = runs.length - measured.length;
    const byServer = server ? `; ${server} of ${runs.length} posted before the scripts ran` : "";
    if (!measured.length) return `posted before the scripts ran, every run`;
    return `${Math.round(median(measured))} ms (worst ${Math.round(Math.max(...measured))}${byServer})`;
  };
  const body = interactions
    .filter((interaction) => rows.some((row) => row.name === interaction.name))
    .map((interaction) => {
      const of = (moment: Moment) =>
        rows.find((row) => row.name === interaction.name && row.moment === moment);
      return [interaction.name, cell(of("early")), cell(of("settled"))];
    });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [header, ...body].map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
}

export const inpMedian = (row: InpRow, which: number) => median(row.runs[which]!);

/** Each median at or over the budget, named. */
export function inpFailures(rows: InpRow[]): string[] {
  return rows
    .filter((row) => row.runs[0]!.some(Number.isFinite) && !(inpMedian(row, 0) < inpBudgetMs))
    .map((row) => `INP ${row.name} (${row.moment}): ${Math.round(inpMedian(row, 0))} ms ≥ ${inpBudgetMs} ms`);
}
