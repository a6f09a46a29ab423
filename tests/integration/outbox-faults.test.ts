import { describe, expect, it } from "vitest";
import { rows, testRuntime } from "./support/forms";
import { enquire } from "./support/faults";
import { startSmtp } from "./support/smtp";

/**
 * The mail outbox when the database cannot record what it does. Claiming a message is a write, so
 * a read-only database means nothing is sent; and a message the SMTP server took is never written
 * down as a failed attempt (which would send it again at the next retry).
 */

async function siteWithMail() {
  const smtp = await startSmtp();
  const env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  expect((await enquire(env.runtime)).status).toBe(303);
  return { db: await env.runtime.db(), smtp, env };
}

const LEASE_MS = 5 * 60_000;

describe("the outbox and a failing database", () => {
  it("sends nothing while the database is read-only, and everything once it takes writes again", async () => {
    const { db, smtp, env } = await siteWithMail();
    await db.execute("PRAGMA query_only = ON");
    await expect(env.runtime.runOutboxOnce()).rejects.toMatchObject({ code: "SQLITE_READONLY" });
    expect(smtp.mails).toHaveLength(0);
    expect(await rows(db, "SELECT status, attempts, locked_until FROM outbox")).toEqual([
      expect.objectContaining({ status: "pending", attempts: 0, locked_until: null }),
      expect.objectContaining({ status: "pending", attempts: 0, locked_until: null }),
    ]);

    // The failed run closed the read-only connection; the next run has a writable one.
    expect(await env.runtime.runOutboxOnce()).toBe(2);
    expect(await smtp.waitFor(2)).toHaveLength(2);
  });

  it("stops the run, and records no failure, when a sent email cannot be marked as sent", async () => {
    const { db, smtp, env } = await siteWithMail();
    // A temporary trigger on the site's own connection makes exactly the "sent" update fail, as a
    // disk that fails between the SMTP server's answer and the outbox's write would.
    await db.execute(
      "CREATE TEMP TRIGGER cannot_record_sent BEFORE UPDATE OF status ON outbox WHEN NEW.status = 'sent' BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END",
    );
    await expect(env.runtime.runOutboxOnce()).rejects.toThrow(/disk I\/O error/);
    await smtp.waitFor(1);
    expect(smtp.mails).toHaveLength(1);
    const held = await rows(db, "SELECT status, attempts, last_error, locked_until FROM outbox ORDER BY id");
    for (const row of held) {
      expect(row).toMatchObject({ status: "pending", attempts: 0, last_error: null });
      expect(Number(row.locked_until)).toBeGreaterThan(env.clock.now);
    }

    await db.execute("DROP TRIGGER temp.cannot_record_sent");
    // Held back by the lease: the email that went out is not sent again straight away...
    expect(await env.runtime.runOutboxOnce()).toBe(0);
    // ...only once the lease has run out, with the same Message-ID, so mail clients drop the copy.
    env.clock.now += LEASE_MS + 1;
    expect(await env.runtime.runOutboxOnce()).toBe(2);
    const mails = await smtp.waitFor(3);
    expect(new Set(mails.map((mail) => mail.header("message-id"))).size).toBe(2);
    expect((await rows(db, "SELECT status FROM outbox")).map((row) => row.status)).toEqual(["sent", "sent"]);
  });
});
