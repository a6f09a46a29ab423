/**
 * a. The SMTP server goes away. Enquiries are still thanked, because they are stored and their
 * emails wait in the outbox; when the SMTP server is back on the same port, the outbox sends each
 * email once, at its retry time.
 */
import { rmSync } from "node:fs";
import type { ServerProcess } from "../../tests/integration/support/server-process";
import { type TestSmtp, startSmtp } from "../../tests/integration/support/smtp";
import { tempFolder } from "./mounts";
import { type Outcome, describe, outcome, sleep, startSite, waitFor } from "./outcome";
import { nothingLost, readRecords } from "./records";
import { enquireOk, pagesServed } from "./site";

const LABEL = "a. SMTP server gone";

/** Emails received per reference. */
function received(smtp: TestSmtp, reference: string): number {
  return smtp.mails.filter((mail) => mail.header("x-saltbush-reference") === reference).length;
}

export async function smtpGone(): Promise<Outcome> {
  const dir = tempFolder("smtp");
  const problems: string[] = [];
  let detail = "";
  let smtp: TestSmtp | undefined;
  let site: ServerProcess | undefined;
  try {
    smtp = await startSmtp(0, { closeWhenTestEnds: false });
    const port = smtp.port;
    site = await startSite(dir, { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_POLL_SECONDS: "1" });
    const databaseUrl = site.databaseUrl;
    const before = await enquireOk(site, false);
    await smtp.waitFor(2, 15_000);
    await smtp.close();
    smtp = undefined;

    const during = [await enquireOk(site, false), await enquireOk(site, true)];
    problems.push(...(await pagesServed(site)));
    const waiting = await waitFor(
      "a failed attempt recorded for each email",
      async () => {
        const rows = (await readRecords(databaseUrl)).outbox.filter((row) => during.includes(row.reference));
        return rows.length === 4 &&
          rows.every((row) => row.status === "pending" && row.attempts >= 1 && row.lastError)
          ? rows
          : undefined;
      },
      15_000,
    );
    const retryAt = Math.max(...waiting.map((row) => row.nextAttemptAt));

    const restarted = await startSmtp(port, { closeWhenTestEnds: false });
    smtp = restarted;
    const back = Date.now();
    await waitFor(
      "the waiting emails once SMTP was back",
      async () => (during.every((ref) => received(restarted, ref) >= 2) ? true : undefined),
      retryAt - back + 20_000,
    );
    const seconds = Math.round((Date.now() - back) / 1000);
    await sleep(2000); // long enough for a second copy to arrive, if one were coming
    for (const reference of during) {
      if (received(restarted, reference) !== 2)
        problems.push(`${reference}: ${received(restarted, reference)} emails instead of 2`);
    }
    const outbox = (await readRecords(site.databaseUrl)).outbox;
    if (outbox.some((row) => row.status !== "sent"))
      problems.push("some emails are still not marked as sent");
    problems.push(...(await nothingLost(site.databaseUrl, [before, ...during])));
    detail =
      `${during.join(" and ")} thanked (/thank-you) while SMTP was down; their 4 emails waited ` +
      `(attempt recorded: "${waiting[0]!.lastError}") and went out ${seconds} s after SMTP came back, once each; pages served throughout`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await site?.stop();
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(LABEL, problems, detail);
}
