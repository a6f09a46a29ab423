import { existsSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import type { RequestHandler } from "express";

/**
 * Serves the pre-rendered HTML of a known page (build/client/<path>/index.html) and its client
 * navigation data (<path>.data), whatever the query string. Unknown paths fall through to
 * React Router, which renders the 404 page and the form responses.
 */
export function prerenderedPages(clientDir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const relative = normalize(pathname).replace(/^(\.\.[/\\])+/, "");
    const file = join(clientDir, relative, "index.html");
    if (!file.startsWith(clientDir) || !existsSync(file) || !statSync(file).isFile()) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(file, { dotfiles: "deny", lastModified: true, etag: true });
  };
}

/** One address per page: /about/ answers with a permanent redirect to /about. */
export const withoutTrailingSlash: RequestHandler = (req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
    const query = req.originalUrl.slice(req.path.length);
    const target = req.path.replace(/\/+$/, "") || "/";
    // "//evil.example" would be read by browsers as another host: keep it on this site.
    return res.redirect(301, target.replace(/^\/+/, "/") + query);
  }
  next();
};
