import { describe, expect, it } from "vitest";
import { cleanLine, cleanText } from "~/forms/text";

describe("cleaning what visitors type", () => {
  it("makes one line of a single-line field", () => {
    expect(cleanLine("  Zoë\r\nBcc: x@example.com\t\u0000 ")).toBe("Zoë Bcc: x@example.com");
  });
  it("removes C0, DEL and C1 control characters and bidirectional overrides", () => {
    expect(cleanLine("a\u0001b\u007Fc\u0085d\u202Ee\u2066f")).toBe("abcdef");
  });
  it("keeps line breaks in a message, as \\n, and limits blank lines", () => {
    expect(cleanText("one\r\ntwo\rthree\u2028four\n\n\n\n\n\nfive  \n")).toBe(
      "one\ntwo\nthree\nfour\n\n\nfive",
    );
  });
  it("normalises to NFC so the same name is stored the same way", () => {
    expect(cleanLine("Zoe\u0308")).toBe("Zoë");
  });
  it("keeps emoji and scripts that join characters", () => {
    expect(cleanLine("👩‍🔧 क्षत्रिय")).toBe("👩‍🔧 क्षत्रिय");
  });
});
