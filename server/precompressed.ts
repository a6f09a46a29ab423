import { existsSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import type { RequestHandler } from "express";
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
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const type = types[extname(req.path)];
    if (!type) return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (!encoding) return next();
    const file = join(assetsDir, normalize(req.path).replace(/^(\.\.[/\\])+/, ""));
    const compressed = `${file}.${encoding === "br" ? "br" : "gz"}`;
    if (!file.startsWith(assetsDir) || !existsSync(compressed)) return next();
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Content-Type", type);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(compressed, { headers: { "Content-Type": type }, lastModified: true, etag: true });
  };
}
