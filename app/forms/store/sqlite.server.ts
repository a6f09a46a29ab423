import { DatabaseSync, type SQLInputValue, type SQLOutputValue } from "node:sqlite";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  type Database,
  type Row,
  type Rows,
  type SqlTransaction,
  type Statement,
  type Value,
  batchIn,
} from "./sql.server";

/**
 * The embedded SQLite file through Node's own driver, `node:sqlite`, as the store's Database
 * (sql.server.ts). Closing a connection closes its files at once, its prepared statements with it,
 * so a connection opened after a storage fault never shares a stale one's state, and a failed disk
 * can be unmounted as soon as the site lets go (docs/decisions/0008-database-faults.md).
 *
 * One connection, opened on first use and again after `reconnect()`. The store's operations take
 * turns (one-at-a-time.server.ts), so a statement never meets another operation's open transaction
 * on it.
 */

/** The file behind a `file:` database URL (relative to the working folder), or null for a server. */
export function databaseFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const path = url.slice("file:".length).split("?")[0] ?? "";
  // file:///srv/x.db and file:/srv/x.db are absolute; file:./data/x.db is relative.
  return resolve(path.startsWith("//") ? path.slice(2) : path);
}

/** SQLite's primary result codes by number (https://sqlite.org/rescode.html). */
const RESULT_CODES = [
  "SQLITE_OK",
  "SQLITE_ERROR",
  "SQLITE_INTERNAL",
  "SQLITE_PERM",
  "SQLITE_ABORT",
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_NOMEM",
  "SQLITE_READONLY",
  "SQLITE_INTERRUPT",
  "SQLITE_IOERR",
  "SQLITE_CORRUPT",
  "SQLITE_NOTFOUND",
  "SQLITE_FULL",
  "SQLITE_CANTOPEN",
  "SQLITE_PROTOCOL",
  "SQLITE_EMPTY",
  "SQLITE_SCHEMA",
  "SQLITE_TOOBIG",
  "SQLITE_CONSTRAINT",
  "SQLITE_MISMATCH",
  "SQLITE_MISUSE",
  "SQLITE_NOLFS",
  "SQLITE_AUTH",
  "SQLITE_FORMAT",
  "SQLITE_RANGE",
  "SQLITE_NOTADB",
  "SQLITE_NOTICE",
  "SQLITE_WARNING",
];

/**
 * A failed SQLite call, named by SQLite's primary result code (`code`: "SQLITE_READONLY",
 * "SQLITE_FULL", …), which the store reads to tell a storage fault (database-errors.server.ts).
 * node:sqlite gives only the number (`errcode`, extended codes in its upper bits).
 */
export class SqliteError extends Error {
  readonly code: string;
  readonly rawCode: number;
  /** In a batch, the position of the statement that failed. */
  statementIndex?: number;
  constructor(rawCode: number, message: string, cause: unknown) {
    const code = RESULT_CODES[rawCode & 0xff] ?? `SQLITE_${rawCode & 0xff}`;
    super(`${code}: ${message}`, { cause });
    this.name = "SqliteError";
    this.code = code;
    this.rawCode = rawCode;
  }
}

function sqliteError(error: unknown): unknown {
  const { code, errcode } = (error ?? {}) as { code?: unknown; errcode?: unknown };
  if (code !== "ERR_SQLITE_ERROR" || typeof errcode !== "number") return error;
  return new SqliteError(errcode, (error as Error).message, error);
}

/** Runs `work` with node:sqlite's errors named by their SQLite code. */
function named<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw sqliteError(error);
  }
}

const toSqlite = (value: Value): SQLInputValue =>
  typeof value === "boolean" ? Number(value) : value instanceof ArrayBuffer ? new Uint8Array(value) : value;

const fromSqlite = (value: SQLOutputValue): Value =>
  value instanceof Uint8Array ? (value.slice().buffer as ArrayBuffer) : value;

/** A row by column name and by position; of two columns with one name, the first is named. */
function toRow(columns: string[], values: SQLOutputValue[]): Row {
  const row = {} as Row;
  Object.defineProperty(row, "length", { value: values.length });
  values.forEach((raw, i) => {
    const value = fromSqlite(raw);
    Object.defineProperty(row, i, { value });
    if (!Object.hasOwn(row, columns[i]!))
      Object.defineProperty(row, columns[i]!, {
        value,
        enumerable: true,
        configurable: true,
        writable: true,
      });
  });
  return row;
}

/**
 * One statement. `rowsAffected` counts the rows a statement that returns none wrote (INSERT,
 * UPDATE, DELETE); a statement that returns rows reports 0.
 */
function run(db: DatabaseSync, statement: Statement): Rows {
  const { sql, args = [] } = typeof statement === "string" ? { sql: statement } : statement;
  return named(() => {
    const prepared = db.prepare(sql);
    const columns = prepared.columns().map((column) => column.name);
    const values = args.map(toSqlite);
    if (columns.length === 0) {
      const { changes } = prepared.run(...values);
      return { columns, rows: [], rowsAffected: Number(changes) };
    }
    prepared.setReturnArrays(true);
    const rows = prepared.all(...values) as unknown as SQLOutputValue[][];
    return { columns, rows: rows.map((row) => toRow(columns, row)), rowsAffected: 0 };
  });
}

/** A write transaction takes the write lock at once; a batch without a mode when it first writes. */
const BEGIN: Record<string, string> = { write: "BEGIN IMMEDIATE", deferred: "BEGIN DEFERRED" };

function begin(db: DatabaseSync, mode: string) {
  if (!Object.hasOwn(BEGIN, mode)) throw new RangeError(`Not a transaction mode: ${mode}`);
  run(db, BEGIN[mode]!);
}

/** Ends the connection's transaction, if it still has one. False: the connection is in doubt. */
function rollBack(db: DatabaseSync): boolean {
  try {
    if (db.isOpen && db.isTransaction) db.exec("ROLLBACK");
    return true;
  } catch {
    return false;
  }
}

export interface SqliteOptions {
  /** How long a statement waits for another process's write lock (SQLite's busy timeout), in ms. */
  timeout?: number;
  /**
   * Read the file as one nothing changes (SQLite's `immutable`): read-only, with no lock and no
   * shared-memory file, for a disk that cannot be written, where SQLite cannot make that file.
   * Only for a file with no write-ahead log beside it: the log's writes would not be read.
   */
  immutable?: boolean;
}

/** The address SQLite opens a file by as one nothing changes. */
function immutableAddress(file: string): URL {
  const address = pathToFileURL(file);
  address.searchParams.set("immutable", "1");
  return address;
}

/** The SQLite file `file` as the store's Database; its connection is opened here, so a file that cannot be opened fails now. */
export function openSqlite(
  file: string,
  { timeout = 5000, immutable = false }: SqliteOptions = {},
): Database {
  let connection: DatabaseSync | undefined;
  let closed = false;
  /** A transaction holds the connection; a reconnect then waits for it to end. */
  let held = false;
  let stale = false;

  function current(): DatabaseSync {
    if (closed) throw new Error("The database is closed");
    connection ??= named(() =>
      immutable
        ? new DatabaseSync(immutableAddress(file), { readOnly: true })
        : new DatabaseSync(file, { timeout }),
    );
    return connection;
  }
  function drop() {
    stale = false;
    const old = connection;
    connection = undefined;
    try {
      old?.close();
    } catch {
      // Closed already.
    }
  }

  function transactionOn(db: DatabaseSync): SqlTransaction {
    let ended = false;
    const end = (inDoubt = false) => {
      if (ended) return;
      ended = true;
      held = false;
      if (stale || inDoubt) drop();
    };
    // SQLite itself rolls a transaction back after some failures (a full disk, an I/O error): then
    // it is over, and a later statement must not run outside it.
    const open = () => {
      if (ended || !db.isOpen || !db.isTransaction) throw new Error("The transaction is closed");
      return db;
    };
    return {
      execute: async (statement) => run(open(), statement),
      batch: async (statements) =>
        statements.map((statement, index) => {
          try {
            return run(open(), statement);
          } catch (error) {
            if (error instanceof SqliteError) error.statementIndex = index;
            throw error;
          }
        }),
      async commit() {
        try {
          run(open(), "COMMIT");
          end();
        } catch (error) {
          // A failed COMMIT (a busy or full database) may leave the transaction open.
          end(!rollBack(db));
          throw error;
        }
      },
      async rollback() {
        if (ended) return;
        try {
          if (db.isOpen && db.isTransaction) run(db, "ROLLBACK");
          end();
        } catch (error) {
          end(true);
          throw error;
        }
      },
      close() {
        if (!ended) end(!rollBack(db));
      },
    };
  }

  function transaction(mode: string): SqlTransaction {
    const db = current();
    begin(db, mode);
    held = true;
    return transactionOn(db);
  }

  current();
  return {
    dialect: "sqlite",
    execute: async (statement) => run(current(), statement),
    batch: async (statements, mode) => batchIn(transaction(mode ?? "deferred"), statements),
    transaction: async (mode) => transaction(mode ?? "write"),
    reconnect() {
      if (held) stale = true;
      else drop();
    },
    close() {
      closed = true;
      drop();
    },
  };
}
