import { redirect } from "react-router";
import { data } from "react-router";
import { pageOfFile } from "~/content/index.server";
import { editorStorage } from "~/keystatic/editor.server";
import { previewAddress } from "~/keystatic/preview";
import type { Route } from "./+types/keystatic-preview";

/**
 * The editor's Preview button: /keystatic-preview?file=content/services/wheelie-bins.yaml&branch=…
 * opens the page that file shows. In development that is this server, which reads the saved file
 * on the next request; with GitHub storage it is the preview build of the editor's branch, at the
 * address PREVIEW_URL gives (docs/editing.md).
 */
export function loader({ request }: Route.LoaderArgs) {
  const storage = editorStorage();
  if (!storage) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const file = url.searchParams.get("file") ?? "";
  const path = pageOfFile(file);
  if (!path) throw data("That entry has no page yet: save it first.", { status: 404 });
  const branch = url.searchParams.get("branch") ?? "";
  return redirect(
    storage === "local" ? path : (previewAddress(process.env.PREVIEW_URL, branch, path) ?? path),
  );
}
