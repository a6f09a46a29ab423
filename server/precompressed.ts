import type { RequestHandler } from "express";
import { extname } from "node:path";
import { preferredEncoding } from "./encoding";

const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

/**
 * Serves the Brotli or gzip copy that scripts/precompress.mjs wrote beside each hashed asset,
 * when the browser accepts it. Hashed names never change content: cached for a year, immutable.
 *
 * The file is named relative to `assetsDir` (`root`), so `send` checks only the request's own
 * path for `..` and dot files: the site may live under a folder such as `/srv/.releases/42`.
 * A copy that is not there (or is refused) falls through to the uncompressed file, and the
 * encoding headers are set only when the copy is actually sent.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = types[extname(req.path)];
    if (!type) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (!encoding) return next();
    const copy = `${req.path.replace(/^\/+/, "")}.${encoding === "br" ? "br" : "gz"}`;
    res.sendFile(
      copy,
      {
        root: assetsDir,
        headers: { "Content-Encoding": encoding, Vary: "Accept-Encoding", "Content-Type": type },
        immutable: true,
        maxAge: "1y",
        lastModified: true,
        etag: true,
      },
      (error?: Error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
