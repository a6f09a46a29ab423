import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { afterNextPaint } from "~/lib/after-paint";
import type { StoredFields } from "~/search/options";
import type { SuggestRequest, SuggestResponse } from "~/search/suggest.worker";
import styles from "./Combobox.module.css";

export interface ComboboxProps {
  input: HTMLInputElement;
}

const LISTBOX_ID = "site-search-suggestions";
const MAX_SUGGESTIONS = 8;
const optionId = (index: number) => `${LISTBOX_ID}-${index}`;

/**
 * The suggestions for the latest query, from a worker that holds the index (it is fetched once
 * per page view; the browser's cache keeps it between pages). Answers to older queries are
 * dropped. `ready` is false until the first answer, and again if the index could not be fetched.
 */
function useSuggestions(query: string) {
  const worker = useRef<Worker | null>(null);
  const latest = useRef(0);
  const [answer, setAnswer] = useState<StoredFields[] | null>(null);

  useEffect(() => {
    const started = new Worker(new URL("../../search/suggest.worker.ts", import.meta.url), {
      type: "module",
    });
    worker.current = started;
    // Fetches and builds the index now, while the visitor starts typing.
    started.postMessage({ id: 0, query: "", limit: 0 } satisfies SuggestRequest);
    return () => {
      started.terminate();
      worker.current = null;
    };
  }, []);

  useEffect(() => {
    const asked = query.trim();
    const running = worker.current;
    if (!asked || !running) return;
    const id = ++latest.current;
    const onMessage = (event: MessageEvent<SuggestResponse>) => {
      if (event.data.id !== id) return;
      running.removeEventListener("message", onMessage);
      setAnswer("failed" in event.data ? null : event.data.results);
    };
    running.addEventListener("message", onMessage);
    running.postMessage({ id, query: asked, limit: MAX_SUGGESTIONS } satisfies SuggestRequest);
    return () => running.removeEventListener("message", onMessage);
  }, [query]);

  const results = answer && query.trim() ? answer : [];
  return { ready: answer !== null, results };
}

/**
 * The W3C APG "combobox with listbox popup" over the header's existing input: it is loaded on
 * the field's first focus and takes the field over in place (attributes and listeners), so focus
 * and anything already typed stay where they are.
 */
export function Combobox({ input }: ComboboxProps) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(input.value);
  const [expanded, setExpanded] = useState(input.value.trim() !== "");
  const [active, setActive] = useState(-1);
  const { ready, results } = useSuggestions(query);
  const shown = expanded && results.length > 0;

  // A chosen page is a finished search: the field is emptied for the next one.
  const go = (result: StoredFields) => {
    setExpanded(false);
    setActive(-1);
    input.value = "";
    setQuery("");
    void navigate(result.path);
  };
  const latest = useRef({ results, active, shown, go });
  latest.current = { results, active, shown, go };

  useEffect(() => {
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", LISTBOX_ID);
    const onInput = () => {
      setExpanded(true);
      setActive(-1);
      // The letter is drawn before the search runs: typing never waits for the suggestions.
      void afterNextPaint().then(() => setQuery(input.value));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { results: list, active: current, shown: open } = latest.current;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (list.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setExpanded(true);
        setActive(
          open && current >= 0
            ? (current + step + list.length) % list.length
            : step === 1
              ? 0
              : list.length - 1,
        );
      } else if (event.key === "Enter" && open && current >= 0 && list[current]) {
        event.preventDefault();
        latest.current.go(list[current]);
      } else if (event.key === "Escape") {
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          setExpanded(false);
          setActive(-1);
        } else if (input.value) {
          event.preventDefault();
          event.stopPropagation();
          input.value = "";
          setQuery("");
        }
      }
    };
    const onBlur = () => setExpanded(false);
    const onFocus = () => setExpanded(true);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", onBlur);
    input.addEventListener("focus", onFocus);
    // Letters typed between this component's first render (which read the field) and now had no
    // listener yet: take the field's text as it is, as if it had just been typed.
    if (input.value !== "" && document.activeElement === input) onInput();
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("focus", onFocus);
      for (const name of [
        "role",
        "aria-autocomplete",
        "aria-controls",
        "aria-expanded",
        "aria-activedescendant",
      ])
        input.removeAttribute(name);
    };
  }, [input]);

  useEffect(() => {
    input.setAttribute("aria-expanded", String(shown));
    if (shown && active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
  }, [input, shown, active]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const status =
    !ready || !query.trim() || !expanded
      ? ""
      : results.length === 0
        ? "No suggestions. Press Enter to search every page."
        : `${results.length} suggestion${results.length === 1 ? "" : "s"}. Use the up and down arrows to choose one.`;

  return (
    <>
      <ul id={LISTBOX_ID} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={!shown}>
        {results.map((result, position) => (
          // Options are chosen from the field (aria-activedescendant), so they take no focus of their own.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={result.path}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            className={styles.option}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(result)}
          >
            <span className={styles.name}>{result.name}</span>
            <span className={styles.kind}>{result.kind}</span>
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {status}
      </div>
    </>
  );
}
