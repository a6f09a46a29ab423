import { readdirSync, readlinkSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testRuntime } from "./support/forms";
import { enquire, expectTryAgain } from "./support/faults";

/** The files this process holds open in a folder (Linux: /proc/self/fd). */
function openFilesIn(dir: string): string[] {
  return readdirSync("/proc/self/fd").flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(dir) ? [target] : [];
    } catch {
      return []; // closed while listing
    }
  });
}

describe("a stale connection", () => {
  // While a closed connection's files stay open, a connection opened on a read-only disk keeps
  // the next ones read-only, and a failed disk cannot be unmounted
  // (docs/decisions/0008-database-faults.md).
  it("lets go of the database files after a storage fault, without waiting for memory pressure", async () => {
    const env = testRuntime();
    const db = await env.runtime.db();
    await db.execute("PRAGMA query_only = ON");
    expect(openFilesIn(env.dir).length).toBeGreaterThan(0);

    expectTryAgain(await enquire(env.runtime));
    await expect.poll(() => openFilesIn(env!.dir), { timeout: 3000 }).toEqual([]);
  });
});
