/**
 * Records, or checks, the words every built page shows in its <main> element: the guard that a
 * change to how content is stored or rendered leaves what visitors read as it was.
 *
 *   npm run build && npx tsx scripts/main-text.ts          compare with the snapshot
 *   npm run build && npx tsx scripts/main-text.ts --write  record a new snapshot
 *
 * The snapshot holds one entry per pre-rendered page (found by walking build/client, so it does
 * not depend on the site map it is checking), each a list of lines: one per block of text
 * (heading, paragraph, list item, table cell), whitespace collapsed. Differences that are meant
 * are listed in tests/snapshots/main-text-changes.json ({ path: reason }) and reported, not failed.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Window } from "happy-dom";

const client = process.env.BUILD_DIR ? join(process.env.BUILD_DIR, "client") : "build/client";
const snapshotFile = "tests/snapshots/main-text.json";
const changesFile = "tests/snapshots/main-text-changes.json";

const blocks = new Set(
  "P H1 H2 H3 H4 H5 H6 LI DT DD TD TH TR CAPTION FIGCAPTION BLOCKQUOTE PRE SUMMARY DETAILS SECTION ARTICLE DIV UL OL DL TABLE NAV HEADER FOOTER FORM FIELDSET LEGEND LABEL BUTTON OPTION".split(
    " ",
  ),
);
const skipped = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);

function htmlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = join(folder, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : htmlFiles(full);
    return name === "index.html" ? [full] : [];
  });
}

function pathOf(file: string): string {
  const folder = relative(client, file).replace(/(^|\/)index\.html$/, "");
  return `/${folder}`;
}

/** The text of <main>, one line per block element, as a reader would see the blocks. */
export function mainText(html: string): string[] {
  const window = new Window();
  window.document.write(html);
  const main = window.document.querySelector("main");
  if (!main) return [];
  let text = "";
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      text += node.textContent ?? "";
      return;
    }
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (skipped.has(element.tagName)) return;
    const block = blocks.has(element.tagName);
    if (block) text += "\n";
    for (const child of Array.from(element.childNodes)) walk(child as unknown as Node);
    if (block) text += "\n";
  };
  walk(main as unknown as Node);
  window.close();
  return text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

function record(): Record<string, string[]> {
  if (!existsSync(client)) throw new Error(`No build in ${client}: run npm run build first`);
  const pages: Record<string, string[]> = {};
  for (const file of htmlFiles(client).sort()) pages[pathOf(file)] = mainText(readFileSync(file, "utf8"));
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

function compare(before: Record<string, string[]>, after: Record<string, string[]>) {
  const differences: { path: string; lines: string[] }[] = [];
  for (const path of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const old = before[path];
    const now = after[path];
    if (!old) differences.push({ path, lines: ["page is new"] });
    else if (!now) differences.push({ path, lines: ["page is gone"] });
    else if (old.join("\n") !== now.join("\n")) {
      const removed = old.filter((line) => !now.includes(line)).map((line) => `- ${line}`);
      const added = now.filter((line) => !old.includes(line)).map((line) => `+ ${line}`);
      const lines = [...removed, ...added];
      differences.push({ path, lines: lines.length ? lines : ["same lines in another order"] });
    }
  }
  return differences;
}

const pages = record();
if (process.argv.includes("--write")) {
  writeFileSync(snapshotFile, `${JSON.stringify(pages, null, 1)}\n`);
  console.log(`Recorded the main text of ${Object.keys(pages).length} pages in ${snapshotFile}`);
} else {
  const snapshot = JSON.parse(readFileSync(snapshotFile, "utf8")) as Record<string, string[]>;
  const intended = existsSync(changesFile)
    ? (JSON.parse(readFileSync(changesFile, "utf8")) as Record<string, string>)
    : {};
  const differences = compare(snapshot, pages);
  const unexpected = differences.filter(({ path }) => !intended[path]);
  for (const { path, lines } of differences) {
    const reason = intended[path];
    console.log(`${path}${reason ? ` (intended: ${reason})` : ""}\n  ${lines.slice(0, 20).join("\n  ")}`);
  }
  console.log(
    `${Object.keys(pages).length} pages compared with ${snapshotFile}: ${differences.length} differ, ${unexpected.length} not listed as intended`,
  );
  if (unexpected.length) process.exitCode = 1;
}
