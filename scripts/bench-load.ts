/**
 * npm run bench:load: loopback only, bounded in time. Starts the production server on its own
 * database and prints requests per second and p50/p99 latency for a cached page and for both
 * forms under concurrent load, then sends 2,000 malformed submissions (the fuzz run).
 * Fails on any error other than the rate limit's intended 429s, on any 5xx, or on a stored row
 * from an invalid submission. Run `npm run build` first. Faults (the SMTP server gone, a
 * read-only or full disk) are the job of `npm run bench:faults` (scripts/bench-faults.ts).
 *
 * The enquiry path is then measured on both stores side by side, without the form limit (every
 * post stored): the SQLite file, and PostgreSQL (BENCH_DATABASE_URL, or a server of its own in a
 * scratch folder when PostgreSQL is installed here).
 */
import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../app/forms/store/database.server";
import { startServer } from "../tests/integration/support/server-process";
import {
  type PostgresServer,
  postgresBin,
  startPostgres,
} from "../tests/integration/support/postgres-server";
import { fuzzCases } from "../tests/support/fuzz-forms";

const seconds = Number(process.env.LOAD_SECONDS ?? 8);
const dir = mkdtempSync(join(tmpdir(), "saltbush-load-"));
const server = await startServer({ dir });
const problems: string[] = [];

type Result = autocannon.Result;
function report(name: string, result: Result, allowed: number[]) {
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(
    ([code, stat]) => `${code}×${(stat as { count: number }).count}`,
  );
  console.log(
    `${name.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${statuses.join(" ")}`,
  );
  if (result.errors || result.timeouts)
    problems.push(`${name}: ${result.errors} errors, ${result.timeouts} timeouts`);
  for (const code of Object.keys(result.statusCodeStats ?? {})) {
    if (!allowed.includes(Number(code))) problems.push(`${name}: unexpected status ${code}`);
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
let counter = 0;
const enquiry = form({
  name: "Load Test",
  email: "load@example.com",
  phone: "0412 345 678",
  postcode: "3175",
  audience: "small-business",
  service: "wheelie-bins",
  message: "Load test enquiry, please ignore.",
  privacy: "on",
  elapsed_ms: "60000",
});

/** The enquiry path alone on one store: every post stored (no form limit), mail waiting in the outbox. */
async function enquiryPath(label: string, databaseUrl?: string) {
  const site = await startServer({
    dir: mkdtempSync(join(dir, "store-")),
    databaseUrl,
    env: { CONTACT_RATE_LIMIT: "0", SECRET: "a load-test secret that is long enough to sign links" },
  });
  try {
    const result = await autocannon({
      url: `${site.url}/contact-us`,
      connections: 10,
      duration: seconds,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
      body: enquiry,
    });
    const db = await openDatabase(site.databaseUrl, { migrate: false });
    const stored = Number((await db.execute("SELECT COUNT(*) AS n FROM enquiries")).rows[0]!.n);
    db.close();
    const accepted =
      (result.statusCodeStats as Record<string, { count: number }> | undefined)?.["303"]?.count ?? 0;
    const statuses = Object.keys(result.statusCodeStats ?? {});
    // Posts still in flight when the run ends are stored without being counted: at least every acknowledged one.
    if (
      accepted === 0 ||
      result.errors ||
      result.timeouts ||
      statuses.some((code) => code !== "303") ||
      stored < accepted
    )
      problems.push(
        `${label}: ${accepted} of ${result.requests.total} posts acknowledged (${statuses.join(", ")}), ${stored} stored`,
      );
    return {
      label,
      perSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      stored,
    };
  } finally {
    await site.stop();
  }
}
try {
  console.log(`Load for ${seconds} s each, on ${server.url} (loopback):`);
  report(
    "cached page /",
    await autocannon({ url: `${server.url}/`, connections: 20, duration: seconds }),
    [200],
  );
  report(
    "service page",
    await autocannon({
      url: `${server.url}/services/wheelie-bins`,
      connections: 20,
      duration: seconds,
      headers: { "accept-encoding": "br" },
    }),
    [200],
  );
  report(
    "subscribe posts",
    await autocannon({
      url: `${server.url}/subscribe`,
      connections: 10,
      duration: seconds,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      setupClient: (client) => client.setBody(form({ email: `load${(counter += 1)}@example.com` })),
    }),
    [303, 429],
  );
  report(
    "enquiry posts",
    await autocannon({
      url: `${server.url}/contact-us`,
      connections: 10,
      duration: seconds,
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: enquiry,
    }),
    [303, 429],
  );

  // The fuzz run gets a server without rate limits, so every case reaches the validation.
  const fuzzServer = await startServer({
    dir: mkdtempSync(join(dir, "fuzz-")),
    env: { CONTACT_RATE_LIMIT: "0", SUBSCRIBE_RATE_LIMIT: "0" },
  });
  const db = await openDatabase(fuzzServer.databaseUrl, { migrate: false });
  const before = Number(
    (await db.execute("SELECT (SELECT COUNT(*) FROM enquiries) + (SELECT COUNT(*) FROM subscribers) AS n"))
      .rows[0]!.n,
  );
  const started = Date.now();
  const statuses = new Map<number, number>();
  for (const fuzz of fuzzCases(2000)) {
    const response = await fetch(`${fuzzServer.url}${fuzz.path}`, {
      method: "POST",
      headers: { "content-type": fuzz.contentType, origin: fuzzServer.url },
      body: fuzz.body,
      redirect: "manual",
    });
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) problems.push(`fuzz: ${fuzz.label} answered ${response.status}`);
  }
  const after = Number(
    (await db.execute("SELECT (SELECT COUNT(*) FROM enquiries) + (SELECT COUNT(*) FROM subscribers) AS n"))
      .rows[0]!.n,
  );
  db.close();
  await fuzzServer.stop();
  console.log(
    `fuzz: 2000 malformed submissions in ${((Date.now() - started) / 1000).toFixed(1)} s: ${[...statuses].map(([c, n]) => `${c}×${n}`).join(" ")}; rows stored: ${after - before}`,
  );
  if (after !== before) problems.push(`fuzz: ${after - before} rows stored from invalid submissions`);

  let postgres: PostgresServer | undefined;
  try {
    const stores = [await enquiryPath("SQLite file")];
    let postgresUrl = process.env.BENCH_DATABASE_URL;
    if (!postgresUrl && postgresBin()) postgresUrl = (postgres = await startPostgres()).url;
    if (postgresUrl) stores.push(await enquiryPath("PostgreSQL", postgresUrl));
    else console.log("\nPostgreSQL NOT MEASURED: no BENCH_DATABASE_URL and no PostgreSQL installed here.");
    console.log(`\nThe enquiry path, ${seconds} s each, 10 connections, every post stored:`);
    console.log(
      `${"store".padEnd(14)} ${"req/s".padStart(6)}  ${"p50".padStart(7)}  ${"p99".padStart(7)}  stored`,
    );
    for (const row of stores)
      console.log(
        `${row.label.padEnd(14)} ${String(row.perSecond).padStart(6)}  ${`${row.p50} ms`.padStart(7)}  ${`${row.p99} ms`.padStart(7)}  ${row.stored}`,
      );
  } finally {
    postgres?.stop();
  }
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`\nProblems:\n- ${problems.join("\n- ")}`);
  process.exitCode = 1;
} else console.log("\nNo errors other than the intended 429s, no 5xx, nothing stored from invalid input.");
