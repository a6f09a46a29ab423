/**
 * What a failed database call says about the storage. libsql puts SQLite's primary result code in
 * `code` ("SQLITE_READONLY", "SQLITE_FULL", …) and the detail in `extendedCode`; a failure to
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

/** libsql reports a database file it cannot open or create as `ConnectionFailed("…: 14")`, without a code. */
const CANNOT_OPEN = /^ConnectionFailed\(.*: 14"\)$/;

/** An error for the log: its message, with SQLite's name for the one libsql gives only as a number. */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return CANNOT_OPEN.test(message)
    ? `${message} (SQLITE_CANTOPEN: the file cannot be opened or created)`
    : message;
}

/** The Retry-After of a form post the database could not take; the visitor is asked to try again in "a few minutes". */
export const RETRY_AFTER_SECONDS = 60;
