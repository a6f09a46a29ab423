/**
 * What a failed database call says about the storage. The SQLite store puts SQLite's primary
 * result code in `code` ("SQLITE_READONLY", "SQLITE_FULL", …: sqlite.server.ts); a failure to
 * create the data folder carries Node's code ("EROFS", "ENOSPC", …).
 */
export function databaseErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/**
 * Errors after which the open connection itself may be the problem: SQLite opened it read-only
 * because the disk was read-only at the time, or its files sit on a disk that has since failed
 * and been mounted again. A fresh connection sees the disk as it is now. A full disk or a busy
 * database says nothing about the connection, so it is kept.
 */
const STALE_CONNECTION = new Set([
  "SQLITE_READONLY",
  "SQLITE_IOERR",
  "SQLITE_CANTOPEN",
  "SQLITE_CORRUPT",
  "SQLITE_NOTADB",
]);

export function needsFreshConnection(error: unknown): boolean {
  return STALE_CONNECTION.has(databaseErrorCode(error) ?? "");
}

/** An error for the log: its message (a SQLite error's starts with SQLite's name for it). */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The Retry-After of a form post the database could not take; the visitor is asked to try again in "a few minutes". */
export const RETRY_AFTER_SECONDS = 60;
