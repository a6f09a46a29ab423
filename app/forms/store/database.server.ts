import { oneAtATime } from "./one-at-a-time.server";
import type { Database } from "./sql.server";
import { isPostgresUrl, openPostgres } from "./postgres.server";
import { databaseFile, openSqlite } from "./sqlite.server";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DEFAULT_DATABASE_URL } from "../config.server";
import { settingName } from "../../lib/setting-name";
import { migrate } from "./migrations.server";

/**
 * After a deletion someone asked for, SQLite's write-ahead log, which still holds the deleted rows'
 * pages, is copied into the database and emptied. PostgreSQL keeps its own log: there it is not needed.
 */
export async function checkpointAfterDeleting(db: Database): Promise<void> {
  if (db.dialect === "sqlite") await db.execute("PRAGMA wal_checkpoint(TRUNCATE)");
}

/** The database file and the files SQLite keeps beside it. */
const sqliteFiles = (file: string) => [file, `${file}-wal`, `${file}-shm`, `${file}-journal`];

/**
 * The database holds visitors' personal details and its folder the secret that signs their links:
 * each file is the owner's alone (0600), whatever the umask, and so is a folder made for them
 * (0700). The default folder (./data) is the site's own and is made private if it is not; a folder
 * named in DATABASE_URL that already exists may be shared, and keeps the permissions it has.
 */
export function makePrivate(file: string) {
  for (const path of sqliteFiles(file)) if (existsSync(path)) chmodSync(path, 0o600);
}

export function privateFolder(folder: string) {
  const made = mkdirSync(folder, { recursive: true, mode: 0o700 });
  if (made !== undefined || folder === dirname(databaseFile(DEFAULT_DATABASE_URL)!)) chmodSync(folder, 0o700);
}

export interface DatabaseOptions {
  /** PostgreSQL only: how many connections this server holds at most. */
  poolSize?: number;
  /** False: no set-up at all (schema, SQLite settings, permissions), for a reader of a database the site set up (a fault harness on a read-only disk). */
  migrate?: boolean;
  /** SQLite only: read the file as one nothing changes (sqlite.server.ts), with no set-up. */
  immutable?: boolean;
}

/**
 * Opens the database and brings its schema up to date. Called on first use, never on import:
 * pre-rendering imports the server modules at build time and must not create files.
 */
export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<Database> {
  const db = isPostgresUrl(url)
    ? openPostgres({ url, poolSize: options.poolSize ?? 10 })
    : options.immutable
      ? openSqliteImmutable(url)
      : await openSqliteFile(url, options.migrate !== false);
  try {
    if (options.migrate !== false && !options.immutable) await migrate(db);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

function sqliteFileOf(url: string): string {
  const file = databaseFile(url);
  if (!file) throw new Error(`Not a SQLite file or a PostgreSQL server: ${url.split(":")[0]}:…`);
  return file;
}

function openSqliteImmutable(url: string): Database {
  return oneAtATime(openSqlite(sqliteFileOf(url), { immutable: true }));
}

async function openSqliteFile(url: string, setUp: boolean): Promise<Database> {
  const file = sqliteFileOf(url);
  // timeout: how long the connection waits for another process's writer (SQLite's busy timeout).
  if (!setUp) return oneAtATime(openSqlite(file, { timeout: 5000 }));
  privateFolder(dirname(file));
  const db = oneAtATime(openSqlite(file, { timeout: 5000 }));
  try {
    // Write-ahead logging lets readers (a staff export) run while the site writes.
    await db.execute("PRAGMA journal_mode = WAL");
    await db.execute(SECURE_DELETE);
    makePrivate(file);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/** SQLite overwrites deleted rows (sql.server.ts, secureDelete), on the first connection too. */
const SECURE_DELETE = "PRAGMA secure_delete = ON";

/** Where the data is, for log lines: the file's path, or the setting's name and scheme, never the server's host or password. */
export function describeDatabase(url: string): string {
  const file = databaseFile(url);
  if (file) return file;
  return `the database server in ${settingName("DATABASE_URL", url)}`;
}
