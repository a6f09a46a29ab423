import { type RefObject, useEffect, useRef } from "react";
import { useLocation } from "react-router";

function close(details: HTMLDetailsElement) {
  details.open = false;
}

function closeAll(root: HTMLElement) {
  root.querySelectorAll<HTMLDetailsElement>("details[open]").forEach(close);
}

/**
 * What the native menus (<details> in the header) lack for the W3C APG disclosure navigation
 * pattern, added once scripts run: Esc closes the innermost open level and returns focus to its
 * summary; focus leaving an open level for anything but another toggle, or a click outside the
 * header, closes it; a closed level closes the levels inside it; a new page closes them all. Opening and closing is the browser's
 * own, so a menu tapped before the scripts ran is simply open, and nothing here re-renders.
 */
export function useMenuKeys(rootRef: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    // Not on the first render: a visitor may have opened a menu before the scripts started.
    if (shownPath.current === pathname || !rootRef.current) return;
    shownPath.current = pathname;
    closeAll(rootRef.current);
  }, [pathname, rootRef]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) closeAll(root);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Element | null;
      // No next element: the window lost focus, or a click landed on something unfocusable.
      if (!next) return;
      // Focus moving to another toggle of the header is a press on it: its own <details> opens at
      // the release and the exclusive group (`name`) closes its sibling then. Closing here, at
      // the press, would fold the open list and move the pressed toggle out from under the pointer.
      if (root.contains(next) && next.matches("summary")) return;
      root.querySelectorAll<HTMLDetailsElement>("details[open]").forEach((details) => {
        if (!details.contains(next)) close(details);
      });
    };
    // `toggle` does not bubble; listening in the capture phase hears every <details> in the header.
    const onToggle = (event: Event) => {
      const details = event.target as HTMLDetailsElement;
      if (!details.open) details.querySelectorAll<HTMLDetailsElement>("details[open]").forEach(close);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const innermost = (event.target as Element).closest<HTMLDetailsElement>("details[open]");
      if (!innermost || !root.contains(innermost)) return;
      close(innermost);
      innermost.querySelector<HTMLElement>(":scope > summary")?.focus();
      event.preventDefault();
    };
    document.addEventListener("pointerdown", onPointerDown);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("toggle", onToggle, true);
    root.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("toggle", onToggle, true);
      root.removeEventListener("keydown", onKeyDown);
    };
  }, [rootRef]);
}
