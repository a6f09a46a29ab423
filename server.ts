/**
 * The production server: compressed static files (immutable hashed assets, pre-rendered pages),
 * security headers, and React Router for form actions and 404s. Start with `npm start`.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { resolve } from "node:path";
import { prerenderedPages, withoutTrailingSlash } from "./server/static-pages";
import { securityHeaders } from "./server/security";

const port = Number(process.env.PORT ?? 3000);
const clientDir = resolve("build/client");

export async function createApp() {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", process.env.TRUST_PROXY === "1");
  app.use(securityHeaders);
  app.use(compression());
  app.use(withoutTrailingSlash);
  app.use(
    "/assets",
    express.static(resolve(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: true }),
  );
  app.use(prerenderedPages(clientDir));
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  const build = await import(resolve("build/server/index.js"));
  app.all("*splat", createRequestHandler({ build, mode: process.env.NODE_ENV }));
  return app;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve("server.ts")) {
  const app = await createApp();
  app.listen(port, () => {
    console.log(`Saltbush website on http://localhost:${port}`);
  });
}
