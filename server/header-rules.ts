import { contentType } from "mime-types";
import { extname } from "node:path";

/**
 * The headers and cache rules of every answer, written once. Express applies them (security.ts,
 * app.ts, static-pages.ts, precompressed.ts), and `npm run nginx-config` writes the same values
 * into the nginx configuration that serves the build in front of Node (nginx/config.ts), so a
 * proxy never drops or changes one.
 */

/** Sent with every answer. The Content-Security-Policy is separate: each page has its own (app/lib/csp.server.ts). */
export const securityHeaders: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
};

/**
 * What other sites may show: a page shared on a social network shows its card, and a link to the
 * site shows its icon. Everything else (pages, loader data, scripts, styles) is for this site's own
 * pages only (Cross-Origin-Resource-Policy: same-origin, above).
 */
export const sharedWithOtherSites = {
  folders: ["/social/"],
  files: ["/favicon.svg", "/favicon-48.png", "/apple-touch-icon.png", "/icon-512.png"],
} as const;

export const crossOriginResourcePolicy = (path: string): "same-origin" | "cross-origin" =>
  sharedWithOtherSites.folders.some((folder) => path.startsWith(folder)) ||
  (sharedWithOtherSites.files as readonly string[]).includes(path)
    ? "cross-origin"
    : "same-origin";

export const cacheControl = {
  /** Hashed asset names never change content: kept a year and never checked. */
  hashedAsset: "public, max-age=31536000, immutable",
  /**
   * Everything else whose name does not change between deploys (pages, loader data, the search
   * index, icons): kept, but checked on every use, so after a deploy no visitor sees old words
   * and an unchanged file costs a 304.
   */
  revalidate: "no-cache",
  /**
   * A page rendered from its query (a finder's question, an enquiry's reference, a form's answer)
   * may hold what one visitor typed: kept by no shared cache and by no browser.
   */
  fromQuery: "private, no-store",
  /** A missing script or style may appear with the next deploy. */
  missingAsset: "no-store",
} as const;

/** Answers smaller than this are sent uncompressed: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/** Where the build keeps its hashed scripts and styles, under the client folder. */
export const assetsPath = "/assets/";

/** What express.static sends for a file it has no type for (loader data's .data, for one). */
export const defaultContentType = "application/octet-stream";

/** The Content-Type express.static sends for a file name, from the same table (mime-types). */
export const contentTypeOf = (name: string): string =>
  contentType(extname(name).slice(1)) || defaultContentType;
