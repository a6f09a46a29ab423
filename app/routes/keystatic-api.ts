import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { data } from "react-router";
import { editorStorage, keystaticConfig } from "~/keystatic/editor.server";
import type { Route } from "./+types/keystatic-api";

/**
 * The editor's API (/api/keystatic/*): Keystatic's generic handler, answering React Router's
 * requests. It reads and writes content in local mode and signs editors in with GitHub in GitHub
 * mode; where the editor is off it does not exist (404).
 */
let handler: ReturnType<typeof makeGenericAPIRouteHandler> | undefined;

async function handle(request: Request) {
  if (!editorStorage()) throw data(null, { status: 404 });
  handler ??= makeGenericAPIRouteHandler(
    { config: keystaticConfig },
    { slugEnvName: "VITE_KEYSTATIC_GITHUB_APP_SLUG" },
  );
  const { body, headers, status, statusText } = await handler(request);
  return new Response(body as BodyInit | null, { status, statusText, headers });
}

export const loader = ({ request }: Route.LoaderArgs) => handle(request);
export const action = ({ request }: Route.ActionArgs) => handle(request);
