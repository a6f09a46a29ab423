import nodemailer from "nodemailer";
import type { OutboxMessage } from "./outbox.server";
import type { DkimSettings } from "./dkim.server";

export type SendMail = (message: OutboxMessage) => Promise<void>;

export interface Mailer {
  send: SendMail;
  close(): void;
}

/** Timeouts unless SMTP_URL sets its own: a hung server must not stall the outbox for minutes. */
const TIMEOUTS = { connectionTimeout: "10000", greetingTimeout: "10000", socketTimeout: "30000" };

function withTimeouts(smtpUrl: string, pooled: boolean): string {
  const url = new URL(smtpUrl);
  // A pool keeps a few connections open and sends message after message on them (the monthly e-mail).
  if (pooled && !url.searchParams.has("pool")) url.searchParams.set("pool", "true");
  for (const [name, value] of Object.entries(TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** The domain for Message-IDs, taken from the sender's address. */
function senderDomain(from: string): string {
  const at = from.lastIndexOf("@");
  const rest = from.slice(at + 1).trimEnd();
  const domain = rest.endsWith(">") ? rest.slice(0, -1) : rest;
  return at !== -1 && domain && !/[\s>]/.test(domain) ? domain : "localhost";
}

/**
 * Sends outbox messages over SMTP (SMTP_URL, for example smtp://user:password@mail.example.com:587).
 * The Message-ID is fixed per outbox row, so if a message is sent twice (a crash between the
 * server accepting it and the outbox recording that) mail clients can drop the copy.
 */
export function createMailer(smtpUrl: string, from: string, dkim?: DkimSettings, pooled = false): Mailer {
  const transport = nodemailer.createTransport(withTimeouts(smtpUrl, pooled));
  const domain = senderDomain(from);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        replyTo: message.replyTo ?? undefined,
        subject: message.subject,
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        messageId: `<outbox-${message.id}.${message.reference.toLowerCase() || "list"}@${domain}>`,
        headers: {
          ...(message.reference ? { "X-Saltbush-Reference": message.reference } : {}),
          // Tells auto-responders not to answer an automatic email (RFC 3834).
          ...(message.kind !== "notification" ? { "Auto-Submitted": "auto-generated" } : {}),
          // Subscriber mail: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058), set when queued.
          ...message.headers,
        },
        // Nothing in a message may pull in a file or a URL from the server.
        disableFileAccess: true,
        disableUrlAccess: true,
        // Signed with the domain's key when one is configured (nodemailer's own DKIM signer).
        ...(dkim ? { dkim } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}
