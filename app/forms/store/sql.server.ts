/**
 * The store's one way to talk to its database, whichever it is: the embedded SQLite file (Node's
 * own node:sqlite, the default: sqlite.server.ts) or PostgreSQL (node-postgres, when DATABASE_URL
 * is postgres://…: postgres.server.ts), each a small adapter to this shape (execute, batch, and a
 * transaction with commit, rollback and close).
 *
 * Statements use `?` placeholders and SQL both databases read alike. Where they differ, the store
 * asks `dialect` (the outbox claim's row locks, an advisory lock, SQLite's per-connection settings).
 */
export type Value = null | string | number | bigint | boolean | ArrayBuffer;

export type Statement = string | { sql: string; args?: Value[] };

/** A row read by column name, or by position in the order the query names its columns. */
export interface Row {
  [name: string]: Value;
  [index: number]: Value;
  length: number;
}

export interface Rows {
  columns: string[];
  rows: Row[];
  rowsAffected: number;
}

export interface SqlTransaction {
  execute(statement: Statement): Promise<Rows>;
  batch(statements: Statement[]): Promise<Rows[]>;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  /** Ends the transaction, rolling it back unless it was committed. Safe to call twice. */
  close(): void;
}

export type Dialect = "sqlite" | "postgres";

export interface Database {
  readonly dialect: Dialect;
  execute(statement: Statement): Promise<Rows>;
  /** Runs the statements in one transaction: all of them, or none. */
  batch(statements: Statement[], mode?: "write"): Promise<Rows[]>;
  transaction(mode?: "write"): Promise<SqlTransaction>;
  /** Drops the open connections; the next call opens fresh ones. */
  reconnect(): void;
  close(): void;
}

/** A batch in a transaction just opened for it: committed when every statement ran, rolled back otherwise. */
export async function batchIn(tx: SqlTransaction, statements: Statement[]): Promise<Rows[]> {
  try {
    const results = await tx.batch(statements);
    await tx.commit();
    return results;
  } finally {
    tx.close();
  }
}

/** What may share a transaction with a Database: the calls both have. */
export type Executor = Pick<SqlTransaction, "execute">;

/**
 * SQLite overwrites deleted rows rather than leaving them in free pages where a copy of the file
 * would keep them. The setting belongs to a connection and the client opens more than one, so every
 * transaction that deletes personal details starts with it. PostgreSQL has no such setting: its
 * freed space is reused and never copied by a dump, and its host's backups are the host's to expire.
 */
export function secureDelete(db: { dialect: Dialect }): Statement[] {
  return db.dialect === "sqlite" ? ["PRAGMA secure_delete = ON"] : [];
}

/** `?, ?, ?` for a list of values, or NULL (which matches nothing) for an empty one. */
export const placeholders = (values: readonly unknown[]) => values.map(() => "?").join(", ") || "NULL";

/**
 * A unique constraint failed on `table.column`: SQLite says "UNIQUE constraint failed: t.c",
 * PostgreSQL answers 23505 with the constraint's name, `t_c_key` as the migrations leave it.
 */
export function isUniqueFailure(error: unknown, table: string, column: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code === "23505") return constraint === `${table}_${column}_key`;
  return /UNIQUE constraint failed/i.test(error.message) && error.message.includes(`${table}.${column}`);
}

/** Runs `work` in one write transaction: committed when it returns, rolled back when it throws. */
export async function inWriteTransaction<T>(
  db: Database,
  work: (tx: SqlTransaction) => Promise<T>,
): Promise<T> {
  const tx = await db.transaction("write");
  try {
    const result = await work(tx);
    await tx.commit();
    return result;
  } finally {
    tx.close();
  }
}
