import { useEffect, useState } from "react";
import type { EditorProblem } from "./content-check.server";

/** The development server's content check, in local mode (app/routes/keystatic-api.ts). */
export const CONTENT_CHECK_PATH = "/api/keystatic/content-check";

/** A save lands on disk at once; the check rereads only changed files, so asking often is cheap. */
const EVERY_MS = 1500;

/**
 * The rules that span files (unique names and titles, links that lead to a page, a finder item
 * listed once) cannot be checked by one entry's fields, so the editor accepts a save that breaks
 * one. This banner, over the editor, lists each such problem as the build would refuse it: the
 * entry (a link to it in the editor), the field and why. It asks the development server after
 * each save, by asking again every moment the editor is in view.
 */
export function ContentCheckBanner() {
  const [problems, setProblems] = useState<EditorProblem[]>([]);
  useEffect(() => {
    let stopped = false;
    const ask = () => {
      if (document.visibilityState !== "visible") return;
      fetch(CONTENT_CHECK_PATH, { headers: { Accept: "application/json" } })
        .then((response) =>
          response.ok ? (response.json() as Promise<{ problems: EditorProblem[] }>) : null,
        )
        .then((answer) => !stopped && answer && setProblems(answer.problems))
        // The server restarting is no content problem: the next question will tell.
        .catch(() => undefined);
    };
    ask();
    const timer = setInterval(ask, EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  if (!problems.length) return null;
  return (
    <section aria-labelledby="content-check-heading" aria-live="polite" style={banner}>
      <h2 id="content-check-heading" style={{ color: "inherit", fontSize: "1rem", margin: "0 0 0.25rem" }}>
        The site cannot be published until{" "}
        {problems.length === 1 ? "this is" : `these ${problems.length} are`} fixed
      </h2>
      <p style={{ margin: "0 0 0.5rem" }}>
        The editor saved these entries, but the site&apos;s content check refuses them. Until they are fixed,
        the development site keeps showing the last good content and the live site cannot be built.
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
    </section>
  );
}

const banner: React.CSSProperties = {
  position: "fixed",
  insetInline: 0,
  bottom: 0,
  zIndex: 1000,
  maxHeight: "40vh",
  overflowY: "auto",
  padding: "0.75rem 1.25rem",
  background: "#7f1d1d",
  color: "#fff",
  font: "0.9rem/1.45 system-ui, sans-serif",
  boxShadow: "0 -2px 8px rgb(0 0 0 / 0.3)",
};
