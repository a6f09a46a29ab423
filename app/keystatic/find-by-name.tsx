import { useEffect, useId, useRef, useState } from "react";
import type { NamedEntry } from "./entries.server";

/**
 * The bar at the foot of the editor's window that its own controls sit in (app/routes/keystatic-admin.tsx):
 * tall enough for this button beside the note on checks wrapped onto two lines on a phone.
 */
export const EDITOR_BAR_HEIGHT = "4rem";

/**
 * The layer of the bar's controls and the content check's list: over Keystatic's panels, which
 * set none, and under its toasts (z-index 100 in @keystar/ui), so that "Saved" is never hidden.
 */
export const EDITOR_BAR_LAYER = 90;

/** Every entry by name, in local and GitHub mode (app/routes/keystatic-api.ts). */
export const ENTRY_NAMES_PATH = "/api/keystatic/entry-names";

/** Lower case, without accents, every run of other characters one space: "Wheelie-bins" reads "wheelie bins". */
const plain = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/**
 * Entries whose name holds every word typed. Names holding each as a whole word come first, then
 * names that start with what was typed, then the rest; by name within each.
 */
export function entriesNamed(entries: NamedEntry[], typed: string): NamedEntry[] {
  const wanted = plain(typed);
  const words = wanted.split(" ").filter(Boolean);
  if (!words.length) return [];
  const rank = (name: string) =>
    (words.every((word) => ` ${name} `.includes(` ${word} `)) ? 0 : 2) + (name.startsWith(wanted) ? 0 : 1);
  return entries
    .map((entry) => ({ entry, name: plain(entry.name) }))
    .filter(({ name }) => words.every((word) => name.includes(word)))
    .sort(
      (a, b) =>
        rank(a.name) - rank(b.name) ||
        a.entry.name.localeCompare(b.entry.name, "en-AU") ||
        a.entry.kind.localeCompare(b.entry.kind, "en-AU"),
    )
    .map(({ entry }) => entry);
}

type Names = { state: "loading" } | { state: "failed" } | { state: "loaded"; entries: NamedEntry[] };

/**
 * The editor's own search box above each list matches file names only, so "Wheelie bins" finds
 * nothing there. This button, in the bar at the foot of the editor, opens a search of every page, post,
 * table entry and fixed page by the name staff gave it, each result a link into the editor. The
 * names are read from the server when it opens, so an entry saved a moment ago is found.
 */
export function FindByName({ storage }: { storage: "local" | "github" }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const [names, setNames] = useState<Names>({ state: "loading" });
  const [typed, setTyped] = useState("");
  const headingId = useId();
  const statusId = useId();
  const searched = useSearchedElsewhere(dialog);

  const open = () => {
    if (searched) setTyped(searched);
    dialog.current?.showModal();
    // Straight to the field: staff open this to type a name.
    field.current?.focus();
    setNames((now) => (now.state === "loaded" ? now : { state: "loading" }));
    fetch(ENTRY_NAMES_PATH, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<{ entries: NamedEntry[] }>;
      })
      .then(({ entries }) => setNames({ state: "loaded", entries }))
      .catch(() => setNames((now) => (now.state === "loaded" ? now : { state: "failed" })));
  };

  const found = names.state === "loaded" ? entriesNamed(names.entries, typed) : [];
  const status =
    names.state === "failed"
      ? "The names could not be read. Close this and try again in a moment."
      : names.state === "loading"
        ? "Reading the names…"
        : !plain(typed)
          ? `Type a name, or words of it, to find it among ${names.entries.length} entries.`
          : found.length
            ? `${found.length} ${found.length === 1 ? "entry is" : "entries are"} named so.`
            : `No entry's name holds “${typed.trim()}”. Try one word of it.`;

  return (
    <>
      <button type="button" onClick={open} style={opener}>
        Find by name
        {/* What staff typed in the editor's own search, which matches file names only: found here by name. */}
        {searched && (
          <span style={{ fontWeight: 400 }}>
            : “{searched.length > 24 ? `${searched.slice(0, 24)}…` : searched}”
          </span>
        )}
      </button>
      <dialog ref={dialog} aria-labelledby={headingId} style={box} onClose={() => setTyped("")}>
        <form method="dialog" style={{ display: "flex", justifyContent: "space-between", gap: "1rem" }}>
          <h2 id={headingId} style={{ fontSize: "1.1rem", margin: 0 }}>
            Find a page or entry by name
          </h2>
          <button type="submit" style={closer}>
            Close
          </button>
        </form>
        <search>
          <label style={{ display: "block", margin: "0.75rem 0 0.25rem", fontWeight: 600 }}>
            Name, or words of it
            <input
              ref={field}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby={statusId}
              autoComplete="off"
              style={fieldStyle}
            />
          </label>
          <p id={statusId} role="status" style={{ margin: "0.25rem 0 0.5rem", color: "#4b5563" }}>
            {status}
          </p>
          {found.length > 0 && (
            <ul style={list}>
              {found.map((entry) => (
                <li key={entry.href} style={{ padding: "0.35rem 0", borderTop: "1px solid #e5e7eb" }}>
                  <a href={entry.href} style={{ color: "#0f5f5c", fontWeight: 600 }}>
                    {entry.name}
                  </a>{" "}
                  <span style={{ color: "#4b5563" }}>· {entry.kind}</span>
                </li>
              ))}
            </ul>
          )}
        </search>
        {storage === "github" && (
          <p style={{ margin: "0.75rem 0 0", color: "#4b5563" }}>
            This finds the entries of the live site. One created since is in its list, under its name.
          </p>
        )}
      </dialog>
    </>
  );
}

/**
 * The words last typed into another search box on the page (the editor's own, above each list),
 * read from the input events every search field sends, so that the button offers to find them by
 * name: the editor's search matches file names, and "Wheelie bins" finds nothing there.
 */
function useSearchedElsewhere(dialog: React.RefObject<HTMLDialogElement | null>) {
  const [searched, setSearched] = useState("");
  useEffect(() => {
    const onInput = (event: Event) => {
      const box = event.target;
      if (box instanceof HTMLInputElement && box.type === "search" && !dialog.current?.contains(box))
        setSearched(box.value.trim());
    };
    document.addEventListener("input", onInput);
    return () => document.removeEventListener("input", onInput);
  }, [dialog]);
  return searched;
}

const opener: React.CSSProperties = {
  position: "fixed",
  insetInlineEnd: "1rem",
  // In the middle of the bar.
  bottom: "0.95rem",
  zIndex: EDITOR_BAR_LAYER,
  padding: "0.45rem 0.85rem",
  background: "#0f5f5c",
  color: "#fff",
  border: "none",
  borderRadius: 6,
  font: "600 0.875rem/1.4 system-ui, sans-serif",
  boxShadow: "0 2px 8px rgb(0 0 0 / 0.25)",
  cursor: "pointer",
};

const box: React.CSSProperties = {
  width: "min(36rem, calc(100vw - 2rem))",
  maxHeight: "min(40rem, calc(100vh - 4rem))",
  padding: "1rem 1.25rem",
  border: "1px solid #9ca3af",
  borderRadius: 8,
  color: "#1f2937",
  font: "0.95rem/1.45 system-ui, sans-serif",
};

const closer: React.CSSProperties = {
  padding: "0.25rem 0.75rem",
  background: "#fff",
  color: "#1f2937",
  border: "1px solid #9ca3af",
  borderRadius: 6,
  font: "inherit",
  cursor: "pointer",
};

const fieldStyle: React.CSSProperties = {
  display: "block",
  width: "100%",
  boxSizing: "border-box",
  marginTop: "0.25rem",
  padding: "0.45rem 0.6rem",
  border: "1px solid #6b7280",
  borderRadius: 6,
  font: "inherit",
  fontWeight: 400,
};

const list: React.CSSProperties = { listStyle: "none", margin: 0, padding: 0 };
