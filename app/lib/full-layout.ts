/**
 * From the third section on, a page's sections are laid out only when they come near the screen
 * (global.css, docs/decisions/0007): the first paint on a phone lays out two screens instead of ten.
 * Until a section has been near the screen its height is an estimate, so a scroll position saved
 * earlier would land on different words. Returning to a place on a page (back, forward, reload)
 * therefore lays out the whole page first, and it stays so for the rest of the visit.
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
