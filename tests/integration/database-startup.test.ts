import { rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { recordingLogger, rows, testRuntime, unusableDatabaseUrl } from "./support/forms";
import { enquire, expectTryAgain, referenceOf } from "./support/faults";
import { startSmtp } from "./support/smtp";
import { openDatabase } from "../../app/forms/store/database.server";

// Counts the attempts to open the database: each failed outbox poll makes one.
vi.mock("../../app/forms/store/database.server", async (original) => {
  const actual = await original<typeof import("../../app/forms/store/database.server")>();
  return { ...actual, openDatabase: vi.fn(actual.openDatabase) };
});

describe("starting with a database that cannot be opened", () => {
  it("starts anyway, says why in the log, and takes enquiries (and sends their mail) once it can be opened", async () => {
    const smtp = await startSmtp();
    const { logger, lines } = recordingLogger();
    const env = testRuntime(
      (dir) => ({
        databaseUrl: unusableDatabaseUrl(dir),
        smtpUrl: `smtp://127.0.0.1:${smtp!.port}`,
        outboxPollMs: 50,
      }),
      logger,
    );

    // What server.js awaits before it listens: it must not throw, or the pages would go too.
    await expect(env.runtime.start()).resolves.toBeUndefined();
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^warn: Could not open the database in .*not-a-folder.* The pages are served as usual/,
      ),
    );
    expectTryAgain(await enquire(env.runtime));
    // The outbox polls every 50 ms meanwhile, each poll trying the database again, and says it
    // cannot run once, not on every poll.
    const triedBefore = vi.mocked(openDatabase).mock.calls.length;
    await expect
      .poll(() => vi.mocked(openDatabase).mock.calls.length)
      .toBeGreaterThanOrEqual(triedBefore + 3);
    expect(lines.filter((line) => line.includes("The mail outbox could not run"))).toHaveLength(1);

    // The folder can be made now (the file in its way is gone): the next post opens the database.
    rmSync(join(env.dir, "not-a-folder"));
    const stored = await enquire(env.runtime);
    expect(stored.status).toBe(303);
    const db = await env.runtime.db();
    expect(await rows(db, "SELECT reference FROM enquiries")).toEqual([
      expect.objectContaining({ reference: referenceOf(stored.location) }),
    ]);
    // The outbox worker was started at start-up all the same, and sends the enquiry's two emails.
    await smtp.waitFor(2);
    // Said once the outbox's run has finished, a moment after the second email arrives.
    await expect
      .poll(() => lines.filter((line) => line === "info: The mail outbox is running again"))
      .toHaveLength(1);
  });
});
