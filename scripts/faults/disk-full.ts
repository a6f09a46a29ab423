/**
 * c. The disk fills up under the running site (a small tmpfs holds the database, then a file
 * takes every byte left). Form posts must say "try again" with the input kept and store nothing
 * by halves; an email that falls due meanwhile must not go out, since the outbox cannot record
 * it; once space is freed, everything carries on without a restart and nothing is lost.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import type { ServerProcess } from "../../tests/integration/support/server-process";
import { type TestSmtp, startSmtp } from "../../tests/integration/support/smtp";
import { fillDisk, mountTmpfs, tempFolder, unmount } from "./mounts";
import { type Outcome, describe, outcome, sleep, sqliteCodes, startSite, waitFor } from "./outcome";
import { nothingLost, readRecords, staffExport } from "./records";
import { enquireOk, formsSayTryAgain, pagesServed, subscribeOk } from "./site";

const LABEL = "c. disk full";
const DISK_BYTES = 4 * 1024 * 1024;

const received = (smtp: TestSmtp, reference: string) =>
  smtp.mails.filter((mail) => mail.header("x-saltbush-reference") === reference).length;

export async function diskFull(): Promise<Outcome> {
  const dir = tempFolder("full");
  const problems: string[] = [];
  let site: ServerProcess | undefined;
  let smtp: TestSmtp | undefined;
  let detail = "";
  try {
    mountTmpfs(dir, DISK_BYTES);
    smtp = await startSmtp(0, { closeWhenTestEnds: false });
    const port = smtp.port;
    site = await startSite(dir, { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_POLL_SECONDS: "1" });
    const acknowledged = [await enquireOk(site, false), await enquireOk(site, true)];
    await subscribeOk(site, `before-full-${process.pid}@example.com`);
    await smtp.waitFor(4, 15_000);

    // An enquiry whose emails will fall due while the disk is full: stored while SMTP is down.
    await smtp.close();
    smtp = undefined;
    const due = await enquireOk(site, false);
    acknowledged.push(due);
    const databaseUrl = site.databaseUrl;
    const waiting = await waitFor(
      "a failed attempt recorded for the enquiry's emails",
      async () => {
        const rows = (await readRecords(databaseUrl)).outbox.filter((row) => row.reference === due);
        return rows.length === 2 && rows.every((row) => row.attempts === 1) ? rows : undefined;
      },
      15_000,
    );
    const filled = fillDisk(join(dir, "filler"));
    const restarted = await startSmtp(port, { closeWhenTestEnds: false });
    smtp = restarted;

    problems.push(...(await pagesServed(site)), ...(await formsSayTryAgain(site)));
    const listed = await staffExport(databaseUrl).catch((error: unknown) => [`failed: ${describe(error)}`]);
    if (!acknowledged.every((reference) => listed.includes(reference)))
      problems.push(`staff export on the full disk: ${listed.join(" ")}`);

    // Past the emails' retry time the outbox tries to claim them, cannot write the claim, and so sends nothing.
    await sleep(Math.max(0, Math.max(...waiting.map((row) => row.nextAttemptAt)) - Date.now()) + 3000);
    const sentWhileFull = received(restarted, due);
    if (sentWhileFull)
      problems.push(`${sentWhileFull} emails went out while the outbox could not record them`);
    // The outbox logs the failure once, not on every poll.
    const refusedClaims = site
      .output()
      .split("\n")
      .some((line) => /mail outbox could not run.*: SQLITE_FULL/.test(line));
    if (!refusedClaims) problems.push("the outbox never tried to claim the emails while the disk was full");

    rmSync(join(dir, "filler"));
    const after = await enquireOk(site, true);
    await waitFor(
      "the emails after space was freed",
      async () => (received(restarted, due) >= 2 && received(restarted, after) >= 2 ? true : undefined),
      20_000,
    );
    await sleep(2000); // long enough for a second copy to arrive, if one were coming
    if (received(restarted, due) !== 2)
      problems.push(`${due}: ${received(restarted, due)} emails instead of 2`);
    problems.push(...(await nothingLost(databaseUrl, [...acknowledged, after])));
    detail =
      `filled the last ${Math.round(filled / 1024)} KB; pages served, forms answered 503 + Retry-After with the input kept (${sqliteCodes(site.output())}), ` +
      `no enquiry stored by halves; ${due}'s emails fell due meanwhile and were not sent (the outbox could not record its claim, and said so); staff export worked; ` +
      `space freed: ${after} stored and ${due}'s 2 emails sent once, no restart; the ${acknowledged.length} earlier enquiries intact`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await site?.stop();
    await smtp?.close();
    await unmount(dir).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(LABEL, problems, detail);
}
