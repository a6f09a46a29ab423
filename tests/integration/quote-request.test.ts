import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { quoteAction } from "~/forms/quote-action.server";
import type { QuoteState } from "~/forms/quote-fields";
import { answer, formRequest, rows, testRuntime } from "./support/forms";
import { quoteFacts } from "./support/quote-facts";
import { startSmtp } from "./support/smtp";
import { startReceiver } from "./support/webhook-receiver";

const facts = quoteFacts();
const allQuoteSteps = facts.steps;

/** The current test's site (cleaned up when the test ends). */
let env: ReturnType<typeof testRuntime> | undefined;

async function post(fields: Record<string, string>) {
  return answer(await quoteAction(formRequest("/get-a-quote", fields), env!.runtime));
}

describe("a quote request through the steps, as a browser without scripts sends it", () => {
  it("moves on only when a step is right, goes back with nothing lost, and shows the area answer", async () => {
    env = testRuntime();
    const first = await post({ step: "0", intent: "next", kind: "quote", service: facts.service.value });
    expect(first.status).toBe(400);
    expect((first.data as QuoteState).errors).toEqual({ audience: "Choose who the service is for" });

    const second = await post({ ...allQuoteSteps, step: "0", intent: "next" });
    expect((second.data as QuoteState).step).toBe(1);

    const added = await post({ ...allQuoteSteps, step: "1", intent: "add" });
    expect((added.data as QuoteState).values.rows).toHaveLength(3);

    const checked = await post({ ...allQuoteSteps, place: facts.suburb.name, step: "2", intent: "check" });
    expect((checked.data as QuoteState).area).toMatchObject({
      kind: "covered",
      postcode: facts.suburb.postcode,
    });

    const back = await post({ ...allQuoteSteps, step: "3", intent: "back" });
    const state = back.data as QuoteState;
    expect(state.step).toBe(2);
    expect(state.values).toMatchObject({ name: "Ari Nguyen", reply: "email", place: facts.postcode });
    expect(state.values.rows[1]).toEqual({
      stream: "glass",
      size: facts.bins[1].value,
      count: "3",
      frequency: "weekly",
    });
  });

  it("sends a tampered earlier step back to that step", async () => {
    env = testRuntime();
    const result = await post({ ...allQuoteSteps, bin1_size: "swimming-pool", step: "3", intent: "send" });
    expect(result.status).toBe(400);
    expect((result.data as QuoteState).step).toBe(1);
    expect((result.data as QuoteState).errors).toEqual({ bin1_size: "Choose the size of bin 1" });
  });

  it("is stored as a quote with its answers, mailed with the reply choice, and exported", async () => {
    const smtp = await startSmtp();
    env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const sent = await post({ ...allQuoteSteps, step: "3", intent: "send" });
    expect(sent.status).toBe(303);
    const reference = new URL(sent.location!, "http://localhost").searchParams.get("ref")!;

    const db = await env.runtime.db();
    const [stored] = await rows(db, "SELECT * FROM enquiries WHERE reference = ?", [reference]);
    expect(stored).toMatchObject({
      kind: "quote",
      postcode: facts.postcode,
      service: facts.service.value,
      phone: "",
    });
    expect(JSON.parse(String(stored!.answers))).toMatchObject({
      reply: "email",
      covered: true,
      bins: [
        { stream: "general", size: facts.bins[0].value, count: 2, frequency: "2-weekly" },
        { stream: "glass", size: facts.bins[1].value, count: 3, frequency: "weekly" },
      ],
    });

    expect(await env.runtime.runOutboxOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    const staff = mails.find((mail) => mail.to.includes("enquiries@saltbush.example"))!;
    expect(staff.header("subject")).toBe(`New quote request ${reference}: ${facts.service.label} (Email me)`);
    expect(staff.body).toContain("Reply by: Email me");
    expect(staff.body).toContain(
      `Bins: 2 × ${facts.bins[0].label} for general waste, twice a week; ` +
        `3 × ${facts.bins[1].label} for glass bottles and jars, once a week`,
    );
    expect(staff.body).toContain(`Where: ${facts.postcode}, in our service area`);
    const visitor = mails.find((mail) => mail.to.includes("ari@example.com"))!;
    expect(visitor.body).toContain("You asked us to reply by email");
    expect(visitor.body).not.toContain("shared laneway");

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/enquiries.ts", "--format", "json"],
      { env: { ...process.env, DATABASE_URL: env.runtime.config.databaseUrl } },
    );
    const [exported] = JSON.parse(stdout) as Record<string, string>[];
    expect(exported).toMatchObject({ reference, request: "Quote" });
    expect(exported!.answers).toContain("Reply by: Email me");
  });

  it("is posted to the enquiry webhook with its answers as JSON, like an enquiry", async () => {
    const secret = "test-webhook-secret-of-32-characters!";
    const receiver = await startReceiver(secret);
    env = testRuntime({ webhook: { url: receiver.url, secret } });
    const sent = await post({ ...allQuoteSteps, step: "3", intent: "send" });
    const reference = new URL(sent.location!, "http://localhost").searchParams.get("ref")!;
    const db = await env.runtime.db();
    // Queued in the quote's own transaction, beside its two emails (which wait: no SMTP here).
    expect(await rows(db, "SELECT channel, kind FROM outbox ORDER BY id")).toEqual([
      expect.objectContaining({ channel: "email", kind: "notification" }),
      expect.objectContaining({ channel: "email", kind: "acknowledgement" }),
      expect.objectContaining({ channel: "webhook", kind: "webhook" }),
    ]);
    expect(await env.runtime.runOutboxOnce()).toBe(1);
    const [delivery] = receiver.deliveries;
    expect(delivery!.signatureValid).toBe(true);
    expect(delivery!.json).toMatchObject({
      event: "enquiry.created",
      enquiry: {
        reference,
        kind: "quote",
        answers: { reply: "email", covered: true, postcode: facts.postcode },
      },
    });
  });
});
