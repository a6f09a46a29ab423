import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Fiction } from "~/content/launch-facts";

/** The development server's launch check, in local mode (app/routes/keystatic-api.ts). */
export const LAUNCH_CHECK_PATH = "/api/keystatic/launch-check";

/**
 * In the development editor, the launch check of the working tree: the server sends its list as
 * events whenever a file of the content folder changes, so the list follows every save, with
 * nothing asked on a timer. Nothing shows until the first answer.
 */
export function LiveLaunchCheckNotice() {
  const [fictions, setFictions] = useState<Fiction[]>();
  useEffect(() => {
    const events = new EventSource(LAUNCH_CHECK_PATH);
    events.onmessage = (event: MessageEvent<string>) =>
      setFictions((JSON.parse(event.data) as { fictions: Fiction[] }).fictions);
    return () => events.close();
  }, []);
  return fictions ? <LaunchCheckNotice fictions={fictions} /> : null;
}

/**
 * On the editor's dashboard, what `npm run launch-check` says of the content and settings this
 * server runs: the facts staff must still supply (the phone number, addresses, ABN and ACN, social
 * accounts to confirm, authorities for regulated work, where personal information is held), or
 * that none remain. On the dashboard, where staff start and come back to after each save, so it
 * never covers an entry's fields or its Save button. Each fact names its file or setting, never
 * a setting's value. The live editor (GitHub storage) saves to the repository, and its server runs
 * the published build: its list is the published site's, and it says so (`published`).
 */
export function LaunchCheckNotice({
  fictions,
  published = false,
}: {
  fictions: Fiction[];
  published?: boolean;
}) {
  const { pathname } = useLocation();
  if (!/^\/keystatic(?:\/branch\/[^/]+)?\/?$/.test(pathname)) return null;
  return (
    <details style={notice} aria-label="Launch check" aria-live="polite">
      <summary style={{ cursor: "pointer", fontWeight: 600 }}>
        {fictions.length
          ? `Launch check: ${fictions.length} fact${fictions.length === 1 ? "" : "s"} still to supply`
          : "Launch check: every fact is the company's"}
      </summary>
      {published && (
        <p style={{ margin: "0.5rem 0 0" }}>
          This list is of the site as it is published now. What you save here counts once the site has been
          built and published again.
        </p>
      )}
      {fictions.length > 0 && (
        <ul
          style={{
            margin: "0.5rem 0 0",
            paddingInlineStart: "1.25rem",
            maxHeight: "50vh",
            overflowY: "auto",
          }}
        >
          {fictions.map((fiction) => (
            <li key={`${fiction.where}: ${fiction.message}`}>
              {fiction.where}: {fiction.message}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

const notice: React.CSSProperties = {
  position: "fixed",
  insetInlineEnd: "1rem",
  top: "0.5rem",
  zIndex: 1000,
  maxWidth: "min(36rem, calc(100vw - 2rem))",
  padding: "0.4rem 0.6rem",
  background: "#fff",
  color: "#1f2937",
  border: "1px solid #9ca3af",
  borderRadius: 6,
  font: "0.875rem/1.45 system-ui, sans-serif",
  boxShadow: "0 2px 8px rgb(0 0 0 / 0.2)",
};
