import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { enquiryRetentionMonths, retentionPhrase } from "~/content/retention";
import { privacyContent } from "~/content/index.server";
import { retentionCutoff } from "../../app/forms/store/retention.server";
import type { FormsRuntime } from "../../app/forms/runtime.server";
import { formRequest, recordingLogger, rows, testRuntime, validEnquiry } from "./support/forms";
import { subscribe } from "./support/subscription";

const DAY = 24 * 60 * 60_000;
const enquire = (runtime: FormsRuntime) => enquiryAction(formRequest("/contact-us", validEnquiry), runtime);

describe("the retention job", () => {
  it("deletes enquiries older than the period, with their mail, and logs what it did (controlled clock)", async () => {
    const { logger, lines } = recordingLogger();
    const env = testRuntime({}, logger);
    const { runtime, clock } = env;
    const db = await runtime.db();
    clock.now = Date.parse("2024-03-31T10:00:00Z");
    await enquire(runtime); // old: two years and a day before the job runs
    clock.now = Date.parse("2024-04-02T10:00:00Z");
    await enquire(runtime); // a day inside the period
    clock.now = Date.parse("2026-04-01T09:00:00Z");
    await enquire(runtime); // new
    expect(await rows(db, "SELECT COUNT(*) AS n FROM outbox")).toEqual([expect.objectContaining({ n: 6 })]);

    const summary = await runtime.runRetention();
    expect(summary).toMatchObject({ cutoff: "2024-04-01T09:00:00.000Z", enquiries: 1, enquiryMail: 2 });
    expect(
      (await rows(db, "SELECT created_at FROM enquiries ORDER BY id")).map((row) => row.created_at),
    ).toEqual(["2024-04-02T10:00:00.000Z", "2026-04-01T09:00:00.000Z"]);
    expect(await rows(db, "SELECT COUNT(*) AS n FROM outbox")).toEqual([expect.objectContaining({ n: 4 })]);
    expect(lines.at(-1)).toMatch(
      /^info: Retention \(enquiries kept 24 months\): deleted 1 enquiries received before 2024-04-01T09:00:00.000Z with 2 mail and webhook records/,
    );

    // The next day's run: the second enquiry has now passed the period too.
    clock.now += 2 * DAY;
    expect(await runtime.runRetention()).toMatchObject({ enquiries: 1, enquiryMail: 2 });
    expect(await runtime.runRetention()).toMatchObject({ enquiries: 0, enquiryMail: 0 });
  });

  it("counts calendar months, ending on the last day of a shorter month", () => {
    expect(retentionCutoff(Date.parse("2026-03-31T12:00:00Z"), 1).toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(retentionCutoff(Date.parse("2026-11-24T00:00:00Z"), 24).toISOString()).toBe(
      "2024-11-24T00:00:00.000Z",
    );
    expect(retentionCutoff(Date.parse("2028-02-29T00:00:00Z"), 12).toISOString()).toBe(
      "2027-02-28T00:00:00.000Z",
    );
  });

  it("sends addresses stored before confirmation existed their one confirmation", async () => {
    const env = testRuntime();
    const db = await env.runtime.db();
    await db.execute({
      sql: "INSERT INTO subscribers (email, email_key, created_at, source_path, status, token_nonce) VALUES (?, ?, ?, ?, 'pending', ?)",
      args: [
        "old@example.com",
        "old@example.com",
        "2026-11-01T00:00:00.000Z",
        "/",
        "00112233445566778899aabb",
      ],
    });
    await subscribe(env.runtime, "new@example.com");
    expect(await env.runtime.runRetention()).toMatchObject({ confirmationsSent: 1 });
    expect(await rows(db, "SELECT recipient, kind FROM outbox ORDER BY id")).toEqual([
      expect.objectContaining({ recipient: "new@example.com", kind: "confirmation" }),
      expect.objectContaining({ recipient: "old@example.com", kind: "confirmation" }),
    ]);
    expect(await env.runtime.runRetention()).toMatchObject({ confirmationsSent: 0 });
  });

  it("uses the period the privacy policy states", () => {
    const env = testRuntime();
    const policy = JSON.stringify(privacyContent());
    expect(env.runtime.retentionMonths).toBe(enquiryRetentionMonths);
    // The policy names the period the deletion job applies, wherever its sentence puts it.
    expect(policy).toContain(retentionPhrase(enquiryRetentionMonths));
    expect(retentionPhrase(18)).toBe("18 months");
    expect(retentionPhrase(12)).toBe("1 year");
  });

  it("runs at start-up and logs it", async () => {
    const { logger, lines } = recordingLogger();
    const env = testRuntime({}, logger);
    await env.runtime.start();
    await env.runtime.stop();
    expect(lines.some((line) => line.startsWith("info: Retention (enquiries kept 24 months)"))).toBe(true);
  });
});
