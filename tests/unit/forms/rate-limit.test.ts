import { describe, expect, it } from "vitest";
import { addressKey } from "../../../app/forms/rate-limit.server";

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
