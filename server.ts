/**
 * The production server: compressed static files (immutable hashed assets, pre-rendered pages),
 * security headers, and React Router for form actions and 404s. Start with `npm start`.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { resolve } from "node:path";
import { installForms, startForms } from "./server/forms/express";
import { missingAsset } from "./server/missing-asset";
import { precompressedAssets } from "./server/precompressed";
import { prerenderedPages, withoutTrailingSlash } from "./server/static-pages";
import { allowedMethods, plainErrors, policyFromRenderer, securityHeaders } from "./server/security";

const port = Number(process.env.PORT ?? 3000);
// BUILD_DIR lets the benchmark serve a build of its own without touching build/.
const buildDir = resolve(process.env.BUILD_DIR ?? "build");
const clientDir = resolve(buildDir, "client");

export async function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1");
  app.use(securityHeaders);
  app.use(allowedMethods);
  app.use(compression());
  app.use(withoutTrailingSlash);
  app.use(
    "/assets",
    precompressedAssets(resolve(clientDir, "assets")),
    express.static(resolve(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: true,
    }),
    missingAsset,
  );
  app.use(prerenderedPages(clientDir));
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  // Forms (docs/forms.md): the visitor's address for the rate limits.
  installForms(app);
  const build = await import(resolve(buildDir, "server/index.js"));
  app.all("*splat", policyFromRenderer, createRequestHandler({ build, mode: process.env.NODE_ENV }));
  app.use(plainErrors);
  return app;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve("server.ts")) {
  // Forms: the database is opened and migrated, and the mail outbox started, before requests come.
  // A database that cannot be opened is logged, not fatal: pages do not need it (docs/decisions/0008-database-faults.md).
  const forms = await startForms();
  const app = await createApp();
  const server = app.listen(port, () => {
    console.log(`Saltbush website on http://localhost:${port}`);
  });
  // Forms: on shutdown, finish the requests in progress, then the mail being sent, then close the database.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      const exit = () => void forms.stop().finally(() => process.exit(0));
      server.close(exit);
      server.closeIdleConnections();
      setTimeout(exit, 10_000).unref();
    });
  }
}
