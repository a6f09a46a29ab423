import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin must not load under Vitest.
export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify(
      (process.env.SITE_URL ?? "https://www.saltbush.example").replace(/\/+$/, ""),
    ),
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
  },
});
