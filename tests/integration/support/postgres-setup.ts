/**
 * Vitest's global setup for the integration tests: the PostgreSQL the store's tests run against.
 * TEST_DATABASE_URL (set by `.ci/run`, or by hand) names one; otherwise, when PostgreSQL is
 * installed here, a server of the tests' own is started and stopped at the end. Without either,
 * the PostgreSQL half of the suite is not run, and this says so.
 */
import { postgresBin, startPostgres } from "./postgres-server";

export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return undefined;
  if (!postgresBin()) {
    console.warn(
      "\n  PostgreSQL tests NOT RUN: no TEST_DATABASE_URL and no PostgreSQL installed here " +
        "(install Debian's postgresql package, or run .ci/run, which does).\n",
    );
    return undefined;
  }
  const server = await startPostgres();
  process.env.TEST_DATABASE_URL = server.url;
  return () => server.stop();
}
