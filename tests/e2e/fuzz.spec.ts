import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../integration/support/server-process";
import { fuzzCases } from "../support/fuzz-forms";

/**
 * A short fuzz run against the production server (`npm run fuzz` sends 2,000): malformed posts
 * never cause a server error and never leave a row behind.
 */
test("300 malformed form submissions: no 5xx and nothing stored", async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "saltbush-fuzz-"));
  const server = await startServer({
    dir,
    env: { CONTACT_RATE_LIMIT: "0", SUBSCRIBE_RATE_LIMIT: "0", FORM_MIN_SECONDS: "0" },
  });
  try {
    const statuses = new Map<number, number>();
    for (const fuzz of fuzzCases(300)) {
      const response = await fetch(`${server.url}${fuzz.path}`, {
        method: "POST",
        headers: { "content-type": fuzz.contentType, origin: server.url },
        body: fuzz.body,
        redirect: "manual",
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, fuzz.label).toBeLessThan(500);
    }
    const db = createClient({ url: server.databaseUrl });
    const enquiries = await db.execute("SELECT COUNT(*) AS n FROM enquiries");
    const subscribers = await db.execute("SELECT COUNT(*) AS n FROM subscribers");
    db.close();
    expect(Number(enquiries.rows[0]!.n)).toBe(0);
    expect(Number(subscribers.rows[0]!.n)).toBe(0);
    test
      .info()
      .annotations.push({ type: "statuses", description: JSON.stringify(Object.fromEntries(statuses)) });
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
