import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { RETRY_RULES } from "../../app/forms/mail/retry.server";
import { answer, formRequest, recordingLogger, rows, testRuntime, validEnquiry } from "./support/forms";
import { freePort, startSmtp } from "./support/smtp";

describe("when the SMTP server is down", () => {
  it("the enquiry is stored, and its mail goes out once the server is back", async () => {
    const port = await freePort();
    const env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${port}` });
    const result = answer(await enquiryAction(formRequest("/contact-us", validEnquiry), env.runtime));
    expect(result.status).toBe(303);
    const reference = new URL(result.location!, "http://localhost").searchParams.get("ref");

    // The server is down: nothing is sent, nothing is lost, each message waits for its retry.
    expect(await env.runtime.runOutboxOnce()).toBe(0);
    const db = await env.runtime.db();
    expect(await rows(db, "SELECT reference FROM enquiries")).toEqual([
      expect.objectContaining({ reference }),
    ]);
    const waiting = await rows(db, "SELECT status, attempts, last_error, next_attempt_at FROM outbox");
    expect(waiting).toHaveLength(2);
    for (const message of waiting) {
      expect(message).toMatchObject({ status: "pending", attempts: 1 });
      expect(String(message.last_error)).toMatch(/ECONNREFUSED|connect/i);
      expect(Number(message.next_attempt_at)).toBeGreaterThanOrEqual(
        env.clock.now + RETRY_RULES.firstDelayMs,
      );
    }

    // Still down at the next try: the wait doubles.
    env.clock.now += 40_000;
    expect(await env.runtime.runOutboxOnce()).toBe(0);
    const again = await rows(db, "SELECT attempts, next_attempt_at FROM outbox");
    for (const message of again) {
      expect(message.attempts).toBe(2);
      expect(Number(message.next_attempt_at)).toBeGreaterThanOrEqual(
        env.clock.now + 2 * RETRY_RULES.firstDelayMs,
      );
    }

    // The server comes back on the same address; nothing is sent before the retry is due...
    const smtp = await startSmtp(port);
    expect(await env.runtime.runOutboxOnce()).toBe(0);
    // ...and everything is sent once it is.
    env.clock.now += 80_000;
    expect(await env.runtime.runOutboxOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual(["enquiries@saltbush.example", "zoe@example.com"]);
    expect(
      (await rows(db, "SELECT status, attempts, last_error FROM outbox")).map((row) => [
        row.status,
        row.attempts,
        row.last_error,
      ]),
    ).toEqual([
      ["sent", 3, null],
      ["sent", 3, null],
    ]);
  });

  it("keeps working with the background worker: a kick after the server returns sends the mail", async () => {
    const port = await freePort();
    const env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxPollMs: 50 });
    await env.runtime.start();
    await enquiryAction(formRequest("/contact-us", validEnquiry), env.runtime);
    const db = await env.runtime.db();
    await expect
      .poll(async () => (await rows(db, "SELECT attempts FROM outbox WHERE attempts > 0")).length)
      .toBe(2);

    const smtp = await startSmtp(port);
    env.clock.now += 60 * 60_000;
    env.runtime.kickOutbox();
    await smtp.waitFor(2);
    await expect
      .poll(async () => (await rows(db, "SELECT 1 FROM outbox WHERE status = 'sent'")).length)
      .toBe(2);
  });

  it("gives up on a recipient the server refuses for good, after three tries, and keeps the record", async () => {
    const smtp = await startSmtp(0, { rejectRecipient: (address) => address === "zoe@example.com" });
    const { logger, lines } = recordingLogger();
    const env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }, logger);
    await enquiryAction(formRequest("/contact-us", validEnquiry), env.runtime);
    for (let i = 0; i < 3; i++) {
      await env.runtime.runOutboxOnce();
      env.clock.now += 2 * 60 * 60_000;
    }
    const db = await env.runtime.db();
    const outbox = await rows(db, "SELECT kind, status, attempts FROM outbox ORDER BY kind");
    expect(outbox.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ["acknowledgement", "failed", 3],
      ["notification", "sent", 1],
    ]);
    // The server's refusal quotes the address; the log, which a privacy deletion cannot reach, does not.
    expect(lines.filter((line) => /Gave up|Could not send/.test(line))).toHaveLength(3);
    expect(lines.join("\n")).not.toMatch(/zoe@example\.com/i);
  });
});
