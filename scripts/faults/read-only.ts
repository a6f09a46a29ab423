/**
 * b. The database cannot be written: read-only when the site starts (with a database on it, and
 * with none yet), and a disk that turns read-only under the running site. Each time the site must
 * start and serve pages, both forms must say "try again" with the input kept, and once the disk
 * takes writes again a new enquiry is stored, with no restart and nothing earlier lost.
 */
import { copyFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ServerProcess } from "../../tests/integration/support/server-process";
import {
  bindReadOnly,
  failDisk,
  mountExt4Image,
  remountWritable,
  repairExt4Image,
  tempFolder,
  unmount,
} from "./mounts";
import { type Outcome, describe, outcome, sqliteCodes, startSite } from "./outcome";
import { databaseFile } from "../../app/forms/store/sqlite.server";
import { nothingLost, staffExport } from "./records";
import { enquireOk, formsSayTryAgain, pagesServed, subscribeOk } from "./site";

/** What every read-only case checks while the fault lasts. */
async function duringFault(site: ServerProcess, acknowledged: string[]): Promise<string[]> {
  const problems = [...(await pagesServed(site)), ...(await formsSayTryAgain(site))];
  if (acknowledged.length) {
    const listed = await staffExport(site.databaseUrl).catch((error: unknown) =>
      problems.push(`staff export: ${describe(error)}`),
    );
    if (Array.isArray(listed) && !acknowledged.every((reference) => listed.includes(reference)))
      problems.push("the staff export misses enquiries");
  }
  return problems;
}

/** After the fault: a new enquiry is stored by the same running site, and nothing earlier is lost. */
async function afterFault(site: ServerProcess, acknowledged: string[], problems: string[]): Promise<string> {
  try {
    const reference = await enquireOk(site, true);
    problems.push(...(await nothingLost(site.databaseUrl, [...acknowledged, reference])));
    return reference;
  } catch (error) {
    const logged =
      site
        .output()
        .split("\n")
        .filter((line) => line.includes("Could not store"))
        .pop() ?? "";
    problems.push(`once the disk took writes again: ${describe(error)} (site log: ${logged})`);
    return "nothing";
  }
}

async function storedBefore(site: ServerProcess): Promise<string[]> {
  const acknowledged = [await enquireOk(site, false), await enquireOk(site, true)];
  await subscribeOk(site, `before-${process.pid}-${Date.now()}@example.com`);
  return acknowledged;
}

export async function readOnlyAtStart(): Promise<Outcome> {
  const label = "b1. database read-only when the site starts";
  const dir = tempFolder("ro-start");
  const problems: string[] = [];
  let first: ServerProcess | undefined;
  let site: ServerProcess | undefined;
  let detail = "";
  try {
    first = await startSite(dir);
    const acknowledged = await storedBefore(first);
    await first.stop();
    bindReadOnly(dir);
    site = await startSite(dir);
    problems.push(...(await duringFault(site, acknowledged)));
    remountWritable(dir);
    const after = await afterFault(site, acknowledged, problems);
    detail =
      `started on the read-only folder and served pages; forms answered 503 + Retry-After with the input kept (${sqliteCodes(site.output())}); ` +
      `staff export listed the ${acknowledged.length} earlier enquiries; made writable, ${after} was stored without a restart; nothing lost`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await first?.stop();
    await site?.stop();
    await unmount(dir).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(label, problems, detail);
}

export async function readOnlyWithoutDatabase(): Promise<Outcome> {
  const label = "b2. read-only folder and no database yet";
  const dir = tempFolder("ro-empty");
  const problems: string[] = [];
  let site: ServerProcess | undefined;
  let detail = "";
  try {
    bindReadOnly(dir);
    site = await startSite(dir);
    if (!site.output().includes("Could not open the database"))
      problems.push("the log does not say the database could not be opened");
    problems.push(...(await duringFault(site, [])));
    remountWritable(dir);
    const after = await afterFault(site, [], problems);
    detail = `started although the database could not be opened (${sqliteCodes(site.output())}), said so in the log, served pages, forms answered 503; made writable, ${after} was stored without a restart`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await site?.stop();
    await unmount(dir).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(label, problems, detail);
}

export async function readOnlyWhileRunning(): Promise<Outcome> {
  const label = "b3. disk turns read-only under the running site";
  const dir = tempFolder("ro-running");
  const imageDir = tempFolder("disk-image");
  const image = join(imageDir, "disk.img");
  const problems: string[] = [];
  let site: ServerProcess | undefined;
  let detail = "";
  try {
    mountExt4Image(image, dir, true);
    site = await startSite(dir);
    const acknowledged = await storedBefore(site);
    failDisk(dir);
    problems.push(...(await duringFault(site, acknowledged)));
    // The repair needs the failed disk unmounted, which works only if the site let go of its files.
    await repairExt4Image(image, dir).catch((error: unknown) => {
      throw new Error(
        `the failed disk could not be unmounted and repaired while the site ran: ${describe(error)}`,
      );
    });
    const after = await afterFault(site, acknowledged, problems);
    detail =
      `ext4 error → kernel remounted the disk read-only; pages served, forms answered 503 + Retry-After with the input kept (${sqliteCodes(site.output())}); ` +
      `the site let go of the failed disk, so it was checked and mounted again; ${after} then stored without a restart; the ${acknowledged.length} earlier enquiries intact`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await site?.stop();
    await unmount(dir).catch(() => undefined);
    rmSync(imageDir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(label, problems, detail);
}

/**
 * b4. A copy of the database taken while the site writes (the file and its write-ahead log, no
 * shared-memory file), on a read-only disk: SQLite cannot read the log there, and the file alone
 * lacks the log's enquiries. The staff export must refuse and say to copy the folder to a disk
 * that can be written, not list the file alone; on the copy made writable it lists them all.
 */
export async function readOnlyCopyWithLog(): Promise<Outcome> {
  const label = "b4. read-only copy of a database with its write-ahead log";
  const dir = tempFolder("ro-log");
  const copy = tempFolder("ro-log-copy");
  const problems: string[] = [];
  let site: ServerProcess | undefined;
  let detail = "";
  try {
    site = await startSite(dir);
    const acknowledged = await storedBefore(site);
    const file = databaseFile(site.databaseUrl)!;
    const copied = join(copy, "site.db");
    copyFileSync(`${file}-wal`, `${copied}-wal`);
    copyFileSync(file, copied);
    const log = statSync(`${copied}-wal`).size;
    if (!log) throw new Error("the site's write-ahead log was empty when copied: nothing to test");
    bindReadOnly(copy);
    const refused = await staffExport(`file:${copied}`).then(
      (listed) => `listed ${listed.length} enquiries from the file alone`,
      // What staff read: the command's own message.
      (error: unknown) => (error as { stderr?: string }).stderr || describe(error),
    );
    if (!refused.includes("Copy the folder to a disk that can be written"))
      problems.push(`staff export on the read-only copy: ${refused}`);
    remountWritable(copy);
    const listed = await staffExport(`file:${copied}`);
    if (!acknowledged.every((reference) => listed.includes(reference)))
      problems.push("the staff export of the writable copy misses enquiries");
    detail = `copied with ${log} bytes of log; on the read-only disk the export refused and said to copy the folder; made writable, it listed the ${acknowledged.length} enquiries`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await site?.stop();
    await unmount(copy).catch(() => undefined);
    rmSync(copy, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(label, problems, detail);
}
