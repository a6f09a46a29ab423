import { type Locator, type Page, type Request, expect, test } from "@playwright/test";
import type { HotPayload } from "vite";
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { editorTree } from "./working-copy";

/**
 * What the editor's browser tests share: moving between entries in one loaded editor, and
 * putting every content file back as it was (the editor's copy of the working tree).
 */

/**
 * Opens an editor address as the editor's own links do, without loading the editor again, and
 * waits for `ready` (an entry's Save or Create button unless told).
 */
export async function openInEditor(page: Page, href: string, ready?: Locator) {
  const go = (to: string) =>
    page.evaluate((address) => {
      history.pushState(null, "", address);
      dispatchEvent(new PopStateEvent("popstate"));
    }, to);
  // By way of the dashboard, so the entry open before is gone and `ready` is the new one's.
  const entryButtons = page.getByRole("button", { name: /^(Save|Create)$/ });
  await go("/keystatic");
  await expect(entryButtons).toHaveCount(0, { timeout: 60_000 });
  await go(href);
  await (ready ?? entryButtons.first()).waitFor({ timeout: 120_000 });
}

/**
 * One editor for every test of the calling file: loaded once before the first (the editor's
 * interface is a large chunk the development server compiles on first use), each test then
 * opening its entry with openInEditor. An action that cannot happen fails in moments.
 */
export function oneEditorForTheFile(): () => Page {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    followEditorUpdates(page);
    await page.goto("/keystatic");
    await page.getByRole("link", { name: "Dashboard" }).first().waitFor({ timeout: 240_000 });
    page.setDefaultTimeout(20_000);
  });
  test.afterAll(() => page?.close());
  return () => page;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every content file of the editor's copy, with its text. */
export function snapshotContent(root = editorTree): Map<string, string> {
  const content = join(root, "content");
  return new Map(
    filesUnder(content).map((file) => [relative(root, file), readFileSync(file, "utf8")] as const),
  );
}

/**
 * Each test of the file starts from the content as it stood before it, and leaves it so, the
 * file's editor (`editor`) having taken the change back: the answer is the content as the current
 * test found it.
 */
export function contentRestoredAfterEachTest(editor: () => Page): () => Map<string, string> {
  let snapshot: Map<string, string>;
  test.beforeEach(() => {
    snapshot = snapshotContent();
  });
  test.afterEach(() => restoreContentInEditor(snapshot, editor()));
  return () => snapshot;
}

/** Puts back each changed or deleted file and removes each new one; answers how many it touched. */
export function restoreContent(snapshot: Map<string, string>, root = editorTree): number {
  let touched = 0;
  for (const file of filesUnder(join(root, "content"))) {
    const before = snapshot.get(relative(root, file));
    if (before === undefined) rmSync(file);
    else if (readFileSync(file, "utf8") !== before) writeFileSync(file, before);
    else continue;
    touched += 1;
  }
  for (const [file, text] of snapshot)
    if (!existsSync(join(root, file))) {
      writeFileSync(join(root, file), text);
      touched += 1;
    }
  return touched;
}

/**
 * Puts the content back after a test as restoreContent does and, where that changed a file, waits
 * until the editor in `page` has taken the change, so it redraws before the next test, not in it.
 */
export async function restoreContentInEditor(snapshot: Map<string, string>, page: Page | undefined) {
  const writtenAt = Date.now();
  if (restoreContent(snapshot) && page && !page.isClosed()) await editorTookChanges(page, writtenAt);
}

/**
 * The development server passes every content file it sees change on to the open editor, whose
 * configuration reads the content (keystatic.config.ts), and the editor redraws the entry: an open
 * list closes and a refusal shown goes. A change written by one test must have reached the editor
 * before the next test acts, or that redraw lands in the middle of it. What reaches the page is
 * Vite's HMR protocol (its HotPayload type): for a changed file an "update" message, stamped with
 * the server's clock (this machine's), after which the page fetches the changed modules, each with
 * that timestamp as `t`; for a file added or removed, often a "full-reload", which loads the page
 * again.
 */
interface Updates {
  announced: Set<number>;
  fetched: Set<number>;
  inFlight: Set<Request>;
  /** When a full reload was asked for, and when the page last finished loading (Date.now()). */
  reloadAskedAt: number;
  loadedAt: number;
}
const updatesOf = new WeakMap<Page, Updates>();

const updateTime = (request: Request) => Number(new URL(request.url()).searchParams.get("t"));

/** Starts following the development server's updates to `page`: call before it loads the editor. */
export function followEditorUpdates(page: Page) {
  const updates: Updates = {
    announced: new Set(),
    fetched: new Set(),
    inFlight: new Set(),
    reloadAskedAt: 0,
    loadedAt: 0,
  };
  updatesOf.set(page, updates);
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const message = JSON.parse(String(payload)) as HotPayload;
      if (message.type === "full-reload") updates.reloadAskedAt = Date.now();
      if (message.type === "update")
        for (const { timestamp } of message.updates) updates.announced.add(timestamp);
    }),
  );
  page.on("load", () => {
    updates.loadedAt = Date.now();
  });
  page.on("request", (request) => {
    if (updateTime(request)) updates.inFlight.add(request);
  });
  const done = (request: Request) => {
    const time = updateTime(request);
    if (!time) return;
    updates.inFlight.delete(request);
    updates.fetched.add(time);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
}

/**
 * Waits until the development server has told `page` of a change written at `writtenAt`
 * (Date.now() before the write) and the page has taken it: loaded again, or fetched what every
 * such update names and drawn since.
 */
export async function editorTookChanges(page: Page, writtenAt: number) {
  const updates = updatesOf.get(page)!;
  const since = () => [...updates.announced].filter((time) => time >= writtenAt);
  await expect
    .poll(() => since().length > 0 || updates.reloadAskedAt >= writtenAt, {
      message: "the development server tells the editor of the change",
      timeout: 60_000,
    })
    .toBe(true);
  if (updates.reloadAskedAt >= writtenAt) {
    await expect
      .poll(() => updates.loadedAt >= updates.reloadAskedAt, {
        message: "the editor loads again, as the development server asked",
        timeout: 60_000,
      })
      .toBe(true);
    return;
  }
  await expect
    .poll(() => updates.inFlight.size === 0 && since().every((time) => updates.fetched.has(time)), {
      message: "the editor fetches every module the change updated",
      timeout: 60_000,
    })
    .toBe(true);
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
}
