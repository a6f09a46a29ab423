import type { Database } from "./sql.server";
import { chmodSync, existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { type Cell, toCsv } from "./csv.server";
import { formsConfig } from "../config.server";
import { describeDatabase, openDatabase } from "./database.server";
import { databaseFile } from "./sqlite.server";
import { describeError } from "./database-errors.server";

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

/** Opens the site's database, but never creates one: an empty new file would only confuse. */
export async function openExistingDatabase(): Promise<Database> {
  const config = formsConfig();
  const file = databaseFile(config.databaseUrl);
  if (file && !existsSync(file)) {
    throw new Error(`There is no database at ${file} yet (set DATABASE_URL if it is somewhere else).`);
  }
  try {
    return await openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize });
  } catch (error) {
    throw new Error(
      `Could not open the database in ${describeDatabase(config.databaseUrl)}: ${describeError(error)}`,
      { cause: error },
    );
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
