import { redirect } from "react-router";
import { pageOfFile } from "~/content/index.server";
import { previewAddress } from "./preview";

/**
 * The editor's Preview button: /api/keystatic/preview?file=content/services/wheelie-bins.yaml&branch=…
 * opens the page that file shows. In development that is this server, which reads the saved file
 * on the next request; with GitHub storage it is the preview build of the editor's branch, at the
 * address PREVIEW_URL gives (docs/editing.md).
 */
export function previewRedirect(url: URL, storage: "local" | "github"): Response {
  const path = pageOfFile(url.searchParams.get("file") ?? "");
  if (!path) {
    return new Response("That entry has no page yet: save it first.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const branch = url.searchParams.get("branch") ?? "";
  return redirect(
    storage === "local" ? path : (previewAddress(process.env.PREVIEW_URL, branch, path) ?? path),
  );
}
