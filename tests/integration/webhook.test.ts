import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { RETRY_RULES } from "../../app/forms/mail/retry.server";
import type { FormsRuntime } from "../../app/forms/runtime.server";
import { WEBHOOK_HEADERS, webhookSignature } from "../../app/forms/mail/webhook.server";
import { formRequest, recordingLogger, rows, testRuntime, validEnquiry } from "./support/forms";
import { startReceiver } from "./support/webhook-receiver";

const SECRET = "test-webhook-secret-of-32-characters!";
async function siteWithWebhook(url: string) {
  const { logger, lines } = recordingLogger();
  const env = testRuntime({ webhook: { url, secret: SECRET } }, logger);
  return { runtime: env.runtime, clock: env.clock, lines, db: await env.runtime.db() };
}

const enquire = (runtime: FormsRuntime) => enquiryAction(formRequest("/contact-us", validEnquiry), runtime);

const webhookRow = async (db: Awaited<ReturnType<typeof siteWithWebhook>>["db"]) =>
  (
    await rows(
      db,
      "SELECT status, attempts, next_attempt_at, last_error FROM outbox WHERE channel = 'webhook'",
    )
  )[0]!;

describe("the enquiry webhook", () => {
  it("POSTs each new enquiry as signed JSON built from the stored row", async () => {
    const receiver = await startReceiver(SECRET);
    const { runtime, db } = await siteWithWebhook(receiver.url);
    await enquire(runtime);
    // Queued in the enquiry's own transaction, beside its two emails (which wait: no SMTP here).
    expect(await rows(db, "SELECT channel, kind FROM outbox ORDER BY id")).toEqual([
      expect.objectContaining({ channel: "email", kind: "notification" }),
      expect.objectContaining({ channel: "email", kind: "acknowledgement" }),
      expect.objectContaining({ channel: "webhook", kind: "webhook" }),
    ]);
    expect(await runtime.runOutboxOnce()).toBe(1);
    const [delivery] = receiver.deliveries;
    expect(delivery!.signatureValid).toBe(true);
    expect(delivery!.headers["content-type"]).toBe("application/json");
    expect(delivery!.headers[WEBHOOK_HEADERS.event.toLowerCase()]).toBe("enquiry.created");
    const [stored] = await rows(db, "SELECT * FROM enquiries");
    expect(delivery!.json).toEqual({
      event: "enquiry.created",
      type: "enquiry",
      delivery: expect.any(Number),
      sent_at: expect.any(String),
      enquiry: {
        reference: stored!.reference,
        created_at: stored!.created_at,
        name: "Zoë O'Brien",
        email: "zoe@example.com",
        phone: "0412 345 678",
        business: "Wattle Café",
        postcode: "3175",
        audience: "small-business",
        service: "grease-trap-pump-outs",
        service_label: stored!.service_label,
        message: validEnquiry.message,
        privacy_agreed: true,
        channel: "no-js",
        kind: "enquiry",
        answers: null,
      },
    });
    expect(delivery!.headers[WEBHOOK_HEADERS.delivery.toLowerCase()]).toBe(String(delivery!.json.delivery));
    expect(await webhookRow(db)).toMatchObject({ status: "sent", attempts: 1 });
    // A receiver checking with another secret would refuse it.
    expect(webhookSignature("another-secret-another-secret-xx", delivery!.body, 1)).not.toBe(
      delivery!.headers["x-saltbush-signature"],
    );
  });

  it("sends a queued delivery to the address the site has now, not the one it had when the enquiry came", async () => {
    const before = await startReceiver(SECRET);
    const now = await startReceiver(SECRET);
    const old = testRuntime({ webhook: { url: before.url, secret: SECRET } });
    await enquire(old.runtime);
    await old.runtime.stop();
    // The site restarted with a new ENQUIRY_WEBHOOK_URL while the delivery waited.
    const current = testRuntime({
      databaseUrl: old.runtime.config.databaseUrl,
      webhook: { url: now.url, secret: SECRET },
    });
    expect(await current.runtime.runOutboxOnce()).toBe(1);
    expect(now.deliveries).toHaveLength(1);
    expect(before.deliveries).toHaveLength(0);
  });

  it("retries with back-off while the receiver is down, and delivers once it is back", async () => {
    const receiver = await startReceiver(SECRET);
    const url = receiver.url;
    await receiver.stop();
    const { runtime, clock, db, lines } = await siteWithWebhook(url);
    await enquire(runtime);
    const start = clock.now;
    expect(await runtime.runOutboxOnce()).toBe(0);
    const first = await webhookRow(db);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(String(first.last_error)).toMatch(/could not be reached/);
    const firstDelay = Number(first.next_attempt_at) - start;
    expect(firstDelay).toBeGreaterThanOrEqual(RETRY_RULES.firstDelayMs);
    expect(firstDelay).toBeLessThanOrEqual(RETRY_RULES.firstDelayMs * (1 + RETRY_RULES.jitter));
    // Not due yet: nothing is tried.
    expect(await runtime.runOutboxOnce()).toBe(0);
    expect(await webhookRow(db)).toMatchObject({ attempts: 1 });
    clock.now = Number(first.next_attempt_at);
    expect(await runtime.runOutboxOnce()).toBe(0);
    const second = await webhookRow(db);
    expect(second).toMatchObject({ status: "pending", attempts: 2 });
    expect(Number(second.next_attempt_at) - clock.now).toBeGreaterThanOrEqual(2 * RETRY_RULES.firstDelayMs);
    expect(lines.some((line) => /^warn: Could not send the webhook delivery for SB-/.test(line))).toBe(true);

    await receiver.start();
    clock.now = Number(second.next_attempt_at);
    expect(await runtime.runOutboxOnce()).toBe(1);
    expect(receiver.deliveries).toHaveLength(1);
    expect(receiver.deliveries[0]!.signatureValid).toBe(true);
    expect(await webhookRow(db)).toMatchObject({ status: "sent", attempts: 3, last_error: null });
  });

  it("keeps retrying a receiver that answers 500, and gives up on one that refuses the delivery (4xx) after three tries", async () => {
    const receiver = await startReceiver(SECRET);
    const { runtime, clock, db } = await siteWithWebhook(receiver.url);
    await enquire(runtime);
    receiver.answer(500);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await runtime.runOutboxOnce();
      const row = await webhookRow(db);
      expect(row).toMatchObject({
        status: "pending",
        attempts: attempt,
        last_error: "The webhook receiver answered 500",
      });
      clock.now = Number(row.next_attempt_at);
    }
    receiver.answer(200);
    expect(await runtime.runOutboxOnce()).toBe(1);
    expect(await webhookRow(db)).toMatchObject({ status: "sent", attempts: 5 });
    expect(receiver.deliveries.every((delivery) => delivery.signatureValid)).toBe(true);

    await enquire(runtime);
    receiver.answer(401);
    const refused = async () =>
      (
        await rows(
          db,
          "SELECT status, attempts, next_attempt_at FROM outbox WHERE channel = 'webhook' ORDER BY id DESC",
        )
      )[0]!;
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runtime.runOutboxOnce();
      clock.now = Math.max(clock.now, Number((await refused()).next_attempt_at));
    }
    expect(await refused()).toMatchObject({ status: "failed", attempts: 3 });
  });
});
