/**
 * Lists or exports the enquiries that arrived through the contact form and the quote request,
 * newest first, with the state of their two emails, of their webhook delivery (empty when
 * ENQUIRY_WEBHOOK_URL is unset) and a quote's or a customer's request's answers in words. Reads DATABASE_URL (default file:./data/saltbush.db).
 */
import { fieldsForStaff } from "../app/forms/store/enquiry-record.server";
import { type QuoteRecord, kindLabel, quoteLines } from "../app/forms/quote-summary";
import { isRequestSlug } from "../app/content/request-kinds";
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

/** The form's fields come from their one definition, so a new field is exported without a change here. */
const FIELDS = fieldsForStaff({}).map((field) => field.label.toLowerCase());
const header = [
  "reference",
  "received",
  ...FIELDS,
  "company email",
  "acknowledgement",
  "webhook",
  "request",
  "answers",
];

/** "Enquiry", the quote's kind, or "Customer's request" (its kind is the service column). */
function requestOf(kind: string): string {
  if (isRequestSlug(kind)) return "Customer's request";
  return kind === "quote" || kind === "audit" ? kindLabel(kind) : "Enquiry";
}

/** A customer's request's stored answers: its state, where it was sent, and each answer as asked. */
interface RequestRecord {
  state: string;
  routedTo: string;
  answers: Record<string, string>;
}
const isRequestRecord = (record: unknown): record is RequestRecord =>
  typeof record === "object" && record !== null && typeof (record as RequestRecord).answers === "object";

/** A quote's or a request's answers as "Question: answer" lines. */

function answersOf(json: string | null): string | null {
  if (!json) return null;
  try {
    const record: unknown = JSON.parse(json);
    const lines: [string, string][] = isRequestRecord(record)
      ? [["State", record.state], ["Sent to", record.routedTo], ...Object.entries(record.answers)]
      : quoteLines(record as QuoteRecord);
    return lines.map(([question, answer]) => `${question}: ${answer}`).join("\n");
  } catch {
    return json;
  }
}

async function main(options: ExportOptions) {
  const db = await openExistingDatabase();
  try {
    const result = await db.execute({
      sql: `SELECT e.*,
                   (SELECT status || ' (' || attempts || ' tries)' FROM outbox WHERE enquiry_id = e.id AND kind = 'notification') AS mail_company,
                   (SELECT status || ' (' || attempts || ' tries)' FROM outbox WHERE enquiry_id = e.id AND kind = 'acknowledgement') AS mail_visitor,
                   (SELECT status || ' (' || attempts || ' tries)' FROM outbox WHERE enquiry_id = e.id AND channel = 'webhook') AS mail_webhook
            FROM enquiries e WHERE e.created_at >= ? ORDER BY e.created_at DESC, e.id DESC`,
      args: [options.since ?? ""],
    });
    const rows = result.rows.map((row) => [
      row.reference as string,
      row.created_at as string,
      ...fieldsForStaff(row).map((field) => field.value),
      row.mail_company as string | null,
      row.mail_visitor as string | null,
      row.mail_webhook as string | null,
      requestOf(String(row.kind)),
      answersOf(row.answers as string | null),
    ]);
    const shown = ["reference", "received", "request", "name", "service", "company email", "acknowledgement"];
    const columns =
      options.format === "table" ? shown.map((name) => header.indexOf(name)) : header.map((_, i) => i);
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
