import { describe, expect, it } from "vitest";
import { preferredEncoding } from "../../server/encoding";

describe("preferredEncoding", () => {
  it("sends Brotli to browsers that accept it, whatever order they list it in", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("br, gzip")).toBe("br");
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("br");
  });

  it("falls back to gzip, then to no compression", () => {
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("deflate")).toBeUndefined();
    expect(preferredEncoding("identity")).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
    expect(preferredEncoding("")).toBeUndefined();
  });

  it("never sends a coding refused with q=0, and reads * as any coding", () => {
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0")).toBeUndefined();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*, br;q=0")).toBe("gzip");
  });

  it("survives malformed headers", () => {
    expect(preferredEncoding(";;, ,q=,")).toBeUndefined();
    // An unreadable weight is ignored, as if none were given.
    expect(preferredEncoding("br;q=abc")).toBe("br");
    expect(preferredEncoding("BR")).toBe("br");
  });
});
