import type { RequestHandler } from "express";
import { content } from "../app/content/index.server";

/**
 * Moved pages (content/redirects.yaml, the editor's "Moved pages"): an address the site once
 * published answers with a permanent redirect to the page that replaced it, query kept, so links
 * from search engines, newsletters and other sites keep working. 301 for GET and HEAD, 308 for
 * anything else so a form's method survives. Before the pre-rendered pages, so a page left in an
 * old build never shadows its move. The build keeps every new address a page or post
 * (app/content/address-limits.ts), so a move never leads to another move or off the site.
 */
export const movedPages: RequestHandler = (req, res, next) => {
  let to: string | undefined;
  try {
    to = content().redirects.get(req.path);
  } catch {
    // Content that does not read serves no page either; the request goes on to say so.
    return next();
  }
  if (!to) return next();
  const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
  res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, `${to}${query}`);
};
