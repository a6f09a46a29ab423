import { type ComponentType, useRef, useState } from "react";
import { afterNextPaint } from "~/lib/after-paint";
import { MAX_QUERY_LENGTH } from "~/search/query";
import type { ComboboxProps } from "./Combobox";
import styles from "./SiteSearch.module.css";

const INPUT_ID = "site-search-q";

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search: a plain GET form to /search that works without scripts. The suggestion
 * list (Combobox) and the index are fetched the first time the field gets focus, so they add
 * nothing to any page's first load. It sits in the menu panel, so on phones the Menu button
 * reveals it (and without scripts the panel is always shown); wide screens show it in the bar.
 */
export function SiteSearch({ className = "" }: { className?: string }) {
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const loading = useRef(false);

  // Asking for the part costs the main thread a few milliseconds: the focused field is drawn
  // first. Letters typed meanwhile are taken over when the suggestions arrive.
  const enhance = async () => {
    if (loading.current) return;
    loading.current = true;
    await afterNextPaint();
    // If the part cannot be fetched, the plain form still works; focusing again retries.
    import("./Combobox").then(
      (module) => (module ? setCombobox(() => module.Combobox) : (loading.current = false)),
      () => (loading.current = false),
    );
  };

  return (
    <form
      action="/search"
      method="get"
      role="search"
      aria-label="Site"
      className={`${styles.form} ${className}`}
    >
      <label htmlFor={INPUT_ID} className="visually-hidden">
        Search the site
      </label>
      <input
        id={INPUT_ID}
        ref={setInput}
        name="q"
        type="text"
        className={styles.input}
        placeholder="Search the site"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={MAX_QUERY_LENGTH}
        onFocus={() => void enhance()}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon />
        <span className="visually-hidden">Search</span>
      </button>
      {Combobox && input && <Combobox input={input} />}
    </form>
  );
}
