import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { REFERENCE_PATTERN } from "~/forms/reference";
import { answer, formRequest, rows, testRuntime, validEnquiry } from "./support/forms";
import { startSmtp } from "./support/smtp";

/** The current test's site (cleaned up when the test ends). */
let env: ReturnType<typeof testRuntime> | undefined;

async function submit(fields: Record<string, string>) {
  const result = answer(await enquiryAction(formRequest("/contact-us", fields), env!.runtime));
  expect(result.status).toBe(303);
  const reference = new URL(result.location!, "http://localhost").searchParams.get("ref")!;
  expect(result.location).toBe(`/thank-you?ref=${reference}`);
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference;
}

describe("an accepted enquiry, with a real SQLite file and a real SMTP server", () => {
  it("is in the database, and both emails arrive", async () => {
    const smtp = await startSmtp();
    env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const reference = await submit(validEnquiry);

    const db = await env.runtime.db();
    const [stored] = await rows(db, "SELECT * FROM enquiries WHERE reference = ?", [reference]);
    expect(stored).toMatchObject({
      name: "Zoë O'Brien",
      email: "zoe@example.com",
      phone: "0412 345 678",
      business: "Wattle Café",
      postcode: "3175",
      audience: "small-business",
      service: "grease-trap-pump-outs",
      service_label: "Grease trap pump-outs",
      message: validEnquiry.message,
      privacy_agreed: 1,
      channel: "no-js",
    });

    expect(await env.runtime.runOutboxOnce()).toBe(2);
    const mails = await smtp.waitFor(2);
    const notification = mails.find((mail) => mail.to.includes("enquiries@saltbush.example"))!;
    const acknowledgement = mails.find((mail) => mail.to.includes("zoe@example.com"))!;

    expect(notification.header("subject")).toBe(
      `New enquiry ${reference}: Grease trap pump-outs (Small business)`,
    );
    expect(notification.header("reply-to")).toBe("zoe@example.com");
    expect(notification.header("from")).toBe("Saltbush Environmental <hello@saltbush.example>");
    expect(notification.body).toContain("Name: Zoë O'Brien");
    expect(notification.body).toContain("Phone: 0412 345 678");
    expect(notification.body).toContain(
      "Our grease trap needs pumping out every month.\nThe pit is behind the kitchen.",
    );

    expect(acknowledgement.header("subject")).toBe(`We've received your enquiry (${reference})`);
    expect(acknowledgement.header("reply-to")).toBe("enquiries@saltbush.example");
    expect(acknowledgement.header("auto-submitted")).toBe("auto-generated");
    expect(acknowledgement.body).toContain(`Your reference number is ${reference}`);
    expect(acknowledgement.body).not.toContain("grease trap needs pumping"); // nothing the visitor wrote

    const outbox = await rows(db, "SELECT kind, status, attempts FROM outbox ORDER BY kind");
    expect(outbox).toEqual([
      expect.objectContaining({ kind: "acknowledgement", status: "sent", attempts: 1 }),
      expect.objectContaining({ kind: "notification", status: "sent", attempts: 1 }),
    ]);
    // Sent once: a second run finds nothing due.
    expect(await env.runtime.runOutboxOnce()).toBe(0);
  });

  it("cannot inject headers or HTML into the mail", async () => {
    const smtp = await startSmtp();
    env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    await submit({
      ...validEnquiry,
      name: "Eve\r\nBcc: victim@example.net\r\nSubject: You won",
      business: "<img src=x onerror=alert(1)>",
      message: "<script>alert('hi')</script>\r\n\r\n.\r\nMAIL FROM:<x@example.net>",
    });
    await env.runtime.runOutboxOnce();
    const mails = await smtp.waitFor(2);
    for (const mail of mails) {
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.headers.get("subject")).toHaveLength(1);
      expect(mail.header("content-type")).toMatch(/^text\/plain/);
      expect(mail.raw).not.toMatch(/text\/html/i);
      expect(mail.to).not.toContain("victim@example.net");
    }
    const notification = mails.find((mail) => mail.to.includes("enquiries@saltbush.example"))!;
    expect(notification.body).toContain("Name: Eve Bcc: victim@example.net Subject: You won");
    expect(notification.body).toContain("Business: <img src=x onerror=alert(1)>"); // inert in text/plain
    expect(notification.body).toContain("\n.\nMAIL FROM:<x@example.net>"); // SMTP dot-stuffing kept it in the body
  });

  it("is accepted and stored without any SMTP server configured, its mail kept in the outbox", async () => {
    env = testRuntime({ smtpUrl: undefined });
    const reference = await submit(validEnquiry);
    expect(await env.runtime.runOutboxOnce()).toBe(0);
    const db = await env.runtime.db();
    const outbox = await rows(
      db,
      "SELECT o.status FROM outbox o JOIN enquiries e ON e.id = o.enquiry_id WHERE e.reference = ?",
      [reference],
    );
    expect(outbox.map((row) => row.status)).toEqual(["pending", "pending"]);
  });
});
