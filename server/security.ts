import type { RequestHandler } from "express";
import { contentSecurityPolicy } from "./csp";

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
    if (!this.getHeader("Content-Security-Policy")) this.setHeader("Content-Security-Policy", contentSecurityPolicy());
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
