import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/forms/store/database.server";
import { databaseFile } from "../../app/forms/store/sqlite.server";
import { migrate, migrations } from "../../app/forms/store/migrations.server";
import type { Database } from "../../app/forms/store/sql.server";
import { stores } from "./support/stores";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempUrl(): string {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-db-"));
  dirs.push(dir);
  return `file:${join(dir, "nested", "folder", "site.db")}`;
}

async function tableNames(db: Database) {
  const sql =
    db.dialect === "sqlite"
      ? "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
      : "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name";
  return (await db.execute(sql)).rows.map((row) => row.name);
}

const TABLES = [
  "enquiries",
  "form_hits",
  "monthly_sends",
  "outbox",
  "schema_migrations",
  "subscribers",
  "suppressions",
];

describe("the SQLite file", () => {
  it("is created (folder included) and migrated on first open, once", async () => {
    const url = tempUrl();
    const db = await openDatabase(url);
    const versions = await db.execute("SELECT version FROM schema_migrations");
    expect(versions.rows.map((row) => row.version)).toEqual(migrations.map((step) => step.version));
    expect(await migrate(db)).toEqual([]);
    expect(await tableNames(db)).toEqual(TABLES);
    expect((await db.execute("PRAGMA journal_mode")).rows[0]![0]).toBe("wal");
    db.close();
  });

  it.each([
    ["file:./data/saltbush.db", join(process.cwd(), "data/saltbush.db")],
    ["file:/srv/site.db", "/srv/site.db"],
    ["file:///srv/site.db", "/srv/site.db"],
    ["postgres://site@db.example/saltbush", null],
  ])("finds the file behind %s", (url, file) => expect(databaseFile(url)).toBe(file));
});

describe.each(stores)("the database on $name", (store) => {
  it("is migrated safely by two processes starting at once", async () => {
    const url = await store.url();
    await openDatabase(url).then((db) => db.close()); // creates the database
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
    const db = await openDatabase(await store.url());
    const broken = [
      {
        version: 9,
        name: "broken",
        sqlite: ["CREATE TABLE half (id INTEGER)", "THIS IS NOT SQL"],
        postgres: ["CREATE TABLE half (id INTEGER)", "THIS IS NOT SQL"],
      },
    ];
    await expect(migrate(db, broken)).rejects.toThrow();
    expect(await tableNames(db)).not.toContain("half");
    expect((await db.execute("SELECT version FROM schema_migrations WHERE version = 9")).rows).toEqual([]);
    db.close();
  });

  it("keeps a first-version database's enquiries, mail and addresses when it adds confirmation and the webhook", async () => {
    const url = await store.url({ empty: true });
    const old = await openDatabase(url, { migrate: false });
    await migrate(old, migrations.slice(0, 1));
    await old.batch([
      `INSERT INTO enquiries (id, reference, created_at, name, email, phone, postcode, audience, service, service_label,
         message, privacy_agreed, channel)
       VALUES (1, 'SB-20261101-AAAA', '2026-11-01T00:00:00.000Z', 'Zoë', 'zoe@example.com', '0412 345 678', '3175',
         'small-business', 'general-waste', 'General waste', 'Hello', 1, 'js')`,
      `INSERT INTO outbox (enquiry_id, kind, recipient, subject, body, status, attempts, next_attempt_at, created_at, sent_at)
       VALUES (1, 'notification', 'hello@saltbush.example', 'New enquiry', 'Body', 'sent', 1, 0, '2026-11-01T00:00:00.000Z',
         '2026-11-01T00:00:01.000Z')`,
      "INSERT INTO subscribers (email, email_key, created_at, source_path) VALUES ('Kim@Example.com', 'kim@example.com', '2026-11-02T00:00:00.000Z', '/')",
    ]);
    old.close();
    const db = await openDatabase(url);
    expect(await migrate(db)).toEqual([]);
    expect((await db.execute("SELECT enquiry_id, channel, kind, status, sent_at FROM outbox")).rows).toEqual([
      expect.objectContaining({ enquiry_id: 1, channel: "email", kind: "notification", status: "sent" }),
    ]);
    const [kim] = (await db.execute("SELECT status, token_nonce, confirmation_sent_at FROM subscribers"))
      .rows;
    expect(kim).toMatchObject({ status: "pending", confirmation_sent_at: null });
    expect(String(kim!.token_nonce)).toMatch(/^[0-9a-f]{24}$/);
    db.close();
  });
});
