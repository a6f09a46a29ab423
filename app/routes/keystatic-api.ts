import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { data } from "react-router";
import { editorStorage, keystaticConfig } from "~/keystatic/editor.server";
import { previewRedirect } from "~/keystatic/preview.server";
import type { Route } from "./+types/keystatic-api";

/**
 * The editor's API (/api/keystatic/*): Keystatic's generic handler, answering React Router's
 * requests. It reads and writes content in local mode and signs editors in with GitHub in GitHub
 * mode; /api/keystatic/preview is the editor's Preview button. Where the editor is off, none of
 * it exists (404).
 */
let handler: ReturnType<typeof makeGenericAPIRouteHandler> | undefined;

async function handle(request: Request) {
  const storage = editorStorage();
  if (!storage) throw data(null, { status: 404 });
  const url = new URL(request.url);
  if (url.pathname === "/api/keystatic/preview") return previewRedirect(url, storage);
  handler ??= makeGenericAPIRouteHandler(
    { config: keystaticConfig },
    { slugEnvName: "VITE_KEYSTATIC_GITHUB_APP_SLUG" },
  );
  const { body, headers, status, statusText } = await handler(request);
  return new Response(body as BodyInit | null, { status, statusText, headers });
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
