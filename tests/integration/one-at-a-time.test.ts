import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { openDatabase } from "../../app/forms/store/database.server";

async function database() {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-one-"));
  const db = await openDatabase(`file:${join(dir, "site.db")}`);
  onTestFinished(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  await db.execute("CREATE TABLE notes (text TEXT)");
  return db;
}

describe("the database within one process", () => {
  it("lets a write wait for this process's open transaction instead of failing it", async () => {
    const db = await database();
    const tx = await db.transaction("write");
    await tx.execute("INSERT INTO notes VALUES ('in the transaction')");
    // SQLite's own wait would block the event loop this transaction needs in order to commit.
    const meanwhile = db.execute("INSERT INTO notes VALUES ('meanwhile')");
    await new Promise((resolve) => setImmediate(resolve));
    await tx.execute("INSERT INTO notes VALUES ('still in the transaction')");
    await tx.commit();
    tx.close();
    await meanwhile;
    const notes = await db.execute("SELECT text FROM notes ORDER BY rowid");
    expect(notes.rows.map((row) => row.text)).toEqual([
      "in the transaction",
      "still in the transaction",
      "meanwhile",
    ]);
  });

  it("goes on after a transaction that is rolled back, closed without commit or fails to start", async () => {
    const db = await database();
    const rolledBack = await db.transaction("write");
    await rolledBack.execute("INSERT INTO notes VALUES ('undone')");
    await rolledBack.rollback();
    const abandoned = await db.transaction("write");
    await abandoned.execute("INSERT INTO notes VALUES ('abandoned')");
    abandoned.close();
    await expect(db.transaction("no such mode" as never)).rejects.toThrow();
    await db.execute("INSERT INTO notes VALUES ('kept')");
    expect((await db.execute("SELECT text FROM notes")).rows.map((row) => row.text)).toEqual(["kept"]);
  });
});
