import type { RequestHandler } from "express";
import { isEditorHost } from "../app/keystatic/editor-host";

const EDITOR_PATHS = /^\/(keystatic|api\/keystatic)(\/|$)/;

/**
 * On the editor's own host (KEYSTATIC_HOST) only the editor, its API and the built scripts and
 * styles it loads are served: no public page, so nothing but the editor's own code ever runs on
 * the origin whose cookie holds a GitHub token. Its front page opens the editor.
 */
export const editorHostOnly: RequestHandler = (req, res, next) => {
  if (!isEditorHost(req.host ?? "")) return next();
  if (EDITOR_PATHS.test(req.path) || req.path.startsWith("/assets/")) return next();
  if (req.path === "/") return res.redirect(302, "/keystatic");
  res.status(404).type("text/plain").send("Not found: this address serves only the website's editor.");
};
