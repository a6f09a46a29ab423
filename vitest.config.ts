import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify(
      (process.env.SITE_URL ?? "https://www.saltbush.example").replace(/(?<!\/)\/+$/, ""),
    ),
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    testTimeout: 20_000,
    // expect.poll waits on servers, timers and background workers: a second (Vitest's default) is
    // too short for them on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    // Vitest's default leaves one of two cores idle; most integration tests wait on servers,
    // sockets and child processes rather than compute, so every core takes a file.
    maxWorkers: "100%",
    // `npm test` runs both projects in one run, after the build (scripts/test.ts): the integration
    // tests serve or read the production build; the unit tests need none.
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // The unit files of a worker share one module graph, so the content is read, parsed and
          // its schema built once per worker rather than once per file (a third of the project's
          // time). Stubbed globals and settings are put back after every test, and the files pass
          // in any order (--sequence.shuffle).
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          // PostgreSQL for the store's tests: TEST_DATABASE_URL, or a server of their own.
          globalSetup: ["tests/integration/support/postgres-setup.ts"],
        },
      },
    ],
  },
});
