import { closeSync, copyFileSync, existsSync, openSync, renameSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { makePrivate, privateFolder } from "./database.server";
import { databaseFile, openSqlite } from "./sqlite.server";
import { runningSite } from "./running.server";
import { secretFile } from "./secret.server";
import type { Database } from "./sql.server";

/**
 * Backup and restore of the forms' database, for `npm run backup` and `npm run restore`
 * (docs/deploying.md). The secret that signs subscriber links is copied with it: without it,
 * the confirm and unsubscribe links already sent would stop working.
 */
export class BackupError extends Error {}

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;

function fileOf(databaseUrl: string): string {
  const file = databaseFile(databaseUrl);
  if (!file)
    throw new BackupError(
      "DATABASE_URL names a PostgreSQL server, not a file, so this command does not copy it. Use PostgreSQL's own tools: " +
        "the host's point-in-time recovery or snapshots for a managed database, or " +
        '`pg_dump --format=custom --file=FILE "$DATABASE_URL"` for a copy and ' +
        '`pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE` to put it back (with the site stopped). ' +
        "Keep SECRET with the copy: the links in subscriber mail and the unsubscribe records depend on it.",
    );
  return file;
}

/**
 * A new file, readable by its owner only from its first byte: created here, exclusively, so a file
 * someone else made first (even an empty one, which `VACUUM INTO` would accept) is refused.
 */
function createPrivateFile(file: string) {
  try {
    closeSync(openSync(file, "wx", 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new BackupError(`${file} already exists: name a new file for the backup.`);
    throw error;
  }
}

/**
 * A consistent copy while the site keeps taking enquiries: `VACUUM INTO` reads one snapshot of
 * the database (write-ahead logging lets the site write meanwhile) and writes a compact copy with
 * its log folded in, into the empty private file made for it. A copy that fails is removed.
 * Returns the number of enquiries in the copy.
 */
export async function backupDatabase(databaseUrl: string, target: string): Promise<{ enquiries: number }> {
  const file = fileOf(databaseUrl);
  if (!existsSync(file)) throw new BackupError(`There is no database at ${file} to back up.`);
  const copy = resolve(target);
  const secret = secretFile(`file:${file}`)!;
  createPrivateFile(copy);
  const made = [copy];
  try {
    const db = openSqlite(file, { timeout: 5000 });
    try {
      await db.execute(`VACUUM INTO ${sqlString(copy)}`);
    } finally {
      db.close();
    }
    makePrivate(copy);
    if (existsSync(secret)) {
      createPrivateFile(`${copy}.secret`);
      made.push(`${copy}.secret`);
      copyFileSync(secret, `${copy}.secret`);
    }
    return { enquiries: await countEnquiries(copy) };
  } catch (error) {
    for (const path of made) rmSync(path, { force: true });
    throw error;
  }
}

async function countEnquiries(file: string): Promise<number> {
  const db = openSqlite(file);
  try {
    const result = await db.execute("SELECT COUNT(*) AS n FROM enquiries");
    return Number(result.rows[0]!.n);
  } finally {
    db.close();
  }
}

/** A file that is a database of this site: it opens, passes SQLite's check and has the forms' tables. */
async function checkBackup(source: string): Promise<number> {
  if (!existsSync(source)) throw new BackupError(`There is no backup at ${source}.`);
  let db: Database | undefined;
  try {
    db = openSqlite(source);
    const check = await db.execute("PRAGMA quick_check");
    if (String(check.rows[0]?.[0]) !== "ok")
      throw new BackupError(`${source} is damaged: ${check.rows[0]?.[0]}`);
    return Number((await db.execute("SELECT COUNT(*) AS n FROM enquiries")).rows[0]!.n);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${source} is not a backup of this site's database.`);
  } finally {
    db?.close();
  }
}

/**
 * Puts a backup back while the site is stopped. The copy is written beside the database and
 * renamed over it, so a failure halfway leaves the old database whole; the old database's
 * write-ahead log goes with it, or SQLite would replay it onto the restored copy.
 */
export async function restoreDatabase(
  source: string,
  databaseUrl: string,
  { overwrite }: { overwrite: boolean },
): Promise<{ enquiries: number; secret: boolean }> {
  const file = fileOf(databaseUrl);
  const backup = resolve(source);
  const enquiries = await checkBackup(backup);
  const running = runningSite(databaseUrl);
  if (running)
    throw new BackupError(`The site is running (process ${running}) on ${file}: stop it before restoring.`);
  if (existsSync(file) && !overwrite)
    throw new BackupError(`${file} exists and would be replaced: add --yes to replace it with the backup.`);
  privateFolder(dirname(file));
  const incoming = `${file}.restoring`;
  copyFileSync(backup, incoming);
  makePrivate(incoming);
  renameSync(incoming, file);
  for (const log of [`${file}-wal`, `${file}-shm`]) rmSync(log, { force: true });
  const secret = existsSync(`${backup}.secret`);
  if (secret) {
    copyFileSync(`${backup}.secret`, secretFile(`file:${file}`)!);
    makePrivate(secretFile(`file:${file}`)!);
  }
  return { enquiries, secret };
}
