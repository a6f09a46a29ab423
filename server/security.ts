import type { ErrorRequestHandler, RequestHandler } from "express";
import { contentSecurityPolicy } from "../app/lib/csp.server";
import { cacheControl, securityHeaders } from "./header-rules";
import type { RouteBehaviours } from "./route-behaviour";

/**
 * Headers on every response. Every response starts with the strict policy (no inline script at
 * all); HTML responses replace it with one that allows their own inline scripts by hash.
 */
export const withSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy());
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  next();
};

/**
 * Before React Router answers: its documents carry their own policy (app/entry.server.tsx), and
 * a route may say how long its answer may be kept (a form's answer: never). A second header would
 * tighten or contradict it, so the baseline policy and the cache rule are only added when the
 * answer has none: revalidation, or, for a page rendered from a query it reads, private, no-store.
 */
export function defaultsFromRenderer(routes: RouteBehaviours): RequestHandler {
  return (req, res, next) => {
    res.removeHeader("Content-Security-Policy");
    res.removeHeader("Cache-Control");
    // A client navigation asks for a page's data (/what-goes-where.data?q=...): the same rule.
    const page = { path: req.path.replace(/(\/_)?\.data$/, "") || "/", originalUrl: req.originalUrl };
    const cache = routes.rendersPerRequest(page) ? cacheControl.fromQuery : cacheControl.revalidate;
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.getHeader("Content-Security-Policy"))
        this.setHeader("Content-Security-Policy", contentSecurityPolicy());
      if (!this.getHeader("Cache-Control")) this.setHeader("Cache-Control", cache);
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

/** GET and HEAD for every page; POST too where the route exports an action. */
export function allowedMethods(routes: RouteBehaviours): RequestHandler {
  return (req, res, next) => {
    // Client-side submissions post to the page's data URL (/contact-us.data).
    const page = req.path.replace(/(\/_)?\.data$/, "") || "/";
    const allowed = routes.of(page).takesForm ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
    if (allowed.includes(req.method)) return next();
    res.setHeader("Allow", allowed.join(", "));
    res.status(405).type("text/plain").send("Method not allowed.");
  };
}

/** The last word on an unexpected error: a plain message, never a stack trace. */
export const plainErrors: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status =
    typeof error?.status === "number" && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error(error);
  res
    .status(status)
    .type("text/plain")
    .send(status >= 500 ? "Something went wrong. Please try again." : "Bad request.");
};
