import { describe, expect, it } from "vitest";
import { trustProxySetting } from "../../server/trust-proxy";

describe("TRUST_PROXY", () => {
  it("is off unless set", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("")).toBe(false);
    expect(trustProxySetting("0")).toBe(false);
  });

  it("counts proxies, or names their addresses", () => {
    expect(trustProxySetting("1")).toBe(1);
    expect(trustProxySetting("2")).toBe(2);
    expect(trustProxySetting("10.0.0.1, 10.0.0.0/8,loopback")).toBe("10.0.0.1, 10.0.0.0/8, loopback");
    expect(trustProxySetting("fd00::/8")).toBe("fd00::/8");
  });

  it.each(["true", "all", "*", "yes", "10.0.0.0/33", "proxy.example", "1, true"])(
    "refuses %s, which would trust whatever a visitor writes",
    (value) => expect(() => trustProxySetting(value)).toThrow(/TRUST_PROXY must be/),
  );
});
