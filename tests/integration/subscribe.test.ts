import { describe, expect, it } from "vitest";
import { subscribeAction } from "~/forms/subscribe-action.server";
import { RETRY_AFTER_SECONDS } from "../../app/forms/store/database-errors.server";
import { answer, formRequest, rows, testRuntime, unusableDatabaseUrl } from "./support/forms";

/** The current test's site (cleaned up when the test ends). */
let env: ReturnType<typeof testRuntime> | undefined;

/** The visitor's address is what the server read from the connection (its load context). */
const subscribe = (
  fields: Record<string, string>,
  visitorAddress?: string,
  headers: Record<string, string> = {},
) =>
  subscribeAction(
    formRequest("/subscribe", { return_to: "/about", ...fields }, headers),
    env!.runtime,
    visitorAddress,
  ).then(answer);

describe("the subscribe box", () => {
  it("stores an address once, whatever its case, and answers the same both times", async () => {
    env = testRuntime();
    const first = await subscribe({ email: "Zoe.OBrien@Example.com", js: "1" });
    const second = await subscribe({ email: "zoe.obrien@example.com", js: "1" });
    expect(first).toMatchObject({ status: 200, data: { status: "subscribed" } });
    expect(second).toEqual(first);
    const stored = await rows(
      await env.runtime.db(),
      "SELECT email, email_key, source_path FROM subscribers",
    );
    expect(stored).toEqual([
      expect.objectContaining({
        email: "Zoe.OBrien@Example.com",
        email_key: "zoe.obrien@example.com",
        source_path: "/about",
      }),
    ]);
  });

  it("without scripts, sends the visitor back to the same page with the answer", async () => {
    env = testRuntime();
    expect(await subscribe({ email: "zoe@example.com" })).toMatchObject({
      status: 303,
      location: "/about?subscribe=subscribed#subscribe",
    });
    expect(await subscribe({ email: "zoe@example.com" })).toMatchObject({
      status: 303,
      location: "/about?subscribe=subscribed#subscribe",
    });
  });

  it("without scripts, answers an address to fix on the subscribe page, with the address kept and in no URL", async () => {
    env = testRuntime();
    const invalid = await subscribe({ email: "zoe@" });
    expect(invalid).toMatchObject({
      status: 400,
      data: { status: "invalid", typed: "zoe@", returnTo: "/about" },
    });
    expect(invalid.location).toBeNull();
    expect(invalid.headers.get("cache-control")).toBe("no-store");
    expect(await subscribe({ email: "" })).toMatchObject({
      status: 400,
      data: { status: "missing", typed: "", returnTo: "/about" },
    });
  });

  it.each([
    ["//evil.example/x", "/"],
    ["https://evil.example/", "/"],
    ["/\\evil.example", "/"],
    ["/blog/2?page=3#top", "/blog/2"],
    ["", "/"],
    ["/\u0001x", "/"],
    ["/\u007f", "/"],
    ["/\u0100x", "/"],
    ["/caf\u00e9", "/"],
  ])("returns only to a path on this site (%j → %s)", async (returnTo, path) => {
    env = testRuntime();
    const result = await subscribe({ email: "zoe@example.com", return_to: returnTo });
    expect(result.location).toBe(`${path}?subscribe=subscribed#subscribe`);
  });

  it("refuses the honeypot, and stores nothing", async () => {
    env = testRuntime();
    expect(
      await subscribe({ email: "bot@example.com", website: "http://spam.example", js: "1" }),
    ).toMatchObject({ status: 403, data: { status: "refused" } });
    expect(await rows(await env.runtime.db(), "SELECT * FROM subscribers")).toEqual([]);
  });

  it("limits attempts per address, with a 429", async () => {
    env = testRuntime({ subscribeRateLimit: 2 });
    expect((await subscribe({ email: "a@example.com", js: "1" }, "203.0.113.1")).status).toBe(200);
    expect((await subscribe({ email: "b@example.com", js: "1" }, "203.0.113.1")).status).toBe(200);
    const limited = await subscribe({ email: "c@example.com", js: "1" }, "203.0.113.1");
    expect(limited).toMatchObject({ status: 429, data: { status: "limited" } });
    // Until the first of the two attempts leaves the window.
    const wait = Number(limited.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(Math.ceil(env.runtime.config.rateLimitWindowMs / 1000));
    expect((await subscribe({ email: "c@example.com", js: "1" }, "203.0.113.2")).status).toBe(200);
    const withoutScripts = await subscribe({ email: "c@example.com" }, "203.0.113.1");
    expect(withoutScripts).toMatchObject({
      status: 429,
      data: { status: "limited", typed: "c@example.com" },
    });
    expect(withoutScripts.location).toBeNull();
  });

  it("answers 'unavailable' when the database cannot be opened, and does not throw", async () => {
    env = testRuntime((dir) => ({ databaseUrl: unusableDatabaseUrl(dir) }));
    const unavailable = await subscribe({ email: "zoe@example.com", js: "1" });
    expect(unavailable).toMatchObject({ status: 503, data: { status: "unavailable" } });
    expect(unavailable.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
  });
});
