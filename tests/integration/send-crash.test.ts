import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../../app/forms/store/database.server";
import { validEnquiry, wholeEnquiries } from "./support/forms";
import { type ServerProcess, startServer } from "./support/server-process";
import { startSmtp } from "./support/smtp";
import { TEST_SECRET, stores } from "./support/stores";

/**
 * Two servers behind a load balancer, one database. One of them is killed (SIGKILL, as a crash or
 * a machine lost) while it is in the middle of sending: its mail server has read the message but
 * not yet accepted it. Nothing it acknowledged is lost, and every email reaches the company and the
 * visitor exactly once: the other server sends what the dead one had claimed once its lease runs out.
 */
const LEASE_SECONDS = 3;

async function enquire(server: ServerProcess, visitor: number) {
  const response = await fetch(`${server.url}/contact-us`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
    body: new URLSearchParams({
      ...validEnquiry,
      name: `Visitor ${visitor}`,
      email: `visitor${visitor}@example.com`,
    }).toString(),
  });
  return response.status;
}

describe.each(stores)("a server killed mid-send, beside another on $name", (store) => {
  it("loses no acknowledged enquiry and sends no email twice", async () => {
    // The crashing server's mail server reads each message and never answers; the other's accepts.
    const stuck = await startSmtp(0, { holdEvery: true });
    const working = await startSmtp();
    const dir = mkdtempSync(join(tmpdir(), "saltbush-crash-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const databaseUrl = await store.url();
    const env = (smtp: { port: number }) => ({
      SECRET: TEST_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_SECONDS: "1",
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      CONTACT_RATE_LIMIT: "100",
      FORM_MIN_SECONDS: "0",
    });
    const crashing = await startServer({ dir, databaseUrl, env: env(stuck) });
    const surviving = await startServer({ dir, databaseUrl, env: env(working) });
    onTestFinished(() => Promise.all([crashing.stop(), surviving.stop()]).then(() => undefined));

    const statuses = [];
    for (let visitor = 0; visitor < 8; visitor++)
      statuses.push(await enquire(visitor % 2 ? surviving : crashing, visitor));
    expect(statuses).toEqual(Array(8).fill(303));
    await stuck.waitFor(1, 30_000); // the crashing server is mid-send
    await crashing.stop("SIGKILL");

    await working.waitFor(16, 60_000);
    // Longer than a lease and a poll: anything sent twice would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, (LEASE_SECONDS + 2) * 1000));
    await surviving.stop("SIGTERM");
    expect(working.mails).toHaveLength(16);
    for (let visitor = 0; visitor < 8; visitor++) {
      const address = `visitor${visitor}@example.com`;
      expect(
        working.mails.filter((mail) => mail.to.includes(address)),
        address,
      ).toHaveLength(1);
      expect(
        working.mails.filter((mail) => mail.header("reply-to") === address),
        address,
      ).toHaveLength(1);
    }
    const db = await openDatabase(databaseUrl, { migrate: false });
    const stored = await wholeEnquiries(db);
    const unsent = await db.execute("SELECT COUNT(*) AS n FROM outbox WHERE status != 'sent'");
    db.close();
    expect(stored).toMatchObject({ partial: 0 });
    expect(stored.references).toHaveLength(8);
    expect(Number(unsent.rows[0]!.n)).toBe(0);
  }, 180_000);
});
