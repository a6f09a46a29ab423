import type { Database } from "../../../app/forms/store/sql.server";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { type FormsConfig, formsConfig } from "../../../app/forms/config.server";
import { type Logger, silentLogger } from "../../../app/forms/log.server";
import { type FormsRuntime, createFormsRuntime } from "../../../app/forms/runtime.server";

/**
 * A forms runtime on a fresh SQLite file in a temporary folder, with a clock the test moves; for use
 * inside a test, which cleans it up when it ends.
 */
export function testRuntime(
  settings: Partial<FormsConfig> | ((dir: string) => Partial<FormsConfig>) = {},
  log: Logger = silentLogger,
) {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-forms-"));
  const overrides = typeof settings === "function" ? settings(dir) : settings;
  const clock = { now: Date.now() };
  const config: FormsConfig = {
    ...formsConfig({}),
    databaseUrl: `file:${join(dir, "site.db")}`,
    enquiryTo: "enquiries@saltbush.example",
    mailFrom: '"Saltbush Environmental" <hello@saltbush.example>',
    minFillMs: 0,
    contactRateLimit: 1000,
    subscribeRateLimit: 1000,
    ...overrides,
  };
  const runtime: FormsRuntime = createFormsRuntime(config, { log, now: () => clock.now });
  let stopping: Promise<void> | undefined;
  const cleanup = () =>
    (stopping ??= runtime.stop().then(() => rmSync(dir, { recursive: true, force: true })));
  // Stopped and deleted when the test that made it ends, passed or failed.
  onTestFinished(cleanup);
  return { runtime, clock, dir, cleanup };
}

/** A database URL that cannot be opened: its folder would have to be inside a file. */
export function unusableDatabaseUrl(dir: string): string {
  writeFileSync(join(dir, "not-a-folder"), "");
  return `file:${join(dir, "not-a-folder", "site.db")}`;
}

export const validEnquiry = {
  name: "Zoë O'Brien",
  email: "zoe@example.com",
  phone: "0412 345 678",
  business: "Wattle Café",
  postcode: "3175",
  audience: "small-business",
  service: "grease-trap-pump-outs",
  message: "Our grease trap needs pumping out every month.\nThe pit is behind the kitchen.",
  privacy: "on",
};

/** The answers of all four steps, as the last step posts them (earlier ones as hidden fields). */
export const allQuoteSteps = {
  kind: "quote",
  service: "wheelie-bins",
  audience: "medium-business",
  stream_general: "on",
  stream_glass: "on",
  rows: "2",
  bin1_stream: "general",
  bin1_size: "1100",
  bin1_count: "2",
  bin1_frequency: "2-weekly",
  bin2_stream: "glass",
  bin2_size: "120",
  bin2_count: "3",
  bin2_frequency: "weekly",
  place: "3000",
  start: "",
  name: "Ari Nguyen",
  email: "ari@example.com",
  phone: "",
  business: "Laneway Bar",
  reply: "email",
  notes: "Bins are in a shared laneway.",
  privacy: "on",
};

/** A form post as a browser sends it to the contact page (same origin). */
export function formRequest(
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function rows(db: Database, sql: string, args: (string | number)[] = []) {
  return (await db.execute({ sql, args })).rows;
}

/** The body and status of an action's answer, whether a redirect (Response) or data(). */
export function answer(result: unknown): {
  status: number;
  location: string | null;
  data: unknown;
  headers: Headers;
} {
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("location"),
      data: null,
      headers: result.headers,
    };
  const withInit = result as { data: unknown; init: ResponseInit | null };
  return {
    status: withInit.init?.status ?? 200,
    location: null,
    data: withInit.data,
    headers: new Headers(withInit.init?.headers),
  };
}

/** A logger that keeps its lines, for tests that check what the site says in its log. */
export function recordingLogger() {
  const lines: string[] = [];
  const logger: Logger = {
    info: (message) => lines.push(`info: ${message}`),
    warn: (message) => lines.push(`warn: ${message}`),
    error: (message) => lines.push(`error: ${message}`),
  };
  return { logger, lines };
}

/** Every enquiry with the number of its outbox rows, and outbox rows without an enquiry: both must be whole. */
export async function wholeEnquiries(db: Database) {
  const enquiries = await rows(
    db,
    "SELECT reference, (SELECT COUNT(*) FROM outbox WHERE enquiry_id = enquiries.id) AS mails FROM enquiries ORDER BY id",
  );
  const orphans = await rows(
    db,
    "SELECT COUNT(*) AS n FROM outbox WHERE enquiry_id NOT IN (SELECT id FROM enquiries)",
  );
  return {
    references: enquiries.map((row) => String(row.reference)),
    partial: enquiries.filter((row) => row.mails !== 2).length + Number(orphans[0]!.n),
  };
}
