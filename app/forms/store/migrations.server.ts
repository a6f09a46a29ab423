import type { Client } from "@libsql/client";

/**
 * The database schema, one numbered step at a time. A step is applied once, inside one write
 * transaction together with its row in schema_migrations, so two processes starting together
 * cannot both apply it and a crash cannot leave half of it. Never edit a step that has shipped;
 * add the next number.
 */
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const migrations: Migration[] = [
  {
    version: 1,
    name: "enquiries, subscribers and the mail outbox",
    statements: [
      `CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        submission_id TEXT UNIQUE,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        business TEXT,
        postcode TEXT NOT NULL,
        audience TEXT NOT NULL,
        service TEXT NOT NULL,
        service_label TEXT NOT NULL,
        message TEXT NOT NULL,
        privacy_agreed INTEGER NOT NULL CHECK (privacy_agreed = 1),
        channel TEXT NOT NULL
      )`,
      `CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        source_path TEXT
      )`,
      `CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries(id),
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        UNIQUE (enquiry_id, kind)
      )`,
      "CREATE INDEX outbox_due ON outbox (status, next_attempt_at)",
    ],
  },
  {
    version: 2,
    name: "confirmed subscriptions, the suppression list, and an outbox for subscriber mail and webhooks",
    statements: [
      // Addresses stored before confirmation existed become pending: the retention job sends each
      // one confirmation, and only confirmed addresses count as subscribers.
      "ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed'))",
      // In every link of this subscription, so a link stops working once it has ended.
      "ALTER TABLE subscribers ADD COLUMN token_nonce TEXT",
      "ALTER TABLE subscribers ADD COLUMN confirmation_sent_at INTEGER",
      "ALTER TABLE subscribers ADD COLUMN confirm_by INTEGER",
      "ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT",
      "UPDATE subscribers SET token_nonce = lower(hex(randomblob(12)))",
      // An address that unsubscribed, as a keyed hash only, with when and how.
      `CREATE TABLE suppressions (
        email_hash TEXT PRIMARY KEY,
        unsubscribed_at TEXT NOT NULL,
        via TEXT NOT NULL,
        subscribed_at TEXT,
        source_path TEXT,
        confirmed_at TEXT
      )`,
      // The outbox also carries subscriber mail (no enquiry) and webhook deliveries (channel).
      `CREATE TABLE outbox_next (
        id INTEGER PRIMARY KEY,
        enquiry_id INTEGER REFERENCES enquiries(id),
        subscriber_id INTEGER REFERENCES subscribers(id),
        channel TEXT NOT NULL DEFAULT 'email',
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        headers TEXT,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        UNIQUE (enquiry_id, kind)
      )`,
      `INSERT INTO outbox_next (id, enquiry_id, kind, recipient, reply_to, subject, body, status, attempts,
         next_attempt_at, locked_until, last_error, created_at, sent_at)
       SELECT id, enquiry_id, kind, recipient, reply_to, subject, body, status, attempts,
         next_attempt_at, locked_until, last_error, created_at, sent_at FROM outbox`,
      "DROP TABLE outbox",
      "ALTER TABLE outbox_next RENAME TO outbox",
      "CREATE INDEX outbox_due ON outbox (channel, status, next_attempt_at)",
      "CREATE INDEX outbox_subscriber ON outbox (subscriber_id)",
    ],
  },
  {
    version: 3,
    // A quote or waste audit request is an enquiry with structured answers, so it shares the
    // enquiries table and the outbox (and whatever keeps, deletes or forwards enquiries).
    name: "quote and waste audit requests in the enquiries table",
    statements: [
      "ALTER TABLE enquiries ADD COLUMN kind TEXT NOT NULL DEFAULT 'enquiry'",
      // The answers of each step as JSON (app/forms/store/quotes.server.ts); NULL for a contact form enquiry.
      "ALTER TABLE enquiries ADD COLUMN answers TEXT",
    ],
  },
];

export async function migrate(client: Client, steps: Migration[] = migrations): Promise<number[]> {
  await client.execute(
    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
  );
  const applied: number[] = [];
  for (const step of [...steps].sort((a, b) => a.version - b.version)) {
    const tx = await client.transaction("write");
    try {
      const done = await tx.execute({
        sql: "SELECT 1 FROM schema_migrations WHERE version = ?",
        args: [step.version],
      });
      if (done.rows.length > 0) continue;
      for (const sql of step.statements) await tx.execute(sql);
      await tx.execute({
        sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
        args: [step.version, step.name, new Date().toISOString()],
      });
      await tx.commit();
      applied.push(step.version);
    } finally {
      // Rolls back a step that failed or was already applied; a no-op after commit.
      tx.close();
    }
  }
  return applied;
}
