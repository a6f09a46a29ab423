/** Debian's Chromium as the benchmarks and the browser tests run it: headless, without background traffic. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
