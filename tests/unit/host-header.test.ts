import { describe, expect, it } from "vitest";
import { parseHost, targetAuthority } from "../../server/host-header";

describe("a request's host, read once and checked", () => {
  it.each([
    ["www.saltbush.example", "www.saltbush.example"],
    ["WWW.Saltbush.Example.", "www.saltbush.example"],
    ["edit.saltbush.example.:443", "edit.saltbush.example:443"],
    ["localhost:1", "localhost:1"],
    ["127.0.0.1:65535", "127.0.0.1:65535"],
    ["[::1]", "[::1]"],
    ["[2001:DB8::1]:8080", "[2001:db8::1]:8080"],
    ["[::ffff:127.0.0.1]:80", "[::ffff:127.0.0.1]:80"],
    [`${"a".repeat(63)}.example`, `${"a".repeat(63)}.example`],
  ])("takes %j as %j", (raw, host) => {
    expect(parseHost(raw)?.host).toBe(host);
  });

  it("splits the name from the port", () => {
    expect(parseHost("Edit.Example.:8080")).toEqual({
      name: "edit.example",
      port: "8080",
      host: "edit.example:8080",
    });
    expect(parseHost("[::1]")).toEqual({ name: "[::1]", port: undefined, host: "[::1]" });
  });

  it.each([
    "",
    "www.saltbush.example:-1",
    "www.saltbush.example:0",
    "www.saltbush.example:65536",
    "www.saltbush.example:99999999999",
    "www.saltbush.example:abc",
    "www.saltbush.example:",
    "www.saltbush.example:080",
    "www.saltbush.example:80:80",
    "www saltbush.example",
    " www.saltbush.example",
    "www.saltbush.example<",
    "www|saltbush.example",
    "www.saltbush%zz.example",
    "www%2esaltbush.example",
    "[zz]",
    "[::1",
    "[::1]x",
    "[::1]:0",
    "[fe80::1%25eth0]",
    "[fe80::1%eth0]",
    "::1",
    "www。saltbush.example",
    "edit.saltbush.example@localhost",
    "user@edit.saltbush.example",
    "edit.saltbush.example/keystatic",
    "edit.saltbush.example\\x",
    "edit.saltbush.example#x",
    "edit.saltbush.example?x",
    "-edit.example",
    "edit-.example",
    "edit..example",
    ".",
    "..",
    "under_score.example",
    `${"a".repeat(64)}.example`,
    `${"a.".repeat(127)}ab`,
    "bücher.example",
    "edit.example\u0000",
  ])("refuses %j", (raw) => {
    expect(parseHost(raw)).toBeUndefined();
  });

  it("reads the authority of an absolute-form target, and none from an origin-form one", () => {
    expect(targetAuthority("http://www.saltbush.example/keystatic")).toBe("www.saltbush.example");
    expect(targetAuthority("https://Edit.Example:8443?x")).toBe("Edit.Example:8443");
    expect(targetAuthority("http://a@b/")).toBe("a@b");
    expect(targetAuthority("/keystatic")).toBeUndefined();
    expect(targetAuthority("*")).toBeUndefined();
  });
});
