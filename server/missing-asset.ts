import type { RequestHandler } from "express";
import { cacheControl } from "./header-rules";

/**
 * A script or style that is not there (a page from before a deploy asking for an old part, or a
 * mistyped address) is answered at once with a short 404, not with the site's rendered 404 page:
 * the browser cannot use HTML as a script, and the part loader (docs/decisions/0003-part-loading.md)
 * reloads the page either way. Not cached, so the file can appear with the next deploy.
 */
export const missingAsset: RequestHandler = (_req, res) => {
  res.status(404).set("Cache-Control", cacheControl.missingAsset).type("text/plain").send("Not found.");
};
