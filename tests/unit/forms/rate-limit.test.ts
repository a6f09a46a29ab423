import { describe, expect, it } from "vitest";
import { RateLimiter, addressKey } from "../../../app/forms/rate-limit.server";

describe("the rate limiter", () => {
  it("allows `limit` attempts per window, then says how long to wait", () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([1, 2, 3].map(() => limiter.attempt("a").allowed)).toEqual([true, true, true]);
    now = 10_000;
    expect(limiter.attempt("a")).toEqual({ allowed: false, retryAfterMs: 50_000 });
    expect(limiter.attempt("b").allowed).toBe(true);
    now = 60_001;
    expect(limiter.attempt("a").allowed).toBe(true);
  });

  it("slides: refused attempts do not extend the wait", () => {
    let now = 0;
    const limiter = new RateLimiter(1, 1_000, () => now);
    limiter.attempt("a");
    now = 500;
    limiter.attempt("a");
    now = 1_001;
    expect(limiter.attempt("a").allowed).toBe(true);
  });

  it("is off with a limit of 0", () => {
    const limiter = new RateLimiter(0, 1_000);
    expect(Array.from({ length: 100 }, () => limiter.attempt("a").allowed).every(Boolean)).toBe(true);
  });

  it("keeps memory bounded by forgetting the least recent addresses", () => {
    const limiter = new RateLimiter(1, 60_000, () => 0, 3);
    for (const address of ["a", "b", "c", "d"]) limiter.attempt(address);
    expect(limiter.attempt("a").allowed).toBe(true); // "a" was forgotten
    expect(limiter.attempt("d").allowed).toBe(false);
  });
});

describe("address keys", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1234:5678:9abc:def0:1:2", "2001:db8:1234:5678::/64"],
    ["2001:db8:1234:5678::1", "2001:db8:1234:5678::/64"],
    ["2001:0DB8:0:0::ff", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
  ])("%s counts as %s", (ip, key) => expect(addressKey(ip)).toBe(key));
});
