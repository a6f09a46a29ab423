import { Suspense, lazy, useEffect, useState } from "react";
import { data } from "react-router";
import { ContentCheckFooter } from "~/keystatic/build-check-notice";
import { editorStorage } from "~/keystatic/editor.server";
import { isSignedInEditor } from "~/keystatic/editor-session.server";
import { EDITOR_BAR_HEIGHT, FindByName } from "~/keystatic/find-by-name";
import { LaunchCheckNotice, LiveLaunchCheckNotice } from "~/keystatic/launch-check-notice";
import { siteLaunchFictions } from "~/content/launch-facts.server";
import type { Route } from "./+types/keystatic-admin";

/**
 * The editor (/keystatic/*). Keystatic's interface runs only in the browser: the server sends an
 * empty page and the interface's code, a chunk of its own, loads once the page has started, so
 * no public page ever downloads it. Where the editor is off, the page does not exist (404).
 */
declare const __EDITOR_BUILT__: boolean;
const EditorUi = __EDITOR_BUILT__ ? lazy(() => import("~/keystatic/editor-ui")) : null;

export async function loader({ request, context }: Route.LoaderArgs) {
  const storage = editorStorage(request, context);
  if (!storage) throw data(null, { status: 404 });
  // In local mode the development server checks the content after each save (content-check-banner.tsx);
  // in GitHub mode the branch's build does, which this server never sees (build-check-notice.tsx).
  // The launch check on the content and settings this server runs (scripts/launch-check.ts): it
  // names the settings, and only to a signed-in editor (editor-session.server.ts).
  const signedIn = storage === "github" && (await isSignedInEditor(request, process.env.KEYSTATIC_SECRET));
  // In local mode the dashboard follows the working tree's list as events (launch-check-notice.tsx).
  return { storage, launch: signedIn ? siteLaunchFictions() : undefined };
}

export const meta: Route.MetaFunction = () => [
  { title: "Saltbush website editor" },
  { name: "robots", content: "noindex, nofollow" },
];

/**
 * Keystatic's two panels fill the window, and the editor's own controls (Find by name, and the note
 * on how changes are checked) are fixed at its foot. The panels end a bar's height above it, so
 * that no row, field or button of Keystatic's lies under them: scrolled to its end, a list shows its
 * last row and an entry its last field whole. Keystatic sets these two ids itself.
 */
const panelsEndAboveTheBar = `#keystatic-main-panel, #keystatic-side-panel { box-sizing: border-box; padding-bottom: ${EDITOR_BAR_HEIGHT}; }`;

export default function KeystaticAdmin({ loaderData }: Route.ComponentProps) {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const loading = <p style={{ padding: "2rem", fontFamily: "system-ui" }}>Opening the editor…</p>;
  return started && EditorUi ? (
    <>
      <Suspense fallback={loading}>
        <EditorUi />
      </Suspense>
      <style>{panelsEndAboveTheBar}</style>
      <FindByName storage={loaderData.storage} />
      <ContentCheckFooter storage={loaderData.storage} />
      {loaderData.launch && <LaunchCheckNotice fictions={loaderData.launch} published />}
      {loaderData.storage === "local" && <LiveLaunchCheckNotice />}
    </>
  ) : (
    loading
  );
}
