/**
 * Lists or exports the enquiries that arrived through the contact form and the quote request,
 * newest first, with the state of their two emails, of their webhook delivery (empty when
 * ENQUIRY_WEBHOOK_URL is unset) and a quote's answers in words. Reads DATABASE_URL (default file:./data/saltbush.db).
 */
import { audienceLabel } from "../app/forms/enquiry";
import { type QuoteRecord, kindLabel, quoteLines } from "../app/forms/quote-summary";
import {
  type ExportOptions,
  emit,
  exportOptions,
  openExistingDatabase,
  render,
} from "../app/forms/store/staff-export.server";

const usage = `Usage: npm run enquiries -- [--format table|csv|json] [--since YYYY-MM-DD] [--output file]

  --format   table (default, for reading), csv (for a spreadsheet) or json
  --since    only enquiries received on or after this date (UTC)
  --output   write to this file instead of the terminal

Example: npm run enquiries -- --format csv --output enquiries.csv`;

const header = [
  "reference",
  "received",
  "name",
  "email",
  "phone",
  "business",
  "postcode",
  "for",
  "service",
  "message",
  "company email",
  "acknowledgement",
  "webhook",
  "request",
  "answers",
];

/** "Enquiry", or the quote's kind; a quote's answers as "Question: answer" lines. */
function requestOf(kind: string): string {
  return kind === "quote" || kind === "audit" ? kindLabel(kind) : "Enquiry";
}

function answersOf(json: string | null): string | null {
  if (!json) return null;
  try {
    return quoteLines(JSON.parse(json) as QuoteRecord)
      .map(([question, answer]) => `${question}: ${answer}`)
      .join("\n");
  } catch {
    return json;
  }
}

async function main(options: ExportOptions) {
  const db = await openExistingDatabase();
  try {
    const result = await db.execute({
      sql: `SELECT e.reference, e.created_at, e.name, e.email, e.phone, e.business, e.postcode, e.audience,
                   e.service_label, e.message,
                   (SELECT status || ' (' || attempts || ' tries)' FROM outbox WHERE enquiry_id = e.id AND kind = 'notification'),
                   (SELECT status || ' (' || attempts || ' tries)' FROM outbox WHERE enquiry_id = e.id AND kind = 'acknowledgement'),
                   (SELECT status || ' (' || attempts || ' tries)' FROM outbox WHERE enquiry_id = e.id AND channel = 'webhook'),
                   e.kind, e.answers
            FROM enquiries e WHERE e.created_at >= ? ORDER BY e.created_at DESC, e.id DESC`,
      args: [options.since ?? ""],
    });
    const rows = result.rows.map((row) =>
      Array.from({ length: header.length }, (_, i) =>
        i === 7
          ? audienceLabel(String(row[i]))
          : i === 13
            ? requestOf(String(row[i]))
            : i === 14
              ? answersOf(row[i] as string | null)
              : (row[i] as string | null),
      ),
    );
    const columns = options.format === "table" ? [0, 1, 13, 2, 8, 10, 11] : header.map((_, i) => i);
    const listing = {
      header: columns.map((i) => header[i]!),
      rows: rows.map((row) => columns.map((i) => row[i])),
    };
    emit(render(listing, options.format), options.output, rows.length, "enquiries");
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
