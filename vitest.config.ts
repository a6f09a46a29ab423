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
    // `npm test` runs the unit tests before the build and the integration tests after it: these
    // serve or read the production build.
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"] } },
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
