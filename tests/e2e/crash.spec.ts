import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ServerProcess, startServer } from "../integration/support/server-process";
import { databaseFile, openSqlite } from "../../app/forms/store/sqlite.server";

/**
 * Crash test: the production server is killed with SIGKILL (no shutdown code runs) while
 * enquiries are arriving. Every enquiry the visitor was told about (a 303 to /thank-you with its
 * reference) must be in the database after a restart, complete with its two emails in the outbox.
 */
const env = { CONTACT_RATE_LIMIT: "0", FORM_MIN_SECONDS: "0" };

function enquiry(n: number): string {
  return new URLSearchParams({
    name: `Crash Test ${n}`,
    email: `crash-${n}@example.com`,
    phone: "0412 345 678",
    postcode: "3175",
    audience: "medium-business",
    service: "wheelie-bins",
    message: `Enquiry number ${n}, sent while the server is about to be killed.`,
    privacy: "on",
  }).toString();
}

test("every acknowledged enquiry survives a SIGKILL and a restart", async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "saltbush-crash-"));
  let server: ServerProcess | undefined = await startServer({ dir, env });
  try {
    const { url } = server;
    const acknowledged = new Map<number, string>();
    let next = 0;
    let running = true;
    let killing = false;

    async function sender() {
      while (running) {
        const n = next++;
        try {
          const response = await fetch(`${url}/contact-us`, {
            method: "POST",
            redirect: "manual",
            headers: { "content-type": "application/x-www-form-urlencoded", origin: url },
            body: enquiry(n),
          });
          if (response.status !== 303) throw new Error(`Enquiry ${n} got ${response.status}`);
          acknowledged.set(n, new URL(response.headers.get("location")!, url).searchParams.get("ref")!);
        } catch (error) {
          // Once the server is dead, connections fail: those enquiries were never acknowledged.
          if (!killing) throw error;
        }
      }
    }

    const senders = Array.from({ length: 6 }, () => sender());
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    killing = true;
    await server.stop("SIGKILL"); // mid-stream: requests are in flight
    running = false;
    await Promise.all(senders);
    expect(server.child.signalCode).toBe("SIGKILL");
    expect(next, "some enquiries were in flight when the server died").toBeGreaterThan(acknowledged.size);

    server = await startServer({ dir, env, port: server.port });
    const db = openSqlite(databaseFile(server.databaseUrl)!);
    try {
      const stored = new Map(
        (await db.execute("SELECT email, reference FROM enquiries")).rows.map((row) => [
          String(row.email),
          String(row.reference),
        ]),
      );
      for (const [n, reference] of acknowledged)
        expect(stored.get(`crash-${n}@example.com`), `enquiry ${n}`).toBe(reference);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.size);
      // No half-written enquiry: each has exactly its two emails waiting.
      const incomplete = await db.execute(
        "SELECT e.reference FROM enquiries e LEFT JOIN outbox o ON o.enquiry_id = e.id GROUP BY e.id HAVING COUNT(o.id) <> 2",
      );
      expect(incomplete.rows).toEqual([]);
      expect((await db.execute("PRAGMA integrity_check")).rows[0]![0]).toBe("ok");
    } finally {
      db.close();
    }

    // And the restarted server takes new enquiries.
    const after = await fetch(`${server.url}/contact-us`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: enquiry(99_999),
    });
    expect(after.status).toBe(303);
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
