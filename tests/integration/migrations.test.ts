import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { databaseFile, openDatabase } from "../../server/forms/database";
import { migrate, migrations } from "../../server/forms/migrations";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-db-"));
  dirs.push(dir);
  return `file:${join(dir, "nested", "folder", "site.db")}`;
}

describe("the database", () => {
  it("is created (folder included) and migrated on first open, once", async () => {
    const url = tempUrl();
    const db = await openDatabase(url);
    const versions = await db.execute("SELECT version FROM schema_migrations");
    expect(versions.rows.map((row) => row.version)).toEqual(migrations.map((step) => step.version));
    expect(await migrate(db)).toEqual([]);
    const tables = await db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
    expect(tables.rows.map((row) => row.name)).toEqual([
      "enquiries",
      "outbox",
      "schema_migrations",
      "subscribers",
    ]);
    expect((await db.execute("PRAGMA journal_mode")).rows[0]![0]).toBe("wal");
    db.close();
  });

  it("is migrated safely by two processes starting at once", async () => {
    const url = tempUrl();
    await openDatabase(url).then((db) => db.close()); // creates the file
    const child = () =>
      promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "tests/integration/support/migrate-child.ts"],
        {
          env: { ...process.env, DATABASE_URL: url },
        },
      ).then(({ stdout }) => JSON.parse(stdout) as number[]);
    const [ranA, ranB] = await Promise.all([child(), child()]);
    // The child adds one step after the last real one; exactly one of the two applies it.
    expect([...ranA, ...ranB]).toEqual([Math.max(...migrations.map((step) => step.version)) + 1]);
  });

  it("rolls back a step that fails, leaving no half of it", async () => {
    const db = await openDatabase(tempUrl());
    const broken = [
      { version: 9, name: "broken", statements: ["CREATE TABLE half (id INTEGER)", "THIS IS NOT SQL"] },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    const half = await db.execute("SELECT name FROM sqlite_master WHERE name = 'half'");
    expect(half.rows).toEqual([]);
    expect((await db.execute("SELECT version FROM schema_migrations WHERE version = 9")).rows).toEqual([]);
    db.close();
  });

  it.each([
    ["file:./data/saltbush.db", join(process.cwd(), "data/saltbush.db")],
    ["file:/srv/site.db", "/srv/site.db"],
    ["file:///srv/site.db", "/srv/site.db"],
    ["libsql://db.example.turso.io", null],
  ])("finds the file behind %s", (url, file) => expect(databaseFile(url)).toBe(file));
});
