import type { Client } from "@libsql/client";

/**
 * Adds an address to the list once: "Name@Example.com" and "name@example.com" are the same
 * subscriber. An address already there is left as it is, and the caller cannot tell the
 * difference (the box answers the same either way).
 */
export async function storeSubscriber(
  db: Client,
  email: string,
  sourcePath: string | null,
  at: Date,
): Promise<void> {
  await db.execute({
    sql: `INSERT INTO subscribers (email, email_key, created_at, source_path) VALUES (?, ?, ?, ?)
          ON CONFLICT (email_key) DO NOTHING`,
    args: [email, email.toLowerCase(), at.toISOString(), sourcePath],
  });
}
