import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./scripts/chromium";
import { editorPort, editorTree } from "./tests/editor/working-copy";

/**
 * The content editor's browser test runs against the development server as `npm run dev` starts
 * it (on loopback, where the editor writes the files in the working tree: local storage), started
 * in a fresh copy of the working tree (tests/editor/working-copy.ts), so the repository's own
 * files are never written.
 */
const port = editorPort;

export default defineConfig({
  testDir: "tests/editor",
  workers: 1,
  // The development server compiles each module when a page first asks for it. Twice, on a fresh
  // clone straight after the rest of `npm test`, a first editor page never showed what it shows
  // on every other run; a second try passed. One retry keeps that from failing the run, the report
  // still lists the test as flaky, and the content-check test's message says what the page showed.
  retries: 1,
  // The editor's development build is large: on a busy two-core machine one journey has taken
  // over five minutes, on an idle one under three.
  timeout: 600_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx tsx tests/editor/working-copy.ts && cd "${editorTree}" && PORT=${port} DATABASE_URL=file:./data/editor-${port}.db node server.js`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
