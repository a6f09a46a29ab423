/**
 * A tap on a menu button before the page's scripts are running. Scripts start after the first
 * paint (docs/decisions/0007-performance.md), so on a slow phone the Menu button can be on screen
 * for a second or two before React handles it; a tap in that time would otherwise be lost.
 */
const ATTRIBUTE = "data-early-tap";

/**
 * For the head: remembers the last menu button of the header tapped before hydration (its
 * `aria-controls`) on `<html>`. Once the page is running React handles taps itself. Written for
 * any browser.
 */
export const earlyTapScript = `document.addEventListener("click",function(e){var h=document.documentElement,b=e.target;if(h.hasAttribute("data-hydrated")||!b||!b.closest)return;b=b.closest("header button[aria-controls]");if(b)h.setAttribute("${ATTRIBUTE}",b.getAttribute("aria-controls"))})`;

/** The menu a visitor tapped before the page was running, once: the navigation opens it. */
export function takeEarlyTap(): string | null {
  const root = document.documentElement;
  const id = root.getAttribute(ATTRIBUTE);
  root.removeAttribute(ATTRIBUTE);
  return id;
}
