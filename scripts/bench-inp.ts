/**
 * Interaction to Next Paint of the site's five main interactions, for `npm run bench`
 * (docs/decisions/0007-performance.md). Each runs in Chromium on a phone-sized window with the CPU
 * slowed four times (Lighthouse's mobile setting), in a fresh browser context (an empty cache), in
 * two ways: tapped as soon as the page has painted (while its scripts load and hydrate) and once
 * the page has settled. The latency of an interaction is the longest Event Timing entry that
 * shares its `interactionId`, and a run's figure the longest interaction of what is measured, as
 * web-vitals reports INP for a page with few interactions.
 */
import { type CdpBrowser, launchCdpBrowser } from "./cdp";
import {
  type Target,
  type Visitor,
  inPage,
  networkQuiet,
  pause,
  serveWithoutScripts,
  settleFrames,
  visitorOf,
  waitInPage,
} from "./bench-page";

/**
 * The budgets: every settled median under 100 ms, every early median (tapped while the scripts
 * load and hydrate) under 200 ms, and each settled median within 25 ms of the same page with its
 * scripts taken out (`--html`), what Chromium alone spends on it.
 */
export const inpBudgetMs = 100;
export const earlyInpBudgetMs = 200;
export const overHtmlAloneMs = 25;

/**
 * When the tap comes: as soon as the page has painted, or once it has settled; and, for reference
 * (`--html`), the same two on the page with its scripts taken out, which is what Chromium alone
 * spends on it. The budget applies to the page as it is.
 */
export type Moment = "early" | "settled" | "html alone, early" | "html alone, settled";

const withoutScripts = (moment: Moment) => moment.startsWith("html alone");

const css = (selector: string): Target => `document.querySelector(${JSON.stringify(selector)})`;

/**
 * The element of `selector` whose text is `words`, leaving out what is hidden from people (the
 * quote form's first button, for the Enter key, is one: it is `aria-hidden` and a pixel wide).
 */
const withText = (selector: string, words: string): Target =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].find((each) => !each.closest("[aria-hidden=true]") && each.textContent.trim() === ${JSON.stringify(words)})`;

/** The form control whose <label> begins with `words` (a label may go on, as "(optional)" does). */
const labelled = (scope: string, words: string): Target =>
  `[...document.querySelectorAll(${JSON.stringify(`${scope} label`)})].find((label) => label.textContent.trim().startsWith(${JSON.stringify(words)}))?.control`;

interface Interaction {
  name: string;
  path: string;
  /** Steps before the measured part (opening the menu to reach the search), done just as early. */
  prepare?: (visitor: Visitor) => Promise<void>;
  act: (visitor: Visitor) => Promise<void>;
}

const openMenu = (visitor: Visitor) => visitor.tap(css("#site-menu > summary"));

export const interactions: Interaction[] = [
  {
    name: "phone menu, then SERVICES",
    path: "/",
    act: async (visitor) => {
      await openMenu(visitor);
      await visitor.tap(withText("nav summary", "SERVICES"));
    },
  },
  {
    name: "header search, typing a word",
    path: "/",
    prepare: openMenu,
    act: async (visitor) => {
      await visitor.tap(labelled("[role=search]", "Search the site"));
      await visitor.type("recycling");
    },
  },
  {
    name: '"what goes where", typing an item',
    path: "/what-goes-where",
    act: async (visitor) => {
      await visitor.tap(labelled("main", "Search for an item"));
      // The example the field's own hint gives.
      await visitor.type("batteries");
    },
  },
  {
    name: "quote step 1: pick, tick, Next",
    path: "/get-a-quote",
    act: async (visitor) => {
      // A <select>'s own popup is not drawn headless: the visitor's pick is made with the keyboard.
      await visitor.focus(labelled("main", "Service or waste stream"));
      await visitor.press("ArrowDown");
      await visitor.tap(labelled("main", "Small business"));
      await visitor.tap(css("main fieldset input[type=checkbox]"));
      await visitor.tap(withText("main button", "Continue"));
    },
  },
  {
    name: "contact form sent empty",
    path: "/contact-us",
    act: (visitor) => visitor.tap(withText("main button", "Send enquiry")),
  },
  {
    name: "missed-collection form sent empty",
    path: "/customer-service/missed-collection",
    act: (visitor) => visitor.tap(withText("main button", "Send request")),
  },
];

/**
 * Runs in the page before anything else: records the longest Event Timing entry of each
 * interaction, whether the first contentful paint has happened, and whether the page has begun to
 * leave for another (a form posted without scripts). `__inp.reset()` forgets what came before.
 * Plain JavaScript text: a function's own text, as tsx compiles it, calls helpers that do not
 * exist in the page. 16 ms is the smallest threshold the API accepts (web-vitals
 * uses 40, and the first input).
 */
const observeInteractions = `{
  const longest = new Map();
  const state = { painted: false, leaving: false, longest, reset: () => longest.clear() };
  window.__inp = state;
  addEventListener("beforeunload", () => (state.leaving = true));
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

/** Lighthouse's phone (a Moto G Power): 412 × 823 CSS pixels at 1.75 device pixels each. */
export const phone = { width: 412, height: 823, deviceScaleFactor: 1.75 };

/** How many times slower the CPU runs: Lighthouse's mobile setting. */
export const cpuSlowdown = 4;

/** One run of one interaction at one moment; the INP of the measured part, in ms. */
export async function measure(
  browser: CdpBrowser,
  origin: string,
  interaction: Interaction,
  moment: Moment,
): Promise<number> {
  const page = await browser.newPage({ width: phone.width, height: phone.height });
  try {
    await page.send("Emulation.setDeviceMetricsOverride", { ...phone, mobile: true });
    await page.send("Emulation.setTouchEmulationEnabled", { enabled: true, maxTouchPoints: 1 });
    // The tab has the focus, as the one in a visitor's hand does: a focused field shows its caret.
    await page.send("Emulation.setFocusEmulationEnabled", { enabled: true });
    await page.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.send("Page.enable");
    await page.send("Page.addScriptToEvaluateOnNewDocument", { source: observeInteractions });
    if (withoutScripts(moment)) await serveWithoutScripts(page);
    await page.send("Page.navigate", { url: `${origin}${interaction.path}` });
    const started = withoutScripts(moment)
      ? "document.readyState === 'complete'"
      : "document.documentElement.hasAttribute('data-hydrated')";
    if (moment.endsWith("early")) await waitInPage(page, "window.__inp?.painted");
    else {
      await waitInPage(page, started);
      await networkQuiet(page);
    }
    const visitor = visitorOf(page);
    if (interaction.prepare) {
      await interaction.prepare(visitor);
      await settleFrames(page);
      await inPage(page, "window.__inp.reset()");
    }
    // A tap that lands before the scripts run (or on a page without them) does what it does
    // without them: a form's submit button posts the form, and the answer is a new page. Such a
    // run measured the server, not this page's INP, and is counted apart (NaN) rather than as a
    // figure, whether the new page has arrived when the figure is read or is still on its way.
    await inPage(page, "window.__sameDocument = true");
    await interaction.act(visitor);
    // Event Timing entries arrive after the next paint: wait for the page to finish starting and
    // for two more frames before reading them.
    await waitInPage(page, started);
    await settleFrames(page);
    await pause(300);
    const inp = await inPage<number | null>(
      page,
      "window.__sameDocument && !window.__inp.leaving ? Math.max(0, ...window.__inp.longest.values()) : null",
    ).catch(() => null);
    return inp ?? Number.NaN;
  } finally {
    await page.close();
  }
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
 * Every interaction at both moments (and with its HTML alone, if asked), `runs` times, on each
 * origin. With two origins their runs interleave (A B, then B A) so that whatever else the machine
 * does weighs on both alike.
 */
export async function measureAll(
  origins: string[],
  runs: number,
  only = "",
  htmlAlone = false,
): Promise<InpRow[]> {
  const browser = await launchCdpBrowser();
  const rows: InpRow[] = [];
  try {
    for (const interaction of interactions.filter((each) => each.name.includes(only)))
      for (const moment of [
        "early",
        "settled",
        ...(htmlAlone ? (["html alone, early", "html alone, settled"] as const) : []),
      ] as const) {
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
  const htmlAlone = rows.some((row) => withoutScripts(row.moment));
  const header = [
    "interaction",
    "tapped early",
    "tapped settled",
    ...(htmlAlone ? ["HTML alone, early", "HTML alone, settled"] : []),
  ];
  const cell = (row?: InpRow) => {
    const runs = row?.runs[which] ?? [];
    const measured = runs.filter(Number.isFinite);
    const server = runs.length - measured.length;
    const posted = row && withoutScripts(row.moment) ? "the form posts" : "posted before the scripts ran";
    const byServer = server ? `; ${server} of ${runs.length} ${posted}` : "";
    if (!measured.length) return `${posted}, every run`;
    return `${Math.round(median(measured))} ms (worst ${Math.round(Math.max(...measured))}${byServer})`;
  };
  const body = interactions
    .filter((interaction) => rows.some((row) => row.name === interaction.name))
    .map((interaction) => {
      const of = (moment: Moment) =>
        rows.find((row) => row.name === interaction.name && row.moment === moment);
      const row = [interaction.name, cell(of("early")), cell(of("settled"))];
      return htmlAlone ? [...row, cell(of("html alone, early")), cell(of("html alone, settled"))] : row;
    });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  return [header, ...body].map((row) => row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
}

export const inpMedian = (row: InpRow, which: number) => median(row.runs[which]!);

/** Each median at or over its budget, named. */
export function inpFailures(rows: InpRow[]): string[] {
  const measured = (row: InpRow | undefined) => !!row && row.runs[0]!.some(Number.isFinite);
  const failures: string[] = [];
  for (const row of rows.filter((each) => !withoutScripts(each.moment) && measured(each))) {
    const ms = inpMedian(row, 0);
    const budget = row.moment === "early" ? earlyInpBudgetMs : inpBudgetMs;
    if (!(ms < budget)) failures.push(`INP ${row.name} (${row.moment}): ${Math.round(ms)} ms ≥ ${budget} ms`);
    if (row.moment !== "settled") continue;
    const alone = rows.find((each) => each.name === row.name && each.moment === "html alone, settled");
    if (measured(alone) && !(ms - inpMedian(alone!, 0) <= overHtmlAloneMs))
      failures.push(
        `INP ${row.name} (settled): ${Math.round(ms)} ms, ${Math.round(ms - inpMedian(alone!, 0))} ms over the page without scripts (budget ${overHtmlAloneMs} ms)`,
      );
  }
  return failures;
}
