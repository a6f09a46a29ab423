/**
 * Chromium driven through the DevTools protocol alone, for measuring what a page costs a phone
 * (scripts/bench-inp.ts). A Playwright page enables the protocol's Runtime domain for itself, and
 * with it V8 collects source positions for the debugger while the start-up modules evaluate: a
 * second parse of the framework's code, 60–90 ms at 4× throttling, which no visitor's browser does
 * (docs/decisions/0007-performance.md). Here nothing is enabled but the Page domain, and
 * `Runtime.evaluate`, which needs no domain, asks the page.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumFlags, chromiumPath } from "./chromium";

type Params = Record<string, unknown>;
type Listener = (params: Params) => void;

interface Message {
  id?: number;
  method?: string;
  params?: Params;
  sessionId?: string;
  result?: unknown;
  error?: { message: string };
}

/** One tab in a browser context of its own (an empty cache and no cookies). */
export interface CdpPage {
  send<T = Params>(method: string, params?: Params): Promise<T>;
  on(method: string, listener: Listener): void;
  close(): Promise<void>;
}

/** A window's size in CSS pixels. */
export interface WindowSize {
  width: number;
  height: number;
}

export interface CdpBrowser {
  /**
   * A tab in a window of `size`, which must be the size of the screen the page emulates: what
   * lies outside the real window is not drawn, and a change only there presents no frame.
   */
  newPage(size: WindowSize): Promise<CdpPage>;
  close(): Promise<void>;
}

/**
 * The tab painting and running its timers as the one a visitor looks at (a headless tab otherwise
 * counts as hidden, and its frames wait), and a touch screen without hover, as a phone's.
 */
const pageAsOnAPhone = [
  "--disable-background-timer-throttling",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--hide-scrollbars",
  "--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4",
];

/** Starts Chromium with a profile of its own and connects to it. */
export async function launchCdpBrowser(): Promise<CdpBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "saltbush-cdp-"));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      ...pageAsOnAPhone,
      "--remote-debugging-port=0",
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${text}`)), 30_000);
    child.stderr.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    });
    child.on("exit", () => reject(new Error(`Chromium exited: ${text}`)));
  });
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });

  let lastId = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Listener[]>();
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    if (message.id !== undefined) {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error.message));
      else waiting?.resolve(message.result);
    } else if (message.method)
      for (const listener of listeners.get(`${message.sessionId ?? ""} ${message.method}`) ?? [])
        listener(message.params ?? {});
  });
  const send = <T>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  return {
    async newPage(size) {
      const { browserContextId } = await send<{ browserContextId: string }>("Target.createBrowserContext");
      const { targetId } = await send<{ targetId: string }>("Target.createTarget", {
        url: "about:blank",
        browserContextId,
        ...size,
      });
      const { sessionId } = await send<{ sessionId: string }>("Target.attachToTarget", {
        targetId,
        flatten: true,
      });
      const own: string[] = [];
      return {
        send: (method, params) => send(method, params, sessionId),
        on(method, listener) {
          const key = `${sessionId} ${method}`;
          own.push(key);
          listeners.set(key, [...(listeners.get(key) ?? []), listener]);
        },
        async close() {
          for (const key of own) listeners.delete(key);
          await send("Target.disposeBrowserContext", { browserContextId });
        },
      };
    },
    async close() {
      socket.close();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
