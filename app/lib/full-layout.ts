/**
 * From the third section on, a page's sections are laid out only when they come near the screen
 * (global.css, docs/decisions/0007): the first paint on a phone lays out two screens instead of ten.
 * Until a section has been near the screen its height is an estimate, so a scroll position saved
 * while some sections above it are estimates would land on different words once they are laid out.
 * So the whole page is laid out as soon as the visitor scrolls (every position the browser or
 * React Router saves is then a position in the real layout), and returning to a place on a page
 * (back, forward, reload) lays it out in full before the position is restored. Either way it stays
 * so for the rest of the visit.
 */
const ATTRIBUTE = "data-full-layout";

/**
 * For the head: a page loaded by reload or back/forward is laid out in full from its first layout,
 * before the browser restores the scroll position. Written for any browser (no optional chaining).
 */
export const fullLayoutOnReturnScript = `var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if(n&&n.type!=="navigate")document.documentElement.setAttribute("${ATTRIBUTE}","")`;

/** Lays out every section from now on; called before a client-side back/forward restores its position. */
export function layOutWholePage(): void {
  document.documentElement.setAttribute(ATTRIBUTE, "");
}

/**
 * Lays out the whole page at the visitor's first scroll, keeping the section at the top of the
 * window where it is: sections above it that were estimates take their real height, and the page
 * scrolls by the difference (browsers without scroll anchoring would otherwise jump). Scrolling
 * itself runs off the main thread on phones, so this one layout does not hold up the scroll.
 * Returns the function that removes the listener.
 */
export function layOutWholePageOnFirstScroll(): () => void {
  const root = document.documentElement;
  const onScroll = () => {
    if (root.hasAttribute(ATTRIBUTE)) return;
    const anchor = [...document.querySelectorAll("main > section")].find(
      (section) => section.getBoundingClientRect().bottom > 0,
    );
    const before = anchor?.getBoundingClientRect().top;
    layOutWholePage();
    if (anchor && before !== undefined) {
      const moved = anchor.getBoundingClientRect().top - before;
      if (moved !== 0) window.scrollBy(0, moved);
    }
  };
  window.addEventListener("scroll", onScroll, { passive: true, once: true });
  return () => window.removeEventListener("scroll", onScroll);
}
