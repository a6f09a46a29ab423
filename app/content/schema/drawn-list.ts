import type { ListPlace } from "./entry-walk";

/**
 * Moves staff to a list of the entry, as the editor draws it. Keystatic 0.6.9 gives a list no
 * element or id of the site's (its component is not exported, decision 0010, 1): the list is the
 * grid its label names, as a screen reader finds it, the `nth` of that name. Its first row takes
 * the focus. This is the summary's one reading of the editor's markup, for where to scroll, never
 * for what to say.
 */
export function listOnPage({ label, nth }: ListPlace) {
  const grid = [...document.querySelectorAll<HTMLElement>('[role="grid"]')].filter(
    (element) => element.getAttribute("aria-label") === label,
  )[nth];
  grid?.scrollIntoView({ block: "center" });
  grid?.querySelector<HTMLElement>("[role='row'], button, [tabindex]")?.focus({ preventScroll: true });
}
