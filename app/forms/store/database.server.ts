import { type Client, createClient } from "@libsql/client";
import { oneAtATime } from "./one-at-a-time.server";
import { chmodSync, existsSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DEFAULT_DATABASE_URL } from "../config.server";
import { migrate } from "./migrations.server";

/** The file behind a `file:` database URL (relative to the working folder), or null for a server. */
export function databaseFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const path = url.slice("file:".length).split("?")[0] ?? "";
  // file:///srv/x.db and file:/srv/x.db are absolute; file:./data/x.db is relative.
  return resolve(path.startsWith("//") ? path.slice(2) : path);
}

/**
 * Deleted rows are overwritten, not left in free pages where a copy of the file would keep them.
 * SQLite's setting belongs to a connection, and the client opens more than one: every transaction
 * that deletes personal details starts with it.
 */
export const SECURE_DELETE = "PRAGMA secure_delete = ON";

/**
 * After a deletion someone asked for, the write-ahead log, which still holds the deleted rows'
 * pages, is copied into the database and emptied. A database server keeps its own log: there it
 * is not needed, and not allowed.
 */
export async function checkpointAfterDeleting(db: Client): Promise<void> {
  try {
    await db.execute("PRAGMA wal_checkpoint(TRUNCATE)");
  } catch {
    // not a local file
  }
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

/**
 * Opens the database and brings its schema up to date. Called on first use, never on import:
 * pre-rendering imports the server modules at build time and must not create files.
 */
export async function openDatabase(url: string, authToken?: string): Promise<Client> {
  const file = databaseFile(url);
  if (file) privateFolder(dirname(file));
  // timeout: how long a local connection waits for another writer (SQLite's busy timeout).
  const client = oneAtATime(createClient({ url, authToken, timeout: 5000 }));
  try {
    if (file) {
      // Write-ahead logging lets readers (a staff export) run while the site writes.
      await client.execute("PRAGMA journal_mode = WAL");
      await client.execute(SECURE_DELETE);
      makePrivate(file);
    }
    await migrate(client);
    return client;
  } catch (error) {
    client.close();
    throw error;
  }
}

/** Where the data is, for log lines: the file's path, or the server's host. */
export function describeDatabase(url: string): string {
  const file = databaseFile(url);
  if (file) return file;
  try {
    return new URL(url).host;
  } catch {
    return "the database in DATABASE_URL";
  }
}
