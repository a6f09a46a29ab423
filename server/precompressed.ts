import type { RequestHandler } from "express";
import { preferredEncoding } from "./encoding";
import { contentTypeOf } from "./header-rules";

/**
 * Serves the Brotli or gzip copy that scripts/precompress.ts wrote beside a file of the build,
 * when the browser accepts it, with the Cache-Control of the files in `dir`. Files without a copy
 * (not of a compressible type, or not made smaller by it) fall through to the uncompressed file.
 *
 * The copy is named relative to `dir` (`root`), so `send` checks only the request's own path for
 * `..` and dot files: the site may live under a folder such as `/srv/.releases/42`. A copy that is
 * not there (or is refused) falls through, and the encoding headers are set only when the copy is
 * actually sent.
 */
export function precompressedFiles(dir: string, cacheControl: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    if (!encoding || req.path.endsWith("/")) return next();
    const copy = `${req.path.replace(/^\/+/, "")}.${encoding === "br" ? "br" : "gz"}`;
    res.sendFile(
      copy,
      {
        root: dir,
        headers: {
          "Content-Encoding": encoding,
          Vary: "Accept-Encoding",
          // The type of the file itself, as express.static would send it.
          "Content-Type": contentTypeOf(req.path),
          "Cache-Control": cacheControl,
        },
        cacheControl: false,
        // A byte range of a compressed copy is of no use to a browser.
        acceptRanges: false,
        lastModified: true,
        etag: true,
      },
      (error?: Error) => {
        if (error && !res.headersSent) next();
      },
    );
  };
}
