import type { ErrorRequestHandler, RequestHandler } from "express";
import { contentSecurityPolicy } from "./csp";
import type { RouteBehaviours } from "./route-behaviour";

/**
 * Headers on every response. Every response starts with the strict policy (no inline script at
 * all); HTML responses replace it with one that allows their own inline scripts by hash.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader("Content-Security-Policy", contentSecurityPolicy());
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  next();
};

/**
 * Before React Router answers: its documents carry their own policy (app/entry.server.tsx), and
 * a second header would tighten it, so the baseline is only added when the answer has none.
 */
export const policyFromRenderer: RequestHandler = (_req, res, next) => {
  res.removeHeader("Content-Security-Policy");
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!this.getHeader("Content-Security-Policy"))
      this.setHeader("Content-Security-Policy", contentSecurityPolicy());
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/** Pages answer GET and HEAD; the form endpoints also take POST. Anything else is 405. */
/** GET and HEAD for every page; POST too where the route declares that it takes a form. */
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
