import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "~/forms/reference";
import { melbourneDate, newReference } from "../../../app/forms/store/reference.server";

describe("enquiry references", () => {
  it("carry the company's (Melbourne) date and four unambiguous characters", () => {
    const at = new Date("2026-11-21T14:30:00Z"); // 1:30 am on the 22nd in Melbourne (AEDT)
    expect(melbourneDate(at)).toBe("20261122");
    for (let i = 0; i < 200; i++) {
      const reference = newReference(at);
      expect(reference).toMatch(/^SB-20261122-[2-9A-HJKMNP-Z]{4}$/);
      expect(reference).toMatch(REFERENCE_PATTERN);
    }
  });

  it("match what the thank-you page has always accepted", () => {
    expect(newReference(new Date())).toMatch(/^SB-[A-Z0-9-]{4,20}$/);
  });
});
