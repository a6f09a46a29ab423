/**
 * What the database holds, read by bench:faults beside the site: with a connection of its own
 * that is closed straight after, so the disk under it can still be unmounted.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { openDatabase } from "../../app/forms/store/database.server";
import { wholeEnquiries } from "../../tests/integration/support/forms";

export interface Records {
  references: string[];
  /** Enquiries without both their emails, and emails without their enquiry. */
  partial: number;
  subscribers: number;
  outbox: {
    reference: string;
    status: string;
    attempts: number;
    lastError: string | null;
    nextAttemptAt: number;
  }[];
}

export async function readRecords(databaseUrl: string): Promise<Records> {
  const db = await openDatabase(databaseUrl, { migrate: false });
  try {
    const { references, partial } = await wholeEnquiries(db);
    const subscribers = Number((await db.execute("SELECT COUNT(*) AS n FROM subscribers")).rows[0]!.n);
    const outbox = await db.execute(
      "SELECT e.reference, o.status, o.attempts, o.last_error, o.next_attempt_at FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id ORDER BY o.id",
    );
    return {
      references,
      partial,
      subscribers,
      outbox: outbox.rows.map((row) => ({
        reference: String(row.reference),
        status: String(row.status),
        attempts: Number(row.attempts),
        lastError: row.last_error === null ? null : String(row.last_error),
        nextAttemptAt: Number(row.next_attempt_at),
      })),
    };
  } finally {
    // Its files close with it, so the disk may be unmounted next.
    db.close();
  }
}

/** Acknowledged references missing from the database, and half-stored enquiries, as problems. */
export async function nothingLost(databaseUrl: string, acknowledged: string[]): Promise<string[]> {
  const records = await readRecords(databaseUrl);
  const missing = acknowledged.filter((reference) => !records.references.includes(reference));
  return [
    ...(missing.length ? [`acknowledged but not in the database: ${missing.join(", ")}`] : []),
    ...(records.partial ? [`${records.partial} enquiries or emails stored without the other half`] : []),
  ];
}

/** The staff export (`npm run enquiries -- --format json`); resolves with the references it lists. */
export async function staffExport(databaseUrl: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", "scripts/enquiries.ts", "--format", "json"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      timeout: 30_000,
    },
  );
  return (JSON.parse(stdout) as { reference: string }[]).map((row) => row.reference);
}
