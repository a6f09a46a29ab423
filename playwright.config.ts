import { defineConfig, devices } from "@playwright/test";
import { chromiumFlags, testChromiumPath } from "./scripts/chromium";

/** Browser tests run against the production build, served exactly as `npm start` serves it. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "off",
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: `NODE_ENV=production PORT=${port} DATABASE_URL=file:./data/e2e-${port}.db node server.js`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
