/**
 * Vitest's global setup for the integration tests: the PostgreSQL the store's tests run against.
 * TEST_DATABASE_URL (set by `.ci/run`, or by hand) names one; otherwise, when PostgreSQL is
 * installed here, a server of the tests' own is started and stopped at the end. Without either,
 * the PostgreSQL half of the suite is not run, and this says so.
 *
 * The store's schema is migrated once per run, into a template database (TEST_DATABASE_TEMPLATE),
 * which each test's database copies (stores.ts): a copy is one file operation, where migrating
 * every test's database ran every step again.
 */
import { randomBytes } from "node:crypto";
import { openDatabase } from "../../../app/forms/store/database.server";
import { onServer, postgresBin, startPostgres } from "./postgres-server";

/** A migrated database no test connects to, named in TEST_DATABASE_TEMPLATE; dropped at the end. */
async function migratedTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const name = `saltbush_template_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  (await openDatabase(url.toString(), { poolSize: 1 })).close();
  // PostgreSQL copies a template only while nothing is connected to it, and the pool's closing
  // does not wait: its connection is ended here, waiting up to five seconds for it to go.
  await onServer(
    serverUrl,
    `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  );
  process.env.TEST_DATABASE_TEMPLATE = name;
  return () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return migratedTemplate(process.env.TEST_DATABASE_URL);
  if (!postgresBin()) {
    console.warn(
      "\n  PostgreSQL tests NOT RUN: no TEST_DATABASE_URL and no PostgreSQL installed here " +
        "(install Debian's postgresql package, or run .ci/run, which does).\n",
    );
    return undefined;
  }
  const server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  const dropTemplate = await migratedTemplate(server.url);
  return async () => {
    await dropTemplate();
    await server.stop();
  };
}
