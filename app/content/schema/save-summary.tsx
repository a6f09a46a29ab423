import { useEffect, useRef, useSyncExternalStore } from "react";
import { listOnPage } from "./drawn-list";
import { useEntryProblems } from "./entry-problems";
import type { EntryWalk, ListLine } from "./entry-walk";
import type { PlacedProblem } from "./entry-problems";

/**
 * The list a refused save shows at the top of the entry: every problem the entry's checks find,
 * each on a line of its own with where it is in the labels staff see and a link that scrolls to
 * it. Without it a refused save does nothing visible when the failing field is scrolled out of view.
 *
 * All of it is data the checks return: a field outside the lists reports what its check says of
 * its value as staff type (entry-problems.ts), and a list's length and its items' problems are
 * what the entry's fields answered when the save checked them (entry-walk.ts), renewed at each
 * save. Only the move to a list finds the list on the page (drawn-list.ts).
 */
interface Line {
  /** Moves staff to the problem: its field, or its list. */
  moveTo: () => void;
  text: string;
}

const lineOf = (where: string[], message: string) =>
  where.length ? `${where.join(", ")}: ${message}` : message;

/** Our own box around a field (refusals.tsx), its input focused. */
function toField(place: string) {
  const box = document.querySelector<HTMLElement>(`[data-field-place="${CSS.escape(place)}"]`);
  box?.scrollIntoView({ block: "center" });
  box?.querySelector<HTMLElement>("input, textarea, button, [tabindex]")?.focus({ preventScroll: true });
}

const fieldLines = (problems: readonly PlacedProblem[]): Line[] =>
  problems.map(({ place, where, message, list }) => ({
    // A problem of a list as a whole (a menu's dropdown) moves to that list.
    moveTo: () => (list ? listOnPage({ label: list, nth: 0 }) : toField(place)),
    text: lineOf(where, message),
  }));

const listLines = (lines: readonly ListLine[]): Line[] =>
  lines.map(({ where, message, list }) => ({ moveTo: () => listOnPage(list), text: lineOf(where, message) }));

export function SaveSummary({ shown, walk }: { shown?: boolean; walk: EntryWalk }) {
  const box = useRef<HTMLDivElement>(null);
  const problems = useEntryProblems();
  const listed = useSyncExternalStore(walk.subscribe, walk.lines, walk.lines);
  // A save of this entry before it was opened again, or of another of its kind, is not this one's.
  useEffect(() => walk.reset(), [walk]);
  const entries = shown ? [...fieldLines(problems), ...listLines(listed)] : [];
  const count = entries.length;
  useEffect(() => {
    if (count) box.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [count > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- only when it appears
  return (
    <div ref={box} role={count ? "alert" : undefined} hidden={!count} style={summaryStyle} data-save-summary>
      <strong>
        Not saved: {count} {count === 1 ? "problem" : "problems"} to fix
      </strong>
      {/* No bullets: the editor's styles put a bullet by the last line of a message that wraps. */}
      <ul style={{ margin: "0.5em 0 0", padding: 0, listStyle: "none" }}>
        {entries.map(({ moveTo, text }, index) => (
          <li key={index} style={{ marginBlockStart: "0.35em" }}>
            <button type="button" style={linkStyle} onClick={moveTo}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const summaryStyle = {
  border: "2px solid #b42318",
  borderRadius: 6,
  padding: "0.75em 1em",
  background: "#fef3f2",
  color: "#7a271a",
} as const;

/** A button that reads as a link: it moves to the field, as a link within the page would. */
const linkStyle = {
  background: "none",
  border: 0,
  padding: 0,
  color: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
  textAlign: "start",
  font: "inherit",
} as const;
