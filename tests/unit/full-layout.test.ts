// @vitest-environment happy-dom
import { afterEach, expect, test, vi } from "vitest";
import { layOutWholePageOnFirstScroll } from "~/lib/full-layout";

const FULL = "data-full-layout";

/**
 * A page scrolled into its third section. Until the whole page is laid out, the second section's
 * height is an estimate (600 px) short of its real height (900 px), so the third starts 300 px higher.
 */
function pageScrolledIntoThirdSection() {
  document.body.innerHTML = "<main><section></section><section></section><section></section></main>";
  const heights = () => [400, document.documentElement.hasAttribute(FULL) ? 900 : 600, 1000];
  document.querySelectorAll("main > section").forEach((section, index) => {
    section.getBoundingClientRect = () => {
      const top =
        -1400 +
        heights()
          .slice(0, index)
          .reduce((sum, height) => sum + height, 0);
      return { top, bottom: top + (heights()[index] ?? 0) } as DOMRect;
    };
  });
}

afterEach(() => {
  document.documentElement.removeAttribute(FULL);
  vi.restoreAllMocks();
});

test("the first scroll lays out the whole page and keeps the section on screen in place", () => {
  pageScrolledIntoThirdSection();
  const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
  const remove = layOutWholePageOnFirstScroll();
  window.dispatchEvent(new Event("scroll"));
  expect(document.documentElement.hasAttribute(FULL)).toBe(true);
  // The third section moved 300 px down when the second took its real height.
  expect(scrollBy).toHaveBeenCalledExactlyOnceWith(0, 300);
  window.dispatchEvent(new Event("scroll"));
  expect(scrollBy).toHaveBeenCalledOnce();
  remove();
});

test("a page already laid out in full is left where it is", () => {
  pageScrolledIntoThirdSection();
  document.documentElement.setAttribute(FULL, "");
  const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => {});
  const remove = layOutWholePageOnFirstScroll();
  window.dispatchEvent(new Event("scroll"));
  expect(scrollBy).not.toHaveBeenCalled();
  remove();
});
