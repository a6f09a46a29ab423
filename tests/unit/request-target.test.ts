import { describe, expect, it } from "vitest";
import { MAX_PATH_LENGTH, checkTarget } from "../../server/request-target";

describe("a request's target, checked once before anything reads it", () => {
  it("serves an ordinary path and query as they are", () => {
    expect(checkTarget("/about?utm_source=news", "GET")).toEqual({
      kind: "ok",
      target: "/about?utm_source=news",
    });
  });

  it("keeps only the path and query of an absolute-form target: the Host header names the site", () => {
    expect(checkTarget("http://evil.example/about?x=1", "GET")).toEqual({ kind: "ok", target: "/about?x=1" });
    expect(checkTarget("https://evil.example", "GET")).toEqual({ kind: "ok", target: "/" });
    expect(checkTarget("h://evil.example?x", "GET")).toEqual({ kind: "ok", target: "/?x" });
    // Its path is checked as any other: here a run of slashes, redirected on this site.
    expect(checkTarget("h://evil.example//", "GET")).toEqual({ kind: "redirect", location: "/" });
  });

  it.each(["evil.example:443", "evil.example", "*", "", "\\evil.example", "1h://x/"])(
    "refuses %j, which names no page, with 400",
    (target) => {
      expect(checkTarget(target, "GET")).toMatchObject({ kind: "refuse", status: 400 });
    },
  );

  it("sends a run of slashes to the page's one address in one redirect, query kept", () => {
    expect(checkTarget("//about//?q=1", "GET")).toEqual({ kind: "redirect", location: "/about?q=1" });
    expect(checkTarget("/services//bins/", "HEAD")).toEqual({ kind: "redirect", location: "/services/bins" });
    expect(checkTarget(`${"/".repeat(500)}x`, "GET")).toEqual({ kind: "redirect", location: "/x" });
    // A form post keeps its trailing slash: only the route can say what it means.
    expect(checkTarget("/contact-us//", "POST")).toEqual({ kind: "redirect", location: "/contact-us/" });
    // A lone trailing slash is the trailing-slash rule's (static-pages.ts).
    expect(checkTarget("/about/", "GET")).toEqual({ kind: "ok", target: "/about/" });
  });

  it.each(["/\\evil.example/", "/\\/evil.example", "//\\evil.example", "/\\\\evil.example"])(
    "never redirects %j to another host",
    (target) => {
      const verdict = checkTarget(target, "GET");
      expect(verdict.kind).toBe("redirect");
      const location = (verdict as { location: string }).location;
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "https://www.saltbush.example").host).toBe("www.saltbush.example");
    },
  );

  it("answers 414 for a path longer than the limit, whatever its query", () => {
    expect(checkTarget(`/${"a".repeat(MAX_PATH_LENGTH)}`, "GET")).toMatchObject({
      kind: "refuse",
      status: 414,
    });
    expect(checkTarget(`/${"a".repeat(MAX_PATH_LENGTH - 2)}`, "GET")).toMatchObject({ kind: "ok" });
    expect(checkTarget(`/search?q=${"a".repeat(4000)}`, "GET")).toMatchObject({ kind: "ok" });
    expect(checkTarget(`${"/".repeat(8000)}x`, "GET")).toMatchObject({ kind: "refuse", status: 414 });
  });

  it.each(["/%00", "/a%0d%0aSet-Cookie:%20x=1", "/%7F", "/%1f", "/a\u0001b", "/a\u007fb"])(
    "answers 400 for a control character in the path: %j",
    (target) => {
      expect(checkTarget(target, "GET")).toMatchObject({ kind: "refuse", status: 400 });
    },
  );

  it("leaves encoded text that is no control character alone", () => {
    for (const target of ["/%2500", "/caf%C3%A9", "/%20", "/%zz", "/a%", "/%C4%80x"])
      expect(checkTarget(target, "GET"), target).toEqual({ kind: "ok", target });
  });

  it.each([
    "/keystatic/../about",
    "/keystatic/%2e%2e/about",
    "/keystatic/%2E./about",
    "/keystatic/.%2E/about",
    "/keystatic/./about",
    "/keystatic/..",
    "/keystatic/..;/about",
    "/keystatic/%2e%2e;x=1/about",
    "/keystatic/..%2fabout",
    "/keystatic/..%2Fabout",
    "/keystatic%5c..%5cabout",
    "/keystatic/a%2fb",
    "/keystatic\\..\\about",
    "/keystatic/x\\y",
    "/api/keystatic/../../about?x=1",
    "http://evil.example/keystatic/%2e%2e/about",
  ])("answers 400 for a dot segment, an encoded separator or a backslash: %j", (target) => {
    expect(checkTarget(target, "GET")).toMatchObject({ kind: "refuse", status: 400 });
    expect(checkTarget(target, "POST")).toMatchObject({ kind: "refuse", status: 400 });
  });

  it("leaves dots that make no dot segment alone", () => {
    for (const target of [
      "/.well-known/security.txt",
      "/a.b/c",
      "/.../x",
      "/a..b",
      "/%2e%2e%2e",
      "/x?p=../..%2f",
    ])
      expect(checkTarget(target, "GET"), target).toEqual({ kind: "ok", target });
  });
});
