import { describe, expect, it } from "vitest";
import { STICKY_THRESHOLD_PX, isSticky } from "~/lib/sticky";

describe("sticky navigation threshold", () => {
  it("is 100 px (SPEC section 9)", () => expect(STICKY_THRESHOLD_PX).toBe(100));
  it.each([
    [0, false],
    [99, false],
    [100, false],
    [100.5, true],
    [101, true],
    [5000, true],
  ])("at %d px scrolled, sticky is %s", (scrollY, expected) => expect(isSticky(scrollY)).toBe(expected));
});
