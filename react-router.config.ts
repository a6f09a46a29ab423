import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/prerender";

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // The server bundle's entries keep their names: index.js (this build) and app.js (vite.config.ts).
  serverBuildFile: "[name].js",
  // Every known page is rendered to static HTML at build time; the server renders only 404s
  // and form responses.
  prerender: { paths: () => prerenderPaths(), concurrency: 2 },
  // The whole route manifest ships with the first page, so client navigation never depends on
  // a /__manifest request (see docs/decisions/0001-stack.md).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
