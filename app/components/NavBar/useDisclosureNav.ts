import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { takeEarlyTap } from "~/lib/early-taps";

/**
 * State of the disclosure navigation (W3C APG pattern): which dropdown is open, which nested
 * submenu inside it, and whether the phone-width menu is open. Esc closes the innermost level
 * and returns focus to its button; focus or a click leaving the navigation closes everything.
 */
export function useDisclosureNav() {
  const [openTop, setOpenTop] = useState<string | null>(null);
  const [openNested, setOpenNested] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const closeAll = useCallback(() => {
    setOpenTop(null);
    setOpenNested(null);
    setMenuOpen(false);
  }, []);

  // A new page closes every menu.
  useEffect(closeAll, [pathname, closeAll]);

  // A menu tapped before the page was running opens now (after the line above, which runs on the
  // first render too). Opening, not toggling: React may have handled the same tap while hydrating.
  // Kept in a ref so that development's double run of effects opens it too.
  const earlyTap = useRef<string | null>(undefined);
  useEffect(() => {
    earlyTap.current ??= takeEarlyTap();
    if (earlyTap.current === "site-menu") setMenuOpen(true);
    else if (earlyTap.current) setOpenTop(earlyTap.current);
  }, []);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.contains(event.target as Node)) closeAll();
    };
    // Focus leaving the navigation closes its dropdowns; leaving the whole bar closes the phone menu too.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (!next) return;
      if (!root.contains(next)) closeAll();
      else if (navRef.current && !navRef.current.contains(next)) {
        setOpenTop(null);
        setOpenNested(null);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusButton = (id: string) =>
        root.querySelector<HTMLButtonElement>(`[aria-controls="${id}"]`)?.focus();
      if (openNested) {
        setOpenNested(null);
        focusButton(openNested);
      } else if (openTop) {
        setOpenTop(null);
        focusButton(openTop);
      } else if (menuOpen) {
        setMenuOpen(false);
        focusButton("site-menu");
      } else return;
      event.preventDefault();
    };
    document.addEventListener("pointerdown", onPointerDown);
    root.addEventListener("focusout", onFocusOut);
    root.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      root.removeEventListener("focusout", onFocusOut);
      root.removeEventListener("keydown", onKeyDown);
    };
  }, [openTop, openNested, menuOpen, closeAll]);

  return {
    rootRef,
    navRef,
    menuOpen,
    toggleMenu: () => setMenuOpen((open) => !open),
    isOpen: (id: string) => openTop === id || openNested === id,
    toggleTop: (id: string) => {
      setOpenNested(null);
      setOpenTop((current) => (current === id ? null : id));
    },
    toggleNested: (id: string) => setOpenNested((current) => (current === id ? null : id)),
  };
}
