import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { validEnquiry, wholeEnquiries } from "./support/forms";
import { openDatabase } from "../../app/forms/store/database.server";
import { TEST_SECRET, stores } from "./support/stores";
import { type ServerProcess, startServer } from "./support/server-process";
import { startSmtp } from "./support/smtp";

/**
 * A deploy starts the new server before the old one stops, so for a while two processes share the
 * database (the SQLite file, or PostgreSQL, where several servers share it all the time), each with
 * its own mail worker. Both answer forms, and the outbox's leases keep
 * any message from going out twice, even with both workers polling every second and the old one
 * stopping while it may be sending.
 */
describe.each(stores)(
  "two servers on one database on $name, the old and the new during a deploy",
  (store) => {
    it("both take enquiries, and every mail goes out exactly once", async () => {
      const smtp = await startSmtp();
      const dir = mkdtempSync(join(tmpdir(), "saltbush-overlap-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const databaseUrl = await store.url();
      const env = {
        SECRET: TEST_SECRET,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        OUTBOX_POLL_SECONDS: "1",
        CONTACT_RATE_LIMIT: "100",
        FORM_MIN_SECONDS: "0",
      };
      const old = await startServer({ dir, env, databaseUrl });
      const next = await startServer({ dir, env, databaseUrl });
      onTestFinished(() => Promise.all([old.stop(), next.stop()]).then(() => undefined));

      const enquire = (server: ServerProcess, visitor: number) =>
        fetch(`${server.url}/contact-us`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body: new URLSearchParams({
            ...validEnquiry,
            name: `Visitor ${visitor}`,
            email: `visitor${visitor}@example.com`,
          }).toString(),
        }).then((response) => response.status);

      // While both run, enquiries reach either one.
      const during = await Promise.all(
        Array.from({ length: 10 }, (_, visitor) => enquire(visitor % 2 ? old : next, visitor)),
      );
      // The old one stops gracefully, finishing what it is sending; the new one takes the rest.
      await old.stop("SIGTERM");
      const after = await Promise.all(Array.from({ length: 4 }, (_, i) => enquire(next, 10 + i)));
      expect([...during, ...after]).toEqual(Array(14).fill(303));

      // Each enquiry sends two mails: the company's notice and the visitor's acknowledgement.
      await smtp.waitFor(28, 60_000);
      for (const deadline = Date.now() + 30_000; ;) {
        const health = (await (await fetch(`${next.url}/healthz`)).json()) as { outbox: { waiting: number } };
        if (health.outbox.waiting === 0) break;
        if (Date.now() > deadline) throw new Error(`Mail still waiting: ${JSON.stringify(health)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Stopped, the new server has finished anything it was still sending: the count is final.
      await next.stop("SIGTERM");
      expect(smtp.mails).toHaveLength(28);
      // Every acknowledged enquiry is in the database the servers were given, whole.
      const db = await openDatabase(databaseUrl, { migrate: false });
      const stored = await wholeEnquiries(db);
      db.close();
      expect(stored).toMatchObject({ partial: 0 });
      expect(stored.references).toHaveLength(14);
      for (let visitor = 0; visitor < 14; visitor++) {
        const address = `visitor${visitor}@example.com`;
        expect(
          smtp.mails.filter((mail) => mail.to.includes(address)),
          address,
        ).toHaveLength(1);
        expect(
          smtp.mails.filter((mail) => mail.header("reply-to") === address),
          address,
        ).toHaveLength(1);
      }
    }, 180_000);
  },
);
