import { useEffect, useRef, useState } from "react";
import { entryProblems, useEntryProblems } from "./entry-problems";
import type { ListRule } from "./entry-problems";

/**
 * The list a refused save shows at the top of the entry: every problem the entry's fields find,
 * each with where it is in the labels staff see and a link that scrolls to it and focuses it.
 * Without it a refused save does nothing visible when the failing field is scrolled out of view.
 *
 * The fields' own checks decide: each field reports what its check says of its value
 * (entry-problems.ts). A list's items and length are the exception: Keystatic 0.6.9 hands no
 * component of the site a list's items together, so they are read from the list as it is drawn,
 * the one dependence on the editor's markup this has (decision 0010).
 */
export interface Entry {
  /** Where staff go to fix it: the field, or the list. */
  target: () => HTMLElement | null;
  text: string;
}

/** The `nth` list drawn under `form` with the label `label`. */
const listOf = (form: ParentNode, label: string, nth = 0) =>
  [...form.querySelectorAll<HTMLElement>('[role="grid"]')].filter(
    (grid) => grid.getAttribute("aria-label") === label,
  )[nth] ?? null;

const itemsLine = (count: number) => `${count} item${count === 1 ? "" : "s"}`;

/**
 * What a list says of itself as drawn: its length against its rule, and each item its checks
 * refuse (refusals.tsx marks those with ⚠ and the message in the item's own label).
 */
export function listProblems(form: ParentNode, lists: readonly ListRule[]): Entry[] {
  const seen = new Map<string, number>();
  return lists.flatMap((rule) => {
    const nth = seen.get(rule.label) ?? 0;
    seen.set(rule.label, nth + 1);
    const grid = listOf(form, rule.label, nth);
    if (!grid) return [];
    // The items' rows: not the row an empty list shows its message in, nor a drop marker.
    const rows = [
      ...grid.querySelectorAll<HTMLElement>('[role="row"]:not([data-has-items]):not([aria-hidden="true"])'),
    ];
    const where = rule.where.join(", ");
    const own: Entry[] = [];
    const { min, max, why } = rule.length ?? {};
    if (min !== undefined && rows.length < min)
      own.push({
        target: () => grid,
        text: `${where}: ${why ?? `needs at least ${itemsLine(min)}`}; it has ${rows.length}`,
      });
    if (max !== undefined && rows.length > max)
      own.push({
        target: () => grid,
        text: `${where}: takes at most ${itemsLine(max)}; it has ${rows.length}`,
      });
    const refused = rows.flatMap((row, index) => {
      // The row names its item twice (its drag handle too): the label is the text after the last mark.
      const label = row.textContent?.split("⚠").at(-1)?.trim();
      return row.textContent?.includes("⚠") && label
        ? [{ target: () => row, text: `${where}, item ${index + 1}, ${label}` }]
        : [];
    });
    return [...own, ...refused];
  });
}

/** Every problem of the open entry: its fields' reports, then its lists'. */
export function entryRefusals(form: ParentNode, lists: readonly ListRule[]): Entry[] {
  return [...onThisForm(form, fieldEntries(entryProblems())), ...listProblems(form, lists)];
}

/** The reports of fields on this form: one from an entry left a moment ago never counts here. */
const onThisForm = (form: ParentNode, entries: Entry[]) =>
  entries.filter(({ target }) => {
    const field = target();
    return Boolean(field && form.contains(field));
  });

function fieldEntries(problems: ReturnType<typeof entryProblems>): Entry[] {
  return problems.map(({ place, where, message, list }) => ({
    // A problem of a list as a whole (a menu's dropdown) moves to that list when it is drawn.
    target: () =>
      (list && listOf(document, list)) ||
      document.querySelector<HTMLElement>(`[data-field-place="${CSS.escape(place)}"]`),
    text: where.length ? `${where.join(", ")}: ${message}` : message,
  }));
}

/** Follows the entry's lists as the editor redraws them: a MutationObserver, no timer. */
function useListProblems(
  box: React.RefObject<HTMLElement | null>,
  lists: readonly ListRule[],
  shown: boolean,
) {
  const [entries, setEntries] = useState<Entry[]>([]);
  useEffect(() => {
    if (!shown || !lists.length) return setEntries([]);
    const form = box.current?.closest("form") ?? document;
    // The summary sits in the form too: a new list only when the lists say something new.
    const read = () => {
      const now = listProblems(form, lists);
      setEntries((before) =>
        before.map(({ text }) => text).join("\n") === now.map(({ text }) => text).join("\n") ? before : now,
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(form, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [shown, lists, box]);
  return entries;
}

export function SaveSummary({ shown, lists }: { shown?: boolean; lists: readonly ListRule[] }) {
  const box = useRef<HTMLDivElement>(null);
  const problems = useEntryProblems();
  const listed = useListProblems(box, lists, Boolean(shown));
  const entries = shown ? [...fieldEntries(problems), ...listed] : [];
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
        {entries.map(({ target, text }, index) => (
          <li key={index} style={{ marginBlockStart: "0.35em" }}>
            <button
              type="button"
              style={linkStyle}
              onClick={() => {
                const element = target();
                element?.scrollIntoView({ block: "center" });
                const focusable = element?.matches("input, textarea, button, [tabindex]")
                  ? element
                  : element?.querySelector<HTMLElement>("input, textarea, button, [role='row'], [tabindex]");
                focusable?.focus({ preventScroll: true });
              }}
            >
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
