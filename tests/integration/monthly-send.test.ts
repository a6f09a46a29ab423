import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../../app/forms/store/database.server";
import { siteKeys } from "../../app/forms/store/secret.server";
import type { Database } from "../../app/forms/store/sql.server";
import { unsubscribe } from "../../app/forms/store/subscriptions.server";
import { countingSmtp } from "./support/monthly-smtp";
import { TEST_SECRET, stores } from "./support/stores";

/**
 * The monthly e-mail to 2,000 confirmed subscribers (and pending and unsubscribed addresses, who
 * get nothing), sent by the runtime the production server starts, in its own process: killed with
 * SIGKILL halfway (its mail server has read a message and not answered), then started again (two at
 * once on PostgreSQL). Every confirmed reader gets it exactly once; one who unsubscribes during the
 * send gets nothing.
 */
const CONFIRMED = 2000;
// Short, so the restarted senders take over soon after the kill; long enough that a batch of ten,
// each message rendered and sent, ends well inside it on a busy machine (a slower one would be
// claimed again by the other sender and sent twice).
const LEASE_SECONDS = 5;

async function seed(db: Database) {
  const rows = (count: number, status: string, prefix: string) =>
    Array.from({ length: count }, (_, index) => [
      `${prefix}${index}@example.com`,
      `${prefix}${index}@example.com`,
      new Date().toISOString(),
      status,
      randomBytes(12).toString("hex"),
      // A pending address has had its confirmation, with a week left to confirm.
      status === "pending" ? Date.now() : null,
      status === "pending" ? Date.now() + 7 * 86_400_000 : null,
    ]);
  const all = [...rows(CONFIRMED, "confirmed", "reader"), ...rows(50, "pending", "pending")];
  for (let at = 0; at < all.length; at += 200) {
    const chunk = all.slice(at, at + 200);
    await db.execute({
      sql: `INSERT INTO subscribers (email, email_key, created_at, status, token_nonce, confirmation_sent_at, confirm_by)
            VALUES ${chunk.map(() => "(?, ?, ?, ?, ?, ?, ?)").join(", ")}`,
      args: chunk.flat(),
    });
  }
  // Addresses that unsubscribed before: a keyed hash in suppressions, no subscriber row.
  for (let index = 0; index < 50; index++)
    await db.execute({
      sql: "INSERT INTO suppressions (email_hash, unsubscribed_at, via) VALUES (?, ?, 'page')",
      args: [siteKeys(TEST_SECRET).addressHashes(`gone${index}@example.com`)[0]!, new Date().toISOString()],
    });
}

function sender(databaseUrl: string, smtpPort: number): ChildProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/integration/support/monthly-child.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SECRET: TEST_SECRET,
      MONTHLY_PER_MINUTE: "60000",
      OUTBOX_POLL_SECONDS: "1",
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  onTestFinished(() => void child.kill("SIGKILL"));
  return child;
}

describe.each(stores)("the monthly e-mail on $name", (store) => {
  it(
    "reaches every confirmed subscriber exactly once, through a crash and a restart",
    { timeout: 600_000 },
    async () => {
      const databaseUrl = await store.url();
      const db = await openDatabase(databaseUrl);
      onTestFinished(() => db.close());
      await seed(db);
      const last = await db.execute({
        sql: "SELECT token_nonce FROM subscribers WHERE email = ?",
        args: [`reader${CONFIRMED - 1}@example.com`],
      });

      const smtp = await countingSmtp(CONFIRMED / 2);
      const first = sender(databaseUrl, smtp.port);
      await smtp.untilAccepted(CONFIRMED / 4);
      // The last reader unsubscribes while the send is running.
      await unsubscribe(
        db,
        siteKeys(TEST_SECRET),
        { nonce: String(last.rows[0]!.token_nonce) },
        "one-click",
        Date.now(),
      );
      await smtp.untilHeld();
      first.kill("SIGKILL");

      // Started again: on PostgreSQL two servers at once, as in a deploy.
      const again = store.name === "PostgreSQL" ? 2 : 1;
      for (let index = 0; index < again; index++) sender(databaseUrl, smtp.port);
      await smtp.untilAccepted(CONFIRMED - 1, 480_000);
      // Longer than a lease and a poll: anything sent twice would have arrived by now.
      await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 2) * 1000));

      expect(smtp.total).toBe(CONFIRMED - 1);
      const twice = [...smtp.accepted].filter(([, count]) => count !== 1);
      expect(twice).toEqual([]);
      for (let index = 0; index < CONFIRMED - 1; index++)
        expect(smtp.accepted.get(`reader${index}@example.com`)).toBe(1);
      expect(smtp.accepted.has(`reader${CONFIRMED - 1}@example.com`)).toBe(false);
      expect([...smtp.accepted.keys()].filter((address) => !address.startsWith("reader"))).toEqual([]);
      const starts = await db.execute("SELECT recipients FROM monthly_sends");
      expect(starts.rows.map((row) => Number(row.recipients))).toEqual([CONFIRMED]);
    },
  );
});
