import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { isUniqueFailure } from "../../app/forms/store/sql.server";
import { openSqlite } from "../../app/forms/store/sqlite.server";
import { needsFreshConnection } from "../../app/forms/store/database-errors.server";

/**
 * The SQLite file as the store reads it (app/forms/store/sqlite.server.ts): failures named by
 * SQLite's codes, rows by name and position, transactions that end once, and connections that let
 * go of their files as soon as they are closed.
 */
function folder() {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-sqlite-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function database() {
  const dir = folder();
  const db = openSqlite(join(dir, "site.db"));
  onTestFinished(() => db.close());
  return { db, dir };
}

/** The files this process holds open in a folder (Linux: /proc/self/fd). */
const openFilesIn = (dir: string) =>
  readdirSync("/proc/self/fd").filter((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
    } catch {
      return false;
    }
  });

describe("the SQLite store", () => {
  it("names each failure by SQLite's code, as the store tells a storage fault from a bad statement", async () => {
    const { db, dir } = database();
    await db.execute("CREATE TABLE notes (key TEXT UNIQUE)");
    await db.execute({ sql: "INSERT INTO notes VALUES (?)", args: ["a"] });
    const duplicate = await db.execute({ sql: "INSERT INTO notes VALUES (?)", args: ["a"] }).catch((e) => e);
    expect(duplicate).toMatchObject({ code: "SQLITE_CONSTRAINT" });
    expect(isUniqueFailure(duplicate, "notes", "key")).toBe(true);
    await expect(db.execute("SELEKT 1")).rejects.toMatchObject({ code: "SQLITE_ERROR" });

    await db.execute("PRAGMA query_only = ON");
    const readOnly = await db.execute({ sql: "INSERT INTO notes VALUES (?)", args: ["b"] }).catch((e) => e);
    expect(readOnly).toMatchObject({ code: "SQLITE_READONLY" });
    expect(needsFreshConnection(readOnly)).toBe(true);

    writeFileSync(join(dir, "a-file"), "");
    let cannotOpen: unknown;
    try {
      openSqlite(join(dir, "a-file", "site.db"));
    } catch (error) {
      cannotOpen = error;
    }
    expect(cannotOpen).toMatchObject({ code: "SQLITE_CANTOPEN" });
    expect(needsFreshConnection(cannotOpen)).toBe(true);
  });

  it("reads rows by column name and by position, and binds what the store stores", async () => {
    const { db } = database();
    const bytes = new Uint8Array([0, 1, 255]).buffer;
    const { rows, columns } = await db.execute({
      sql: "SELECT ? AS text, ? AS number, ? AS big, ? AS yes, ? AS bytes, ? AS empty, 1 AS text",
      args: ["é'\"", 1.5, 9_007_199_254_740_991n, true, bytes, null],
    });
    expect(columns).toEqual(["text", "number", "big", "yes", "bytes", "empty", "text"]);
    const [row] = rows;
    expect(row!.length).toBe(7);
    expect([row!.text, row!.number, row!.big, row!.yes, row!.empty]).toEqual([
      "é'\"",
      1.5,
      2 ** 53 - 1,
      1,
      null,
    ]);
    expect(new Uint8Array(row!.bytes as ArrayBuffer)).toEqual(new Uint8Array(bytes));
    expect([row![0], row![6]], "of two columns with one name, the first is named").toEqual(["é'\"", 1]);
    expect(Object.keys(row!)).toEqual(["text", "number", "big", "yes", "bytes", "empty"]);
    await db.execute("CREATE TABLE notes (text TEXT)");
    const written = await db.execute("INSERT INTO notes VALUES ('a'), ('b')");
    expect(written.rowsAffected).toBe(2);
  });

  it("runs a batch whole or not at all, naming the statement that failed", async () => {
    const { db } = database();
    await db.execute("CREATE TABLE notes (text TEXT NOT NULL)");
    const failed = await db
      .batch(["INSERT INTO notes VALUES ('a')", "INSERT INTO notes VALUES (NULL)"], "write")
      .catch((e) => e);
    expect(failed).toMatchObject({ code: "SQLITE_CONSTRAINT", statementIndex: 1 });
    expect((await db.execute("SELECT COUNT(*) AS n FROM notes")).rows[0]!.n).toBe(0);
    await db.batch(["INSERT INTO notes VALUES ('a')", "INSERT INTO notes VALUES ('b')"], "write");
    expect((await db.execute("SELECT COUNT(*) AS n FROM notes")).rows[0]!.n).toBe(2);
  });

  it("ends a transaction once: nothing runs in it after it ended, however it ended", async () => {
    const { db } = database();
    await db.execute("CREATE TABLE notes (text TEXT)");
    const committed = await db.transaction("write");
    await committed.execute("INSERT INTO notes VALUES ('kept')");
    await committed.commit();
    committed.close();
    await expect(committed.execute("INSERT INTO notes VALUES ('late')")).rejects.toThrow();

    // SQLite rolls a transaction back itself after some failures; the store's transaction is then over.
    const undone = await db.transaction("write");
    await undone.execute("INSERT INTO notes VALUES ('undone')");
    await undone.execute("ROLLBACK");
    await expect(undone.execute("INSERT INTO notes VALUES ('outside')")).rejects.toThrow();
    await expect(undone.commit()).rejects.toThrow();
    undone.close();

    expect((await db.execute("SELECT text FROM notes")).rows.map((row) => row.text)).toEqual(["kept"]);
    await expect(db.transaction("no such mode" as never)).rejects.toThrow(RangeError);
  });

  it("lets go of its files when it reconnects, after the transaction holding the connection ends", async () => {
    const { db, dir } = database();
    await db.execute("CREATE TABLE notes (text TEXT)");
    const tx = await db.transaction("write");
    db.reconnect();
    await tx.execute("INSERT INTO notes VALUES ('finished')");
    expect(openFilesIn(dir).length).toBeGreaterThan(0);
    await tx.commit();
    tx.close();
    expect(openFilesIn(dir)).toEqual([]);
    expect((await db.execute("SELECT text FROM notes")).rows.map((row) => row.text)).toEqual(["finished"]);
    db.close();
    expect(openFilesIn(dir)).toEqual([]);
    await expect(db.execute("SELECT 1")).rejects.toThrow();
  });
});
