import { useEffect, useState } from "react";
import type { EditorProblem } from "./content-check.server";
import { EDITOR_BAR_HEIGHT, EDITOR_BAR_LAYER } from "./find-by-name";

/** The development server's content check, in local mode (app/routes/keystatic-api.ts). */
export const CONTENT_CHECK_PATH = "/api/keystatic/content-check";

/**
 * The rules that span files (unique names and titles, links that lead to a page, a finder item
 * listed once) are checked by the development server on every file of the content folder. This
 * list, above the editor's bar at its foot, shows each such problem as the build would refuse it:
 * the entry (a link to it in the editor), the field and why. The server sends the check's answer
 * as events (EventSource) whenever a file of the folder changes, so the list follows every save,
 * the editor's or any other, with nothing asked on a timer.
 */
export function ContentCheckBanner() {
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  useEffect(() => {
    const events = new EventSource(CONTENT_CHECK_PATH);
    events.onmessage = (event: MessageEvent<string>) =>
      setProblems((JSON.parse(event.data) as { problems: EditorProblem[] }).problems);
    // A server that restarts is no content problem: the browser connects again by itself.
    return () => events.close();
  }, []);
  if (!problems.length) return null;
  return (
    <section aria-labelledby="content-check-heading" aria-live="polite" style={banner}>
      <details open>
        <summary style={{ cursor: "pointer" }}>
          <h2 id="content-check-heading" style={heading}>
            The site cannot be published until{" "}
            {problems.length === 1 ? "this is" : `these ${problems.length} are`} fixed
          </h2>
        </summary>
        <p style={{ margin: "0.25rem 0 0.5rem" }}>
          The editor saved these entries, but the site&apos;s content check refuses them. Until they are
          fixed, the development site keeps showing the last good content and the live site cannot be built.
        </p>
        <ul style={{ margin: 0, paddingLeft: "1.25rem" }}>
          {problems.map((problem) => (
            <li key={`${problem.file} ${problem.field} ${problem.message}`} data-file={problem.file}>
              {problem.href ? (
                <a href={problem.href} style={{ color: "inherit", fontWeight: 600 }}>
                  {problem.entry}
                </a>
              ) : (
                <strong>{problem.entry}</strong>
              )}
              {problem.field ? `, ${problem.fieldLabel ?? problem.field}` : ""}: {problem.message}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

const heading: React.CSSProperties = { display: "inline", color: "inherit", fontSize: "1rem", margin: 0 };

const banner: React.CSSProperties = {
  position: "fixed",
  insetInline: 0,
  // Above the editor's bar, never over Find by name.
  bottom: EDITOR_BAR_HEIGHT,
  zIndex: EDITOR_BAR_LAYER,
  maxHeight: "40vh",
  overflowY: "auto",
  padding: "0.5rem 1.25rem",
  background: "#7f1d1d",
  color: "#fff",
  font: "0.9rem/1.45 system-ui, sans-serif",
  boxShadow: "0 -2px 8px rgb(0 0 0 / 0.3)",
};
