import type { ErrorRequestHandler, RequestHandler } from "express";
import { contentSecurityPolicy } from "../app/lib/csp.server";
import { cacheControl, crossOriginResourcePolicy, securityHeaders } from "./header-rules";
import type { RouteBehaviours } from "./route-behaviour";

/**
 * Headers on every response. Every response starts with the strict policy (no inline script at
 * all); HTML responses replace it with one that allows their own inline scripts by hash.
 */
export const withSecurityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy());
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  res.setHeader("Cross-Origin-Resource-Policy", crossOriginResourcePolicy(req.path));
  next();
};

/** Whether an answer's Cache-Control already keeps it out of every cache. */
const storedNowhere = (value: unknown) => typeof value === "string" && /(?:^|,)\s*no-store\b/i.test(value);

/**
 * Before React Router answers: its documents carry their own policy (app/entry.server.tsx), so the
 * baseline policy is only added to an answer without one. The cache rule is decided here, for
 * every route at once: an answer rendered for a request with a query may show what the visitor
 * typed, whatever the route reads and says, so it is private, no-store (a route's own no-store
 * stands); without a query, the route's own rule, else revalidation. The files of the build (a
 * page pre-rendered without its query) never reach here.
 */
export function defaultsFromRenderer(): RequestHandler {
  return (req, res, next) => {
    res.removeHeader("Content-Security-Policy");
    res.removeHeader("Cache-Control");
    const fromQuery = req.originalUrl.includes("?");
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!this.getHeader("Content-Security-Policy"))
        this.setHeader("Content-Security-Policy", contentSecurityPolicy());
      const own = this.getHeader("Cache-Control");
      if (fromQuery && !storedNowhere(own)) this.setHeader("Cache-Control", cacheControl.fromQuery);
      else if (!own) this.setHeader("Cache-Control", cacheControl.revalidate);
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
