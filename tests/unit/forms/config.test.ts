import { describe, expect, it } from "vitest";
import { describeSmtp, formsConfig } from "../../../app/forms/config.server";

describe("forms configuration", () => {
  it("has production defaults", () => {
    expect(formsConfig({})).toMatchObject({
      databaseUrl: "file:./data/saltbush.db",
      smtpUrl: undefined,
      enquiryTo: "hello@saltbush.example",
      contactRateLimit: 5,
      subscribeRateLimit: 10,
      rateLimitWindowMs: 900_000,
      minFillMs: 3000,
      maxBodyBytes: 32 * 1024,
    });
  });

  it("reads the environment", () => {
    const config = formsConfig({
      DATABASE_URL: "file:/srv/x.db",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      CONTACT_RATE_LIMIT: "0",
      FORM_MIN_SECONDS: "1.5",
    });
    expect(config).toMatchObject({
      databaseUrl: "file:/srv/x.db",
      smtpUrl: "smtps://u:p@mail.example.com:465",
      contactRateLimit: 0,
      minFillMs: 1500,
    });
  });

  it("takes a PostgreSQL server with a pool size and an outbox lease, and refuses a libSQL server", () => {
    expect(
      formsConfig({
        DATABASE_URL: "postgresql://site:pw@db.internal/saltbush",
        DATABASE_POOL_SIZE: "4",
        OUTBOX_LEASE_SECONDS: "60",
      }),
    ).toMatchObject({
      databaseUrl: "postgresql://site:pw@db.internal/saltbush",
      databasePoolSize: 4,
      outboxLeaseMs: 60_000,
    });
    expect(formsConfig({})).toMatchObject({ databasePoolSize: 10, outboxLeaseMs: 300_000 });
    expect(() => formsConfig({ DATABASE_URL: "libsql://db.example.turso.io" })).toThrow(
      /DATABASE_URL must be a SQLite file .* or a PostgreSQL server/,
    );
  });

  it.each([
    [{ CONTACT_RATE_LIMIT: "lots" }, /CONTACT_RATE_LIMIT must be a number/],
    [{ FORM_MIN_SECONDS: "-1" }, /FORM_MIN_SECONDS must be a number/],
    [{ SMTP_URL: "mail.example.com:587" }, /SMTP_URL must look like smtp:\/\//],
    [{ SMTP_URL: "https://mail.example.com" }, /SMTP_URL must look like smtp:\/\//],
    // Earlier secrets still verify links: as long as the current one must be.
    [{ SECRET_PREVIOUS: "short" }, /SECRET_PREVIOUS \(secret 1\) must be at least 32 characters/],
    [{ SECRET_PREVIOUS: `${"k".repeat(40)},tiny` }, /SECRET_PREVIOUS \(secret 2\) must be at least 32/],
    // Enquiries over plain http only to this machine.
    [
      { ENQUIRY_WEBHOOK_URL: "http://crm.example/hook", ENQUIRY_WEBHOOK_SECRET: "s".repeat(32) },
      /https:\/\//,
    ],
    [{ ENQUIRY_WEBHOOK_URL: "http://10.0.0.5/hook", ENQUIRY_WEBHOOK_SECRET: "s".repeat(32) }, /https:\/\//],
  ])("refuses %j with a clear message", (env, message) => expect(() => formsConfig(env)).toThrow(message));

  it("takes earlier secrets of full length, and a webhook over https or on this machine", () => {
    const secret = "s".repeat(32);
    expect(formsConfig({ SECRET_PREVIOUS: `${"a".repeat(32)}, ${"b".repeat(44)}` }).previousSecrets).toEqual([
      "a".repeat(32),
      "b".repeat(44),
    ]);
    for (const url of [
      "https://crm.example/hook",
      "http://127.0.0.1:9000/hook",
      "http://localhost/hook",
      "http://[::1]:8080/",
    ])
      expect(formsConfig({ ENQUIRY_WEBHOOK_URL: url, ENQUIRY_WEBHOOK_SECRET: secret }).webhook?.url).toBe(
        url,
      );
  });

  it("never logs the SMTP password or host: the setting's name and scheme only", () => {
    expect(describeSmtp("smtp://user:secret@mail.example.com:587")).toBe(
      "the SMTP server in SMTP_URL (smtp:…)",
    );
  });
});
