import { describe, expect, it } from "vitest";
import {
  RETRY_RULES,
  afterFailedAttempt,
  classifySendError,
  retryDelayMs,
} from "../../../app/forms/mail/retry.server";

const noJitter = () => 0;

describe("outbox retry rules", () => {
  it("waits 30 s after the first failure and doubles each time", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelayMs(attempts, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("never waits more than an hour (plus jitter), however many failures", () => {
    expect(retryDelayMs(8, noJitter)).toBe(RETRY_RULES.maxDelayMs);
    expect(retryDelayMs(500, noJitter)).toBe(RETRY_RULES.maxDelayMs);
    expect(retryDelayMs(500, () => 1)).toBe(RETRY_RULES.maxDelayMs * 1.2);
  });

  it("spreads retries by up to 20 %", () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(33_000);
    expect(retryDelayMs(1, () => 1)).toBe(36_000);
  });

  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED"), { code: "ESOCKET" })],
    ["a timeout", Object.assign(new Error("Greeting never received"), { code: "ETIMEDOUT" })],
    ["greylisting", { responseCode: 451, command: "RCPT TO" }],
    ["a full mailbox for now", { responseCode: 452, command: "RCPT TO" }],
    ["a rejected login", { responseCode: 535, command: "AUTH PLAIN", code: "EAUTH" }],
    ["a rejected sender (our configuration)", { responseCode: 550, command: "MAIL FROM" }],
    ["something that is not an error", "boom"],
  ])("treats %s as temporary", (_, error) => expect(classifySendError(error)).toBe("transient"));

  it.each([
    ["an unknown recipient", { responseCode: 550, command: "RCPT TO" }],
    ["content refused", { responseCode: 554, command: "DATA" }],
  ])("treats %s as final for that message", (_, error) => expect(classifySendError(error)).toBe("permanent"));

  it("keeps retrying temporary failures, whatever the count", () => {
    for (const attempts of [1, 3, 10, 100, 10_000]) {
      expect(afterFailedAttempt(attempts, "transient", 1_000, noJitter)).toEqual({
        status: "pending",
        nextAttemptAt: 1_000 + retryDelayMs(attempts, noJitter),
      });
    }
  });

  it("gives up on a final refusal only after three tries", () => {
    expect(afterFailedAttempt(1, "permanent", 0, noJitter)).toEqual({
      status: "pending",
      nextAttemptAt: 30_000,
    });
    expect(afterFailedAttempt(2, "permanent", 0, noJitter)).toEqual({
      status: "pending",
      nextAttemptAt: 60_000,
    });
    expect(afterFailedAttempt(3, "permanent", 0, noJitter)).toEqual({ status: "failed" });
  });
});
