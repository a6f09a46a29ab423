import { afterEach, describe, expect, it, vi } from "vitest";
import { PartLoadError, partName, withPartTimeout } from "~/lib/part-loading";

afterEach(() => vi.useRealTimers());

describe("part loading", () => {
  it("names a part by its file", () =>
    expect(partName("/assets/service-Ab12.js?v=1")).toBe("service-Ab12.js"));

  it("resolves with the part when it loads in time", async () => {
    await expect(withPartTimeout("/assets/a.js", Promise.resolve("module"), 50)).resolves.toBe("module");
  });

  it("reports a failed load as 'Loading chunk <name> failed.'", async () => {
    const failure = withPartTimeout("/assets/home-X1.js", Promise.reject(new TypeError("network")), 50);
    await expect(failure).rejects.toThrow(new PartLoadError("home-X1.js"));
    await expect(failure).rejects.toMatchObject({
      message: "Loading chunk home-X1.js failed.",
      name: "ChunkLoadError",
    });
  });

  it("fails a part that has not finished within 120 seconds (SPEC's part-load timeout)", async () => {
    vi.useFakeTimers();
    const stalled = withPartTimeout("/assets/post-Z9.css", new Promise(() => {}));
    let failed = false;
    const outcome = expect(
      stalled.catch((error) => ((failed = true), Promise.reject(error))),
    ).rejects.toThrow("Loading chunk post-Z9.css failed.");
    await vi.advanceTimersByTimeAsync(119_999);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it("does not fail a part that finishes just before the timeout", async () => {
    vi.useFakeTimers();
    const slow = withPartTimeout(
      "/assets/x.js",
      new Promise((resolve) => setTimeout(() => resolve("ok"), 999)),
      1000,
    );
    await vi.advanceTimersByTimeAsync(999);
    await expect(slow).resolves.toBe("ok");
  });
});
