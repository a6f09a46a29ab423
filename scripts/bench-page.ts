/**
 * Driving a page for the INP bench (scripts/bench-inp.ts) through Chromium's own input and the
 * page's own DOM: taps, focus and keys as a phone sends them, waits for the network and for
 * frames, and the page served without its scripts.
 */
import type { CdpPage } from "./cdp";

/**
 * An element, found by a JavaScript expression that runs in the page. Nothing of a test tool is
 * put into the measured page: Playwright's locators add a script that listens to every pointer,
 * touch and mouse event on the window, and its pages enable the protocol's Runtime domain (see
 * scripts/cdp.ts); both would count in the figures.
 */
export type Target = string;

/** What a visitor does on the page, through Chromium's input as a phone's screen and keyboard send it. */
export interface Visitor {
  tap(target: Target): Promise<void>;
  focus(target: Target): Promise<void>;
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the page has fetched nothing new for half a second (as Playwright's "networkidle" waits). */
export async function networkQuiet(page: CdpPage) {
  const count = () => inPage<number>(page, "performance.getEntriesByType('resource').length");
  let last = await count();
  for (;;) {
    await pause(500);
    const now = await count();
    if (now === last) return;
    last = now;
  }
}

/** Serves pages without their scripts and module preloads; everything else as it comes. */
export async function serveWithoutScripts(page: CdpPage) {
  page.on("Fetch.requestPaused", (event) => {
    void (async () => {
      const requestId = event.requestId as string;
      const status = event.responseStatusCode as number;
      if (status < 200 || status >= 300) return page.send("Fetch.continueRequest", { requestId });
      const { body, base64Encoded } = await page.send<{ body: string; base64Encoded: boolean }>(
        "Fetch.getResponseBody",
        { requestId },
      );
      const html = (base64Encoded ? Buffer.from(body, "base64").toString() : body)
        .replace(/<script\b[\s\S]*?<\/script>/g, "")
        .replace(/<link\b[^>]*modulepreload[^>]*>/g, "");
      // The body given back is decoded: the headers must no longer say it is compressed.
      const headers = (event.responseHeaders as { name: string; value: string }[]).filter(
        (header) => !/^content-(?:encoding|length)$/i.test(header.name),
      );
      return page.send("Fetch.fulfillRequest", {
        requestId,
        responseCode: status,
        responseHeaders: headers,
        body: Buffer.from(html).toString("base64"),
      });
    })();
  });
  await page.send("Fetch.enable", { patterns: [{ resourceType: "Document", requestStage: "Response" }] });
}

/** A typist's pace: a key every 150 ms. */
const typingDelay = 150;

/** Keys other than characters, as Chromium's key input names them. */
const keyCodes: Record<string, number> = { ArrowDown: 40, ArrowUp: 38, Enter: 13, Tab: 9 };

export function visitorOf(page: CdpPage): Visitor {
  return {
    /**
     * A finger on the middle of the element, then lifted. Chromium's answer to the touch comes
     * before the lift, as it does for a finger, which rests on the glass longer than a
     * frame: the lift is sent once the page has taken the touch.
     */
    async tap(target) {
      const point = await waitInPage<{ x: number; y: number }>(
        page,
        `(() => {
          const element = ${target};
          if (!element) return null;
          element.scrollIntoView({ block: "nearest" });
          const box = element.getBoundingClientRect();
          return box.width && box.height ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
        })()`,
      );
      await page.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
      await page.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    },
    async focus(target) {
      await waitInPage(
        page,
        `(() => { const element = ${target}; element?.focus(); return Boolean(element); })()`,
      );
    },
    async type(text) {
      for (const character of text) {
        const key = { key: character, windowsVirtualKeyCode: character.toUpperCase().charCodeAt(0) };
        await page.send("Input.dispatchKeyEvent", { type: "keyDown", text: character, ...key });
        await page.send("Input.dispatchKeyEvent", { type: "keyUp", ...key });
        await pause(typingDelay);
      }
    },
    async press(name) {
      const code = keyCodes[name];
      if (!code) throw new Error(`The bench has no key code for ${name}`);
      const key = { key: name, code: name, windowsVirtualKeyCode: code, nativeVirtualKeyCode: code };
      await page.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key });
      await page.send("Input.dispatchKeyEvent", { type: "keyUp", ...key });
    },
  };
}

/** The value of a JavaScript expression in the page. */
export async function inPage<T>(page: CdpPage, expression: string): Promise<T> {
  const { result, exceptionDetails } = await page.send<{
    result: { value?: unknown };
    exceptionDetails?: { exception?: { description?: string } };
  }>("Runtime.evaluate", { expression, returnByValue: true, awaitPromise: true });
  if (exceptionDetails)
    throw new Error(`In the page: ${exceptionDetails.exception?.description ?? expression}`);
  return result.value as T;
}

/** Asks the page every 10 ms until the expression has a value, for a minute at most. */
export async function waitInPage<T>(page: CdpPage, expression: string): Promise<T> {
  const until = Date.now() + 60_000;
  for (;;) {
    // A navigation in between (a form posted before the scripts ran) destroys the context asked.
    const value = await inPage<T>(page, expression).catch(() => null);
    if (value) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting in the page for ${expression}`);
    await pause(10);
  }
}

export function settleFrames(page: CdpPage) {
  return inPage(
    page,
    "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))",
  );
}
