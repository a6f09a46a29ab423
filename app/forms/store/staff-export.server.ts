import type { Database } from "./sql.server";
import { chmodSync, existsSync, statSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Cell, toCsv } from "./csv.server";
import { formsConfig } from "../config.server";
import { type DatabaseOptions, describeDatabase, openDatabase } from "./database.server";
import { databaseFile } from "./sqlite.server";
import { databaseErrorCode, describeError } from "./database-errors.server";

/** Shared by the staff scripts (scripts/enquiries.ts, scripts/subscribers.ts). */
export interface Listing {
  header: string[];
  rows: Cell[][];
}

export interface ExportOptions {
  format: "table" | "csv" | "json";
  since?: string;
  output?: string;
  /** Only rows in this state (the subscriber export's --state). */
  state?: string;
}

export function exportOptions(argv: string[], usage: string, states: readonly string[] = []): ExportOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      format: { type: "string", default: "table" },
      since: { type: "string" },
      output: { type: "string", short: "o" },
      help: { type: "boolean", short: "h" },
      ...(states.length > 0 ? { state: { type: "string" as const } } : {}),
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const format = values.format;
  if (format !== "table" && format !== "csv" && format !== "json")
    throw new Error(`--format must be table, csv or json\n\n${usage}`);
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since))
    throw new Error(`--since takes a date like 2026-11-01\n\n${usage}`);
  const state = values.state as string | undefined;
  if (state !== undefined && !states.includes(state))
    throw new Error(`--state must be ${states.join(", ")}\n\n${usage}`);
  return { format, since: values.since, output: values.output, state };
}

/** Failures to open that a disk which cannot be written gives SQLite (or Node, for the folder). */
const UNWRITABLE_DISK = new Set(["SQLITE_CANTOPEN", "SQLITE_READONLY", "EROFS", "EACCES", "EPERM"]);

/** A database opened as `options` say, once it has answered a read. */
async function readable(url: string, options: DatabaseOptions): Promise<Database> {
  const db = await openDatabase(url, options);
  try {
    await db.execute("SELECT COUNT(*) FROM sqlite_master");
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}

/**
 * Opens the site's database, but never creates one: an empty new file would only confuse. On a
 * disk that cannot be written the site's set-up (permissions, SQLite's settings) cannot run, so
 * the database is opened to read alone, and staff are told so. With no write-ahead log files
 * beside it (the site stopped), SQLite cannot make the shared-memory file it reads such a
 * database with, so the file is read as it is (`immutable`). A log without that file would hold
 * writes the file alone misses: then staff are told to copy the folder to a disk that can be
 * written instead.
 */
export async function openExistingDatabase(): Promise<Database> {
  const config = formsConfig();
  const file = databaseFile(config.databaseUrl);
  if (file && !existsSync(file)) {
    throw new Error(`There is no database at ${file} yet (set DATABASE_URL if it is somewhere else).`);
  }
  const cannotOpen = (error: unknown) =>
    new Error(
      `Could not open the database in ${describeDatabase(config.databaseUrl)}: ${describeError(error)}`,
      {
        cause: error,
      },
    );
  try {
    return await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  } catch (error) {
    if (!file || !UNWRITABLE_DISK.has(databaseErrorCode(error) ?? "")) throw cannotOpen(error);
    const logWaiting = Boolean(statSync(`${file}-wal`, { throwIfNoEntry: false })?.size);
    const attempts: DatabaseOptions[] = logWaiting
      ? [{ migrate: false }]
      : [{ migrate: false }, { immutable: true }];
    for (const options of attempts) {
      try {
        const db = await readable(config.databaseUrl, options);
        // A staff script that changes records (a privacy request's delete) then fails at its write.
        console.error(
          `The disk under ${file} cannot be written: the database is read as it is, and nothing in it can be changed.`,
        );
        return db;
      } catch {
        // The next way to read it, if there is one.
      }
    }
    if (logWaiting)
      throw new Error(
        `The disk under ${file} cannot be written, and its latest writes are in ${file}-wal, which SQLite cannot read there. Copy the folder to a disk that can be written and run this again with DATABASE_URL=file:<the copy's database>.`,
        { cause: error },
      );
    throw cannotOpen(error);
  }
}

function table(listing: Listing): string {
  if (listing.rows.length === 0) return "(none)\n";
  const cells = [
    listing.header,
    ...listing.rows.map((row) => row.map((cell) => String(cell ?? "").replace(/\s+/g, " "))),
  ];
  const widths = listing.header.map((_, column) =>
    Math.min(40, Math.max(...cells.map((row) => row[column]!.length))),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        cell.length > widths[column]!
          ? `${cell.slice(0, widths[column]! - 1)}…`
          : cell.padEnd(widths[column]!),
      )
      .join("  ");
  return `${cells.map((row) => line(row).trimEnd()).join("\n")}\n`;
}

export function render(listing: Listing, format: ExportOptions["format"]): string {
  if (format === "csv") return toCsv(listing.header, listing.rows);
  if (format === "json") {
    const objects = listing.rows.map((row) =>
      Object.fromEntries(listing.header.map((name, i) => [name, row[i] ?? null])),
    );
    return `${JSON.stringify(objects, null, 2)}\n`;
  }
  return table(listing);
}

export function emit(text: string, output: string | undefined, count: number, what: string) {
  if (!output) {
    process.stdout.write(text);
    return;
  }
  // Personal details: the owner's alone, even when the file was there before.
  writeFileSync(output, text, { mode: 0o600 });
  chmodSync(output, 0o600);
  console.error(`Wrote ${count} ${what} to ${output}`);
}
