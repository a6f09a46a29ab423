import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { databaseFile } from "./sqlite.server";

/**
 * A running site leaves its process id beside its database file (`<database>.pid`), so that
 * `npm run restore` can refuse to replace the database under it. A file left by a site that
 * crashed names a process that is gone, and is ignored.
 */
const pidFile = (databaseUrl: string) => {
  const file = databaseFile(databaseUrl);
  return file ? `${file}.pid` : null;
};

export function markRunning(databaseUrl: string): void {
  const file = pidFile(databaseUrl);
  if (!file) return;
  try {
    writeFileSync(file, String(process.pid), { mode: 0o600 });
  } catch {
    // The database's folder could not be made: the site says so when it opens the database.
  }
}

export function unmarkRunning(databaseUrl: string): void {
  const file = pidFile(databaseUrl);
  // During a deploy the new server may have written its own id: only ours is removed.
  if (file && readPid(file) === process.pid) rmSync(file, { force: true });
}

/** The id of a live process that serves this database, or null. */
export function runningSite(databaseUrl: string): number | null {
  const file = pidFile(databaseUrl);
  const pid = file ? readPid(file) : null;
  if (!pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}
