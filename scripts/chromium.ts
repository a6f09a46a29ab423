import { existsSync } from "node:fs";

/**
 * Debian's Chromium as the benchmarks run it: the browser visitors' Chrome is, headless. The
 * benchmarks measure what a visitor's browser spends, so they take the whole browser.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Debian's headless shell of the same Chromium when it is installed
 * (`apt-get install chromium-headless-shell`), otherwise the whole browser. The shell is the same
 * Blink and V8 without the browser's interface, and a new page costs it less than half the CPU
 * (docs/decisions/0028-test-browser.md). `CHROMIUM_PATH` picks one for both.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath);

/** Headless, without background traffic: this machine's network is closed. */
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
