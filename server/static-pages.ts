import { existsSync, readFileSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import type { RequestHandler } from "express";
import { policyForHtml } from "../app/lib/csp.server";
import { type Encoding, preferredEncoding } from "./encoding";
import { cacheControl } from "./header-rules";
import { collapsedPath } from "./request-target";
import type { RouteBehaviours } from "./route-behaviour";

/**
 * Serves the pre-rendered HTML of a known page (build/client/<path>/index.html) and its client
 * navigation data (<path>.data), whatever the query string. Unknown paths fall through to
 * React Router, which renders the 404 page and the form responses.
 */
export function prerenderedPages(clientDir: string, routes: RouteBehaviours): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query the page's route reads (a form's answer, a finder's question) is rendered by the server.
    if (routes.rendersPerRequest(req)) return next();
    let pathname: string;
    try {
      // decodeURI leaves an encoded separator encoded: "%2F" never becomes a "/" here (the
      // request-target check refuses it before, and this would not act on it either).
      pathname = decodeURI(req.path);
    } catch {
      return next();
    }
    const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, "");
    const file = join(clientDir, relative, "index.html");
    if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) return next();
    const page = readPage(file);
    res.setHeader("Cache-Control", cacheControl.revalidate);
    res.setHeader("Last-Modified", page.modified);
    res.setHeader("Content-Security-Policy", page.policy);
    res.type("html");
    res.vary("Accept-Encoding");
    // Compressed at build time (scripts/precompress.ts) and sent in one piece with the headers,
    // rather than through a compression stream on every request (docs/decisions/0007-performance.md).
    // Without a current copy the compression middleware compresses it on the fly.
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const compressed = encoding && page.compressed[encoding];
    if (compressed) res.setHeader("Content-Encoding", encoding);
    // res.send adds an ETag (one per encoding) and answers 304 when the browser's copy is still current.
    res.send(compressed || page.html);
  };
}

interface CachedPage {
  html: string;
  policy: string;
  modified: string;
  mtimeMs: number;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** The build's Brotli or gzip copy beside the page, when it is as new as the page. */
function compressedCopy(file: string, suffix: string, pageMtimeMs: number): Buffer | undefined {
  const copy = `${file}.${suffix}`;
  return existsSync(copy) && statSync(copy).mtimeMs >= pageMtimeMs ? readFileSync(copy) : undefined;
}

const cache = new Map<string, CachedPage>();

/** A pre-rendered file, its compressed copies and the policy allowing exactly its inline scripts, read once per build. */
function readPage(file: string): CachedPage {
  const { mtimeMs, mtime } = statSync(file);
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached;
  const html = readFileSync(file, "utf8");
  const compressed = { br: compressedCopy(file, "br", mtimeMs), gzip: compressedCopy(file, "gz", mtimeMs) };
  const page = { html, policy: policyForHtml(html), modified: mtime.toUTCString(), mtimeMs, compressed };
  cache.set(file, page);
  return page;
}

/** One address per page: /about/ answers with a permanent redirect to /about. */
export const withoutTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
    // The query as the visitor sent it, from the (normalised, origin-form) target: request-target.ts.
    const queryAt = req.url.indexOf("?");
    const query = queryAt === -1 ? "" : req.url.slice(queryAt);
    // Browsers read "//evil.example" and "/\evil.example" alike as another host: a run of slashes
    // and backslashes after the first slash becomes one slash, keeping the visitor on this site.
    return res.redirect(301, collapsedPath(req.path, true) + query);
  }
  next();
};
