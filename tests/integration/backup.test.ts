import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { describe, expect, it, onTestFinished } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { BackupError, backupDatabase, restoreDatabase } from "../../app/forms/store/backup.server";
import { answer, formRequest, testRuntime, validEnquiry } from "./support/forms";
import { openSqlite } from "../../app/forms/store/sqlite.server";

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-backup-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function references(file: string): Promise<Set<string>> {
  const db = openSqlite(file);
  try {
    return new Set(
      (await db.execute("SELECT reference FROM enquiries")).rows.map((row) => String(row.reference)),
    );
  } finally {
    db.close();
  }
}

describe("backup and restore", () => {
  it("copies the database while enquiries keep arriving, and the restored copy holds every enquiry acknowledged before it began", async () => {
    const { runtime, dir } = testRuntime();
    await runtime.start(); // as the site does: the secret that signs links is made beside the database
    const copy = join(tempDir(), "saltbush backup.db");
    const acknowledged: { reference: string; before: boolean }[] = [];
    let backupStarted = false;
    let sending = true;
    const send = async (i: number) => {
      const request = formRequest("/contact-us", {
        ...validEnquiry,
        message: `${validEnquiry.message} (${i})`,
      });
      // Each from an address of its own, so the form's limit is not what is tested.
      const result = answer(await enquiryAction(request, runtime, `10.0.${i >> 8}.${i & 255}`));
      expect(result.status, "an enquiry sent during the backup is taken").toBe(303);
      const reference = new URL(result.location!, "http://localhost").searchParams.get("ref")!;
      return reference;
    };
    const sender = (async () => {
      for (let i = 0; (sending || i < 20) && i < 900; i += 1) {
        const before = !backupStarted;
        acknowledged.push({ reference: await send(i), before });
        // The database calls may finish without giving other work a turn: give the backup one.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (acknowledged.length < 10) await new Promise((resolve) => setImmediate(resolve));
    backupStarted = true;
    const { enquiries } = await backupDatabase(runtime.config.databaseUrl, copy);
    sending = false;
    await sender;
    expect(
      acknowledged.some((entry) => !entry.before),
      "enquiries arrived during the backup",
    ).toBe(true);
    expect(statSync(copy).mode & 0o777).toBe(0o600);
    expect(readFileSync(`${copy}.secret`, "utf8")).toBe(readFileSync(join(dir, "site.db.secret"), "utf8"));

    const restoredDir = tempDir();
    const restoredUrl = `file:${join(restoredDir, "data", "site.db")}`;
    const restored = await restoreDatabase(copy, restoredUrl, { overwrite: false });
    expect(restored).toEqual({ enquiries, secret: true });
    const kept = await references(join(restoredDir, "data", "site.db"));
    expect(kept.size).toBe(enquiries);
    for (const { reference } of acknowledged.filter((entry) => entry.before))
      expect(kept).toContain(reference);
    expect(readFileSync(join(restoredDir, "data", "site.db.secret"), "utf8")).toBe(
      readFileSync(`${copy}.secret`, "utf8"),
    );
    expect(statSync(join(restoredDir, "data", "site.db")).mode & 0o777).toBe(0o600);

    // Replacing a database needs --yes; a running site's database is never replaced.
    await expect(restoreDatabase(copy, restoredUrl, { overwrite: false })).rejects.toThrow(/--yes/);
    await expect(restoreDatabase(copy, runtime.config.databaseUrl, { overwrite: true })).rejects.toThrow(
      /running/,
    );
    await expect(backupDatabase(runtime.config.databaseUrl, copy)).rejects.toThrow(/already exists/);
  });

  it("refuses what is not a backup of the site, and a database server, with a clear message", async () => {
    const dir = tempDir();
    const garbage = join(dir, "not-a-backup.db");
    writeFileSync(garbage, "this is not a database");
    const target = `file:${join(dir, "site.db")}`;
    await expect(restoreDatabase(garbage, target, { overwrite: true })).rejects.toThrow(BackupError);
    await expect(restoreDatabase(join(dir, "missing.db"), target, { overwrite: true })).rejects.toThrow(
      /no backup/,
    );
    expect(existsSync(join(dir, "site.db"))).toBe(false);
    await expect(backupDatabase("postgres://site@db.example/saltbush", join(dir, "x.db"))).rejects.toThrow(
      /pg_dump .*pg_restore/,
    );
    await expect(
      restoreDatabase(garbage, "postgresql://site@db.example/saltbush", { overwrite: true }),
    ).rejects.toThrow(/point-in-time recovery/);
  });

  it("the commands say what they did or why they refused", async () => {
    const dir = tempDir();
    const run = (script: string, args: string[]) =>
      promisify(execFile)("npx", ["tsx", `scripts/${script}.ts`, ...args], {
        env: { ...process.env, DATABASE_URL: `file:${join(dir, "site.db")}` },
      }).then(
        ({ stdout }) => ({ code: 0, output: stdout }),
        (error: { code: number; stderr: string }) => ({ code: error.code, output: error.stderr }),
      );
    expect(await run("backup", [])).toMatchObject({ code: 2, output: expect.stringMatching(/Usage/) });
    expect(await run("backup", [join(dir, "copy.db")])).toMatchObject({
      code: 1,
      output: expect.stringMatching(/no database/),
    });
  }, 60_000);

  it("writes the copy readable by its owner only from its first byte, refuses a file already there, and leaves nothing when it fails", async () => {
    const { runtime } = testRuntime();
    await runtime.start();
    // Enough data that the copy takes a moment to write.
    const db = await runtime.db();
    await db.execute(
      "CREATE TABLE filler AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) SELECT randomblob(1000) AS x FROM n",
    );
    const dir = tempDir();
    const copy = join(dir, "site.db");
    // Another thread watches for the copy, and reports the permissions it first sees on it.
    const watcher = new Worker(
      `const { workerData, parentPort } = require("node:worker_threads");
       const { statSync } = require("node:fs");
       parentPort.postMessage("ready");
       for (const deadline = Date.now() + 30000; Date.now() < deadline; ) {
         try { parentPort.postMessage(statSync(workerData).mode & 0o777); break; } catch {}
       }`,
      { eval: true, workerData: copy },
    );
    onTestFinished(() => void watcher.terminate());
    const messages: unknown[] = [];
    const firstMode = new Promise((resolve) =>
      watcher.on("message", (message) => (messages.push(message), message !== "ready" && resolve(message))),
    );
    while (!messages.includes("ready")) await new Promise((resolve) => setTimeout(resolve, 5));
    const umask = process.umask(0o022);
    onTestFinished(() => void process.umask(umask));
    await backupDatabase(runtime.config.databaseUrl, copy);
    expect(((await firstMode) as number).toString(8)).toBe("600");
    expect((statSync(copy).mode & 0o777).toString(8)).toBe("600");

    // A file someone made first, even an empty one, is theirs: refused and left alone.
    const planted = join(dir, "planted.db");
    writeFileSync(planted, "", { mode: 0o644 });
    await expect(backupDatabase(runtime.config.databaseUrl, planted)).rejects.toThrow(BackupError);
    expect(statSync(planted).size).toBe(0);

    // A copy that fails leaves no file behind.
    const notADatabase = join(dir, "not-a-database.db");
    writeFileSync(notADatabase, "not a database ".repeat(100));
    const failed = join(dir, "failed.db");
    await expect(backupDatabase(`file:${notADatabase}`, failed)).rejects.toThrow();
    expect(existsSync(failed)).toBe(false);
  }, 60_000);
});
