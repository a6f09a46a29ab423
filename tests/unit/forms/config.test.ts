import { describe, expect, it } from "vitest";
import { describeSmtp, formsConfig } from "../../../server/forms/config";

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

  it.each([
    [{ CONTACT_RATE_LIMIT: "lots" }, /CONTACT_RATE_LIMIT must be a number/],
    [{ FORM_MIN_SECONDS: "-1" }, /FORM_MIN_SECONDS must be a number/],
    [{ SMTP_URL: "mail.example.com:587" }, /SMTP_URL must look like smtp:\/\//],
    [{ SMTP_URL: "https://mail.example.com" }, /SMTP_URL must look like smtp:\/\//],
  ])("refuses %j with a clear message", (env, message) => expect(() => formsConfig(env)).toThrow(message));

  it("never logs the SMTP password", () => {
    expect(describeSmtp("smtp://user:secret@mail.example.com:587")).toBe("smtp://mail.example.com:587");
  });
});
