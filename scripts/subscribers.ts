/**
 * Lists or exports the subscribe box's addresses, oldest first (one row per address, whatever its
 * case). Reads DATABASE_URL (default file:./data/saltbush.db).
 */
import {
  type ExportOptions,
  emit,
  exportOptions,
  openExistingDatabase,
  render,
} from "../server/forms/staff-export";

const usage = `Usage: npm run subscribers -- [--format table|csv|json] [--since YYYY-MM-DD] [--output file]

  --format   table (default), csv (for a spreadsheet or a mailing tool) or json
  --since    only addresses added on or after this date (UTC)
  --output   write to this file instead of the terminal

Example: npm run subscribers -- --format csv --output subscribers.csv`;

async function main(options: ExportOptions) {
  const db = await openExistingDatabase();
  try {
    const result = await db.execute({
      sql: "SELECT email, created_at, source_path FROM subscribers WHERE created_at >= ? ORDER BY created_at, id",
      args: [options.since ?? ""],
    });
    const listing = {
      header: ["email", "subscribed", "page"],
      rows: result.rows.map((row) => [
        row.email as string,
        row.created_at as string,
        row.source_path as string | null,
      ]),
    };
    emit(render(listing, options.format), options.output, listing.rows.length, "subscribers");
  } finally {
    db.close();
  }
}

Promise.resolve()
  .then(() => main(exportOptions(process.argv.slice(2), usage)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
