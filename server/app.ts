/**
 * The site's Express application: security headers, compressed static files (immutable hashed
 * assets, pre-rendered pages that revalidate), and React Router for form actions, per-request
 * pages and 404s, with the forms runtime handed to actions through React Router's load context.
 *
 * Vite bundles it as a second entry of the server build (build/server/app.js, beside React Router's
 * index.js; vite.config.ts), so the shell and the routes share one copy of every module; server.js
 * loads both and hands the build to it. The headers and cache rules it applies are written once in
 * header-rules.ts, which the nginx configuration reads too.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { resolve } from "node:path";
import { requestContext } from "../app/lib/request-context.server";
import { withForms } from "../app/forms/context.server";
import { refuseCrossOriginPosts } from "./origin";
import { type FormsRuntime, createFormsRuntime } from "../app/forms/runtime.server";
import { formsConfig } from "../app/forms/config.server";
import { editorHostOnly } from "./editor-host";
import { healthCheck } from "./health";
import { checkedHost } from "./host-header";
import { missingAsset } from "./missing-asset";
import { movedPages } from "./moved-pages";
import { precompressedFiles } from "./precompressed";
import { allowedMethods, plainErrors, defaultsFromRenderer, withSecurityHeaders } from "./security";
import { assetsPath, cacheControl, compressionThresholdBytes } from "./header-rules";
import { routeBehaviours } from "./route-behaviour";
import { normalisedTarget } from "./request-target";
import { prerenderedPages, withoutTrailingSlash } from "./static-pages";
import { trustProxySetting } from "./trust-proxy";
import { monthlyJob } from "../app/monthly/sender.server";

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
  /** Only the development server sets this (server.js): Vite's inline styles, content problems shown on pages. */
  development?: boolean;
}

/** The forms runtime of this process, from the environment (docs/forms.md). */
export function createForms(): FormsRuntime {
  return createFormsRuntime(formsConfig(), { jobs: [monthlyJob()] });
}

type HeaderTarget = { setHeader(name: string, value: string): unknown };
const hashedAsset = (res: HeaderTarget) => res.setHeader("Cache-Control", cacheControl.hashedAsset);
const revalidated = (res: HeaderTarget) => res.setHeader("Cache-Control", cacheControl.revalidate);

export function createApp({
  build,
  forms,
  clientDir,
  localEditing = false,
  development = false,
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(process.env.TRUST_PROXY));
  app.use(withSecurityHeaders);
  app.use(checkedHost);
  app.use(normalisedTarget);
  const routes = routeBehaviours(build);
  app.use(allowedMethods(routes));
  app.use(editorHostOnly);
  app.use(healthCheck(forms, build.assets.version));
  app.use(compression({ threshold: compressionThresholdBytes }));
  app.use(withoutTrailingSlash);
  app.use(movedPages);
  if (clientDir) {
    const assets = resolve(clientDir, assetsPath.slice(1));
    app.use(
      assetsPath,
      precompressedFiles(assets, cacheControl.hashedAsset),
      express.static(assets, {
        cacheControl: false,
        setHeaders: hashedAsset,
        index: false,
        // "/assets" is no page: a 404, never a redirect to "/assets/" (which the trailing-slash
        // rule would send back).
        redirect: false,
        fallthrough: true,
      }),
      missingAsset,
    );
    app.use(prerenderedPages(clientDir, routes));
  }
  // Loader data, the search index and icons. Byte ranges only for the hashed assets: nobody
  // resumes a page's data or an icon.
  if (clientDir)
    app.use(
      precompressedFiles(clientDir, cacheControl.revalidate),
      express.static(clientDir, {
        index: false,
        redirect: false,
        cacheControl: false,
        setHeaders: revalidated,
        acceptRanges: false,
      }),
    );
  app.use(refuseCrossOriginPosts);
  app.all(
    "*splat",
    defaultsFromRenderer(),
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      // Express knows the visitor's address (and, with TRUST_PROXY, the proxy's word for it).
      getLoadContext: (req) =>
        withForms(
          requestContext({ visitorAddress: req.ip ?? req.socket.remoteAddress, localEditing, development }),
          forms,
        ),
    }),
  );
  app.use(plainErrors);
  return app;
}
