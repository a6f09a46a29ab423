/**
 * The site's Express application: security headers, compressed static files (immutable hashed
 * assets, pre-rendered pages that revalidate), and React Router for form actions, per-request
 * pages and 404s, with the forms runtime handed to actions through React Router's load context.
 *
 * The server entry (app/entry.server.tsx) exports it, so Vite bundles it into React Router's server
 * build with the routes and the server and the routes share one copy of every module; server.js
 * takes it from the build (`build.entry.module`) and hands the build back to it.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { resolve } from "node:path";
import { requestContext } from "../app/lib/request-context.server";
import { refuseCrossOriginPosts } from "./origin";
import { type FormsRuntime, createFormsRuntime } from "../app/forms/runtime.server";
import { formsConfig } from "../app/forms/config.server";
import { editorHostOnly } from "./editor-host";
import { healthCheck } from "./health";
import { missingAsset } from "./missing-asset";
import { precompressedAssets } from "./precompressed";
import { allowedMethods, plainErrors, policyFromRenderer, securityHeaders } from "./security";
import { routeBehaviours } from "./route-behaviour";
import { prerenderedPages, withoutTrailingSlash } from "./static-pages";
import { trustProxySetting } from "./trust-proxy";

export interface AppOptions {
  /** React Router's server build, which includes this module. */
  build: ServerBuild;
  /** The forms' database, mail outbox and limits, created once per process. */
  forms: FormsRuntime;
  /** The client build (pre-rendered pages and assets); absent in development, where Vite serves them. */
  clientDir?: string;
  /**
   * The development server listens on loopback only, so the editor may write the working tree
   * without sign-in (server.js). Never set by the production server.
   */
  localEditing?: boolean;
}

/** The forms runtime of this process, from the environment (docs/forms.md). */
export function createForms(): FormsRuntime {
  return createFormsRuntime(formsConfig());
}

/**
 * Everything from here on whose name does not change between deploys (loader data, the search
 * index, icons, and React Router's own answers) may be kept, but is checked on every use: after
 * a deploy no visitor sees old words, and an unchanged file costs a 304.
 */
const revalidate: RequestHandler = (_req, res, next) => {
  res.setHeader("Cache-Control", "no-cache");
  next();
};

export function createApp({ build, forms, clientDir, localEditing = false }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
  app.use(securityHeaders);
  const routes = routeBehaviours(build);
  app.use(allowedMethods(routes));
  app.use(editorHostOnly);
  app.use(healthCheck(forms, build.assets.version));
  app.use(compression());
  app.use(withoutTrailingSlash);
  if (clientDir) {
    const assets = resolve(clientDir, "assets");
    app.use(
      "/assets",
      precompressedAssets(assets),
      express.static(assets, { immutable: true, maxAge: "1y", index: false, fallthrough: true }),
      missingAsset,
    );
    app.use(prerenderedPages(clientDir, routes));
  }
  app.use(revalidate);
  if (clientDir) app.use(express.static(clientDir, { index: false, redirect: false, cacheControl: false }));
  app.use(refuseCrossOriginPosts);
  app.all(
    "*splat",
    policyFromRenderer,
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      // Express knows the visitor's address (and, with TRUST_PROXY, the proxy's word for it).
      getLoadContext: (req) =>
        requestContext({ forms, visitorAddress: req.ip ?? req.socket.remoteAddress, localEditing }),
    }),
  );
  app.use(plainErrors);
  return app;
}
