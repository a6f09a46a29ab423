import { Suspense, lazy, useEffect, useState } from "react";
import { data } from "react-router";
import { editorStorage } from "~/keystatic/editor.server";
import type { Route } from "./+types/keystatic-admin";

/**
 * The editor (/keystatic/*). Keystatic's interface runs only in the browser: the server sends an
 * empty page and the interface's code, a chunk of its own, loads once the page has started, so
 * no public page ever downloads it. Where the editor is off, the page does not exist (404).
 */
declare const __EDITOR_BUILT__: boolean;
const EditorUi = __EDITOR_BUILT__ ? lazy(() => import("~/keystatic/editor-ui")) : null;

export function loader({ request, context }: Route.LoaderArgs) {
  if (!editorStorage(request, context)) throw data(null, { status: 404 });
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Saltbush website editor" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function KeystaticAdmin() {
  const [started, setStarted] = useState(false);
  useEffect(() => setStarted(true), []);
  const loading = <p style={{ padding: "2rem", fontFamily: "system-ui" }}>Opening the editor…</p>;
  return started && EditorUi ? (
    <Suspense fallback={loading}>
      <EditorUi />
    </Suspense>
  ) : (
    loading
  );
}
