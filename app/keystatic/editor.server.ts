import type { RouterContextProvider } from "react-router";
import { localEditingContext } from "~/lib/request-context.server";
import keystaticConfig, { storage } from "../../keystatic.config";
import { isEditorHost } from "./editor-host";

export type EditorStorage = "local" | "github";

export interface EditorSetting {
  /** The storage keystatic.config.ts was compiled with: "local" only in the development server's code. */
  storageKind: string | undefined;
  /** The development server said, at run time, that it listens on loopback only (server.js). */
  localEditing: boolean;
  /** The host this request was sent to (`host` or `host:port`). */
  host: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Whether this request may reach the editor, and with which storage:
 * - "local" (writes the working tree, no sign-in): only in the development server, and only when
 *   that server said at run time that it listens on loopback. No build has local storage, whatever
 *   NODE_ENV it was built under (vite.config.ts), and the production server never says so.
 * - "github": a build made with VITE_KEYSTATIC_GITHUB_REPO, whose server has the GitHub app's
 *   credentials and KEYSTATIC_HOST, asked on that host (editor-host.ts). On any other host, the
 *   public site's included, the editor does not exist.
 * - otherwise none: /keystatic and its API answer 404.
 */
export function editorMode({ storageKind, localEditing, host, env }: EditorSetting): EditorStorage | null {
  if (storageKind === "local") return localEditing ? "local" : null;
  if (storageKind !== "github") return null;
  const { KEYSTATIC_GITHUB_CLIENT_ID, KEYSTATIC_GITHUB_CLIENT_SECRET, KEYSTATIC_SECRET } = env;
  if (!KEYSTATIC_GITHUB_CLIENT_ID || !KEYSTATIC_GITHUB_CLIENT_SECRET || !KEYSTATIC_SECRET) return null;
  return isEditorHost(host, env) ? "github" : null;
}

/** The editor's storage for this request, or null where it does not exist. */
export function editorStorage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): EditorStorage | null {
  return editorMode({
    storageKind: storage?.kind,
    localEditing: context.get(localEditingContext),
    host: new URL(request.url).host,
    env: process.env,
  });
}

/**
 * Whether this answer is the editor's own page, the only one that gets the editor's relaxed
 * policy (app/lib/csp.server.ts): /keystatic on a host where the editor exists. Everywhere else,
 * the public site's /keystatic (a 404) included, pages get the public policy.
 */
export function isEditorPage(request: Request, context: Readonly<RouterContextProvider>): boolean {
  return /^\/keystatic(\/|$)/.test(new URL(request.url).pathname) && editorStorage(request, context) !== null;
}

export { keystaticConfig };
