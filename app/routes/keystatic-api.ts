import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { data } from "react-router";
import { editorStorage, keystaticConfig } from "~/keystatic/editor.server";
import {
  CALLBACK_PATH,
  SIGN_IN_PATH,
  refuseForeignSignIn,
  spendSignInState,
  withSignInState,
} from "~/keystatic/github-sign-in.server";
import { CONTENT_CHECK_PATH } from "~/keystatic/content-check-banner";
import { contentCheck, contentCheckEvents, folderEvents } from "~/keystatic/content-check.server";
import { LAUNCH_CHECK_PATH } from "~/keystatic/launch-check-notice";
import { siteLaunchFictions } from "~/content/launch-facts.server";
import { isSignedInEditor } from "~/keystatic/editor-session.server";
import { entryNames } from "~/keystatic/entries.server";
import { ENTRY_NAMES_PATH } from "~/keystatic/find-by-name";
import { previewRedirect } from "~/keystatic/preview.server";
import { SAVE_PATH, refusedSave } from "~/keystatic/save-gate.server";
import { formsOf } from "~/forms/context.server";
import { MONTHLY_STATUS_PATH, monthlyStatusPage } from "~/monthly/staff-view.server";
import { MONTHLY_PREVIEW_PATH, monthlyPreviewPage } from "~/monthly/preview.server";
import type { Route } from "./+types/keystatic-api";

/**
 * The editor's API (/api/keystatic/*): Keystatic's generic handler, answering React Router's
 * requests. It reads and writes content in local mode and signs editors in with GitHub in GitHub
 * mode (with a checked state: github-sign-in.server.ts); /api/keystatic/preview is the editor's
 * Preview button, /api/keystatic/entry-names every entry by name (the editor's search by name),
 * /api/keystatic/update, in local mode, checked before Keystatic writes it (save-gate.server.ts), and
 * /api/keystatic/content-check, in local mode, the problems of the content check that the editor's
 * banner lists (docs/decisions/0013-threat-model.md), /api/keystatic/launch-check, in local mode,
 * the launch check's list as it follows each save, /api/keystatic/monthly-status how the monthly
 * e-mails went and /api/keystatic/monthly-preview/{month} one e-mail as it arrives (for a
 * signed-in editor in GitHub mode). Where the editor is off,
 * none of it exists (404).
 */
let handler: ReturnType<typeof makeGenericAPIRouteHandler> | undefined;

async function keystatic(request: Request) {
  handler ??= makeGenericAPIRouteHandler(
    { config: keystaticConfig },
    { slugEnvName: "VITE_KEYSTATIC_GITHUB_APP_SLUG" },
  );
  const { body, headers, status, statusText } = await handler(request);
  return new Response(body as BodyInit | null, { status, statusText, headers });
}

async function answer(request: Request, context: Route.LoaderArgs["context"]) {
  const storage = editorStorage(request, context);
  if (!storage) throw data(null, { status: 404 });
  const { pathname } = new URL(request.url);
  if (pathname === "/api/keystatic/preview") return previewRedirect(new URL(request.url), storage);
  if (pathname === CONTENT_CHECK_PATH) {
    // Local mode only: it reads the working tree, as the development server that serves it does.
    if (storage !== "local") throw data(null, { status: 404 });
    // The editor's list follows the check as events; a plain request gets its answer now.
    if (request.headers.get("Accept")?.includes("text/event-stream"))
      return contentCheckEvents(request.signal);
    return Response.json({ problems: contentCheck() }, { headers: { "Cache-Control": "no-store" } });
  }
  if (pathname === LAUNCH_CHECK_PATH) {
    // Local mode only, as the content check: the working tree's facts, again after each save.
    // In GitHub mode the dashboard's page brings the list, to a signed-in editor alone.
    if (storage !== "local") throw data(null, { status: 404 });
    return folderEvents(request.signal, () => ({ fictions: siteLaunchFictions() }));
  }
  if (pathname === ENTRY_NAMES_PATH) {
    // The names in the content folder: the working tree in local mode, the live site's in GitHub
    // mode, where only a signed-in editor may list them (editor-session.server.ts).
    if (storage === "github" && !(await isSignedInEditor(request, process.env.KEYSTATIC_SECRET)))
      return new Response("Sign in to the editor first.", {
        status: 401,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    return Response.json({ entries: await entryNames() }, { headers: { "Cache-Control": "no-store" } });
  }
  const preview = pathname.startsWith(`${MONTHLY_PREVIEW_PATH}/`);
  if (pathname === MONTHLY_STATUS_PATH || preview) {
    // How the monthly e-mails went (counts and reasons, never an address) and each one's preview;
    // in GitHub mode for a signed-in editor only.
    if (storage === "github" && !(await isSignedInEditor(request, process.env.KEYSTATIC_SECRET)))
      return new Response("Sign in to the editor first.", {
        status: 401,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    return preview
      ? monthlyPreviewPage(pathname.slice(MONTHLY_PREVIEW_PATH.length + 1), storage)
      : monthlyStatusPage(formsOf(context).runtime);
  }
  // A local save is checked against every rule of the build before it is written (save-gate.server.ts).
  if (storage === "local" && pathname === SAVE_PATH && request.method === "POST") {
    const refusal = await refusedSave(request);
    if (refusal) return refusal;
  }
  if (storage === "github" && pathname === CALLBACK_PATH)
    return refuseForeignSignIn(request) ?? spendSignInState(request, await keystatic(request));
  const response = await keystatic(request);
  return storage === "github" && pathname === SIGN_IN_PATH ? withSignInState(response) : response;
}

export const loader = ({ request, context }: Route.LoaderArgs) => answer(request, context);

/** The editor's API takes posts; it answers 404 where the editor is off. */
export const action = ({ request, context }: Route.ActionArgs) => answer(request, context);
