import type { Database, SqlTransaction } from "./sql.server";
import { sqliteSteps } from "./migrations-sqlite.server";
import { postgresSteps } from "./migrations-postgres.server";

/**
 * The database schema, one numbered step at a time, written for each database
 * (migrations-sqlite.server.ts, migrations-postgres.server.ts). A step is applied once, inside one
 * write transaction together with its row in schema_migrations, so a crash cannot leave half of it.
 * Two servers starting together cannot both apply it: SQLite lets one write transaction run at a
 * time, and on PostgreSQL each step's transaction first takes the same advisory lock.
 */
export interface Migration {
  version: number;
  name: string;
  sqlite: string[];
  postgres: string[];
}

const step = (version: number, name: string): Migration => ({
  version,
  name,
  sqlite: sqliteSteps[version]!,
  postgres: postgresSteps[version]!,
});

export const migrations: Migration[] = [
  step(1, "enquiries, subscribers and the mail outbox"),
  step(2, "confirmed subscriptions, the suppression list, and an outbox for subscriber mail and webhooks"),
  step(3, "quote and waste audit requests in the enquiries table"),
  step(4, "links that name a subscription by its nonce, and form limits counted in the database"),
  step(5, "the monthly e-mail: sends started, one outbox row per reader, refused addresses"),
];

/** Any number of the site's own: it only has to be the same in every server. */
const MIGRATION_LOCK = 7_310_049;

async function lockedTransaction(db: Database): Promise<SqlTransaction> {
  const tx = await db.transaction("write");
  if (db.dialect === "postgres")
    await tx.execute({ sql: "SELECT pg_advisory_xact_lock(?)", args: [MIGRATION_LOCK] });
  return tx;
}

export async function migrate(db: Database, steps: Migration[] = migrations): Promise<number[]> {
  const setup = await lockedTransaction(db);
  try {
    await setup.execute(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
    );
    await setup.commit();
  } finally {
    setup.close();
  }
  const applied: number[] = [];
  for (const next of [...steps].sort((a, b) => a.version - b.version)) {
    const tx = await lockedTransaction(db);
    try {
      const done = await tx.execute({
        sql: "SELECT 1 FROM schema_migrations WHERE version = ?",
        args: [next.version],
      });
      if (done.rows.length > 0) continue;
      for (const sql of next[db.dialect]) await tx.execute(sql);
      await tx.execute({
        sql: "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
        args: [next.version, next.name, new Date().toISOString()],
      });
      await tx.commit();
      applied.push(next.version);
    } finally {
      // Rolls back a step that failed or was already applied; a no-op after commit.
      tx.close();
    }
  }
  return applied;
}
