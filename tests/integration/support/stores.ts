import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import type { FormsConfig } from "../../../app/forms/config.server";
import { testRuntime } from "./forms";
import { onServer } from "./postgres-server";

/**
 * The stores the contract tests run on: the embedded SQLite file always, and PostgreSQL when
 * TEST_DATABASE_URL names a server (`.ci/run` and postgres-setup.ts start one). Each call to `url`
 * is a database of its own with the schema migrated, dropped when the test ends; `{ empty: true }`
 * gives one with no schema, for the tests of the migrations themselves. On PostgreSQL a migrated
 * database is a copy of the run's template (postgres-setup.ts), migrated once per run.
 */
export interface TestStore {
  name: "SQLite" | "PostgreSQL";
  url(options?: { empty?: boolean }): Promise<string>;
}

const sqlite: TestStore = {
  name: "SQLite",
  async url() {
    // The store migrates a SQLite file when it opens it, in moments: empty or not, it starts empty.
    const dir = mkdtempSync(join(tmpdir(), "saltbush-store-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    return `file:${join(dir, "site.db")}`;
  },
};

export function postgresStore(serverUrl: string): TestStore {
  return {
    name: "PostgreSQL",
    async url({ empty = false } = {}) {
      const name = `saltbush_test_${randomBytes(6).toString("hex")}`;
      const template = empty ? undefined : process.env.TEST_DATABASE_TEMPLATE;
      await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
      // Runs after the runtime's own clean-up (registered later, run first); FORCE ends any connection left.
      onTestFinished(() => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
  };
}

export const postgresServerUrl = () => process.env.TEST_DATABASE_URL;

export const stores: TestStore[] = [
  sqlite,
  ...(postgresServerUrl() ? [postgresStore(postgresServerUrl()!)] : []),
];

/** A test secret: PostgreSQL has no folder to keep a generated one in. */
export const TEST_SECRET = "a test secret that is long enough to sign links 0123456789";

/** testRuntime (forms.ts) on a fresh database of the given store. */
export async function storeRuntime(store: TestStore, settings: Partial<FormsConfig> = {}) {
  const databaseUrl = await store.url();
  return testRuntime({ secret: TEST_SECRET, ...settings, databaseUrl });
}
