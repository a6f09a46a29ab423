/**
 * Lists or exports the subscribe box's list, oldest first: each address's state (pending,
 * confirmed or unsubscribed) and its consent record (when it was asked for and from which page,
 * when the confirmation went and when it was confirmed). Unsubscribed addresses are kept only as a
 * keyed hash, so their rows have no address. Reads DATABASE_URL (default file:./data/saltbush.db).
 */
import {
  type ExportOptions,
  emit,
  exportOptions,
  openExistingDatabase,
  render,
} from "../app/forms/store/staff-export.server";

const STATES = ["pending", "confirmed", "unsubscribed"] as const;

const usage = `Usage: npm run subscribers -- [--state pending|confirmed|unsubscribed] [--format table|csv|json] [--since YYYY-MM-DD] [--output file]

  --state    only addresses in this state; a mailing tool must get --state confirmed
  --format   table (default), csv (for a spreadsheet or a mailing tool) or json
  --since    only addresses asked for on or after this date (UTC)
  --output   write to this file instead of the terminal

Example: npm run subscribers -- --state confirmed --format csv --output subscribers.csv`;

const when = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString());

async function main(options: ExportOptions) {
  const db = await openExistingDatabase();
  try {
    const listed = await db.execute({
      sql: `SELECT email, status, created_at, source_path, confirmation_sent_at, confirmed_at, NULL AS unsubscribed_at, NULL AS via
              FROM subscribers WHERE created_at >= ?
            UNION ALL
            SELECT NULL, 'unsubscribed', subscribed_at, source_path, NULL, confirmed_at, unsubscribed_at, via
              FROM suppressions WHERE COALESCE(subscribed_at, unsubscribed_at) >= ?
            ORDER BY 3`,
      args: [options.since ?? "", options.since ?? ""],
    });
    const rows = listed.rows
      .filter((row) => !options.state || row.status === options.state)
      .map((row) => [
        (row.email as string | null) ??
          (row.status === "unsubscribed" ? "(removed: kept only as a keyed hash)" : null),
        row.status as string,
        row.created_at as string | null,
        row.source_path as string | null,
        when(row.confirmation_sent_at),
        row.confirmed_at as string | null,
        row.unsubscribed_at as string | null,
        row.via as string | null,
      ]);
    const listing = {
      header: [
        "email",
        "state",
        "asked",
        "page",
        "confirmation sent",
        "confirmed",
        "unsubscribed",
        "unsubscribed by",
      ],
      rows,
    };
    emit(render(listing, options.format), options.output, rows.length, "subscribers");
  } finally {
    db.close();
  }
}

Promise.resolve()
  .then(() => main(exportOptions(process.argv.slice(2), usage, STATES)))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
