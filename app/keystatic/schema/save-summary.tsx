import { useEffect, useRef, useState } from "react";

/**
 * The list a refused save shows at the top of the entry: each field the editor marked as failing,
 * with its message, and a link that scrolls to the field and focuses it. Without it a refused save
 * does nothing visible when the failing field is scrolled out of view.
 *
 * The fields themselves decide what fails (their own checks, shown under each field and in a
 * list item's label); the summary collects what they show, so it never disagrees with them.
 */
interface Entry {
  target: HTMLElement;
  text: string;
}

const textOf = (ids: string | null) =>
  (ids ?? "")
    .split(/\s+/)
    .map((id) => (id ? document.getElementById(id)?.textContent?.trim() : ""))
    .filter(Boolean)
    .join(" ");

function failingIn(root: ParentNode): Entry[] {
  const fields = [...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]')].map((target) => {
    const label =
      (target as HTMLInputElement).labels?.[0]?.textContent?.trim() ||
      textOf(target.getAttribute("aria-labelledby"));
    return {
      target,
      // A field is described by its help, then its error: the summary gives the error alone.
      text: [
        label?.replace(/\*$/, ""),
        textOf(target.getAttribute("aria-describedby")?.split(/\s+/).at(-1) ?? null),
      ]
        .filter(Boolean)
        .join(": "),
    };
  });
  // A list marks a refused item with ⚠ in its label (refusals.tsx).
  const items = [...root.querySelectorAll<HTMLElement>('[role="row"]')]
    .filter((row) => row.textContent?.includes("⚠"))
    // The row's text holds the label twice (its drag handle names it too): take the last.
    .map((row) => ({ target: row, text: `List item ${row.textContent?.split("⚠").at(-1)?.trim() ?? ""}` }));
  // A drop-down left on "Choose…" (choice-field.tsx): its button is what staff go to.
  const choices = [...root.querySelectorAll<HTMLElement>("[data-refused]")].map((box) => ({
    target: box.querySelector<HTMLElement>("button") ?? box,
    text: box.dataset.refused ?? "",
  }));
  return [...fields, ...choices, ...items];
}

export function SaveSummary({ shown }: { shown?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  useEffect(() => {
    if (!shown) return setEntries([]);
    const root = box.current?.closest("form") ?? document;
    const read = () => setEntries(failingIn(root));
    read();
    // Fields mark themselves as they re-render: follow them until staff have fixed each one.
    const timer = setInterval(read, 700);
    return () => clearInterval(timer);
  }, [shown]);
  const count = entries.length;
  useEffect(() => {
    if (count) box.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [count > 0]); // eslint-disable-line react-hooks/exhaustive-deps -- only when it appears
  return (
    <div ref={box} role={count ? "alert" : undefined} hidden={!count} style={summaryStyle}>
      <strong>
        Not saved: {count} {count === 1 ? "field needs" : "fields need"} attention
      </strong>
      {/* No bullets: the editor's styles put a bullet by the last line of a message that wraps. */}
      <ul style={{ margin: "0.5em 0 0", padding: 0, listStyle: "none" }}>
        {entries.map(({ target, text }, index) => (
          <li key={index} style={{ marginBlockStart: "0.35em" }}>
            <button
              type="button"
              style={linkStyle}
              onClick={() => {
                target.scrollIntoView({ block: "center" });
                target.focus({ preventScroll: true });
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
