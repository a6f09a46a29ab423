import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./scripts/chromium";
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
  // One development server and one working copy of the content, which each test changes and puts
  // back: the files' tests share that state, so they run one at a time. Each file shares one
  // loaded editor among its tests (session.ts), so the editor's large first load is paid once a file.
  workers: 1,
  // No retries: a test that fails once fails the run. The editor's packages are prepared when the
  // server starts (vite.config.ts), so a first editor page no longer reloads under a test.
  retries: 0,
  // Loading the editor for a file's first test has taken up to four minutes on a busy two-core
  // machine; a test that hangs fails at five.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  // Apart from the site's browser tests, which run at the same time and empty their own folder.
  outputDir: "test-results-editor",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "off",
    launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `npx tsx tests/editor/working-copy.ts && cd "${editorTree}" && PORT=${port} DATABASE_URL=file:./data/editor-${port}.db node server.js`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 180_000,
  },
});
