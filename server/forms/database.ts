import { type Client, createClient } from "@libsql/client";
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { migrate } from "./migrations";

/** The file behind a `file:` database URL (relative to the working folder), or null for a server. */
export function databaseFile(url: string): string | null {
  if (!url.startsWith("file:")) return null;
  const path = url.slice("file:".length).split("?")[0] ?? "";
  // file:///srv/x.db and file:/srv/x.db are absolute; file:./data/x.db is relative.
  return resolve(path.startsWith("//") ? path.slice(2) : path);
}

/**
 * Opens the database and brings its schema up to date. Called on first use, never on import:
 * pre-rendering imports the server modules at build time and must not create files.
 */
export async function openDatabase(url: string, authToken?: string): Promise<Client> {
  const file = databaseFile(url);
  if (file) mkdirSync(dirname(file), { recursive: true });
  // timeout: how long a local connection waits for another writer (SQLite's busy timeout).
  const client = createClient({ url, authToken, timeout: 5000 });
  try {
    // Write-ahead logging lets readers (a staff export) run while the site writes.
    if (file) await client.execute("PRAGMA journal_mode = WAL");
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
