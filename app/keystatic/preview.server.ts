import { redirect } from "react-router";
import { pageOfFile } from "~/content/index.server";
import { absoluteUrl } from "~/site/site-url";
import { previewAddress } from "./preview";
import { MONTHLY_PREVIEW_PATH } from "~/monthly/preview.server";
import { monthPattern } from "~/content/monthly-limits";

/** A monthly e-mail's month, from its file's name. */
const monthOf = (file: string) => {
  const month = /^content\/monthly\/([^/]+)\.yaml$/.exec(file)?.[1];
  return month && monthPattern.test(month) ? month : undefined;
};

/**
 * The editor's own branches (keystatic.config.ts's branchPrefix): the only ones it opens a preview
 * build of. Any other name, made up in a link, opens the live page instead, so this address never
 * sends anyone to a preview nobody here made.
 */
const EDITOR_BRANCH = /^content\/[A-Za-z0-9][A-Za-z0-9._/-]{0,99}$/;

/**
 * The editor's Preview button: /api/keystatic/preview?file=content/services/wheelie-bins.yaml&branch=…
 * opens the page that file shows. In development that is this server, which reads the saved file
 * on the next request; with GitHub storage it is the preview build of the editor's branch, at the
 * address PREVIEW_URL gives (docs/editing.md), for the editor's own branches only.
 */
export function previewRedirect(url: URL, storage: "local" | "github"): Response {
  const file = url.searchParams.get("file") ?? "";
  // A monthly e-mail's preview is the message as it arrives, on the editor's own host.
  const month = monthOf(file);
  if (month) return redirect(`${MONTHLY_PREVIEW_PATH}/${month}`);
  const path = pageOfFile(file);
  if (!path) {
    return new Response("That entry has no page yet: save it first.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (storage === "local") return redirect(path);
  const branch = url.searchParams.get("branch") ?? "";
  const preview = EDITOR_BRANCH.test(branch) && previewAddress(process.env.PREVIEW_URL, branch, path);
  // On the editor's own host a bare path would be the editor's: the live page is on the site.
  return redirect(preview || absoluteUrl(path));
}
