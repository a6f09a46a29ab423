import { connect } from "node:net";
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

interface SocketRequest {
  host?: string;
  port?: number | string;
  secure?: boolean;
  connectionTimeout?: number | string;
}

type SocketAnswer = (error: Error | null, socket: false | { connection: import("node:net").Socket }) => void;

/**
 * Opens a plain SMTP connection (port 25 or 587, upgraded by STARTTLS after) with Nagle's
 * algorithm off. Nodemailer writes the end of a message as a small write of its own, which Nagle
 * holds until the server acknowledges the data before it, and servers delay that acknowledgement
 * (40 ms on Linux): on a local server it was nine tenths of each message's time in a bulk send.
 * An implicit-TLS connection (port 465) is left to nodemailer. `getSocket` is nodemailer's
 * documented hook for giving it the connection; the connect timeout is kept here, as it would be
 * there.
 */
function openWithoutDelay(request: SocketRequest, answer: SocketAnswer) {
  const port = Number(request.port) || 587;
  if (request.secure ?? port === 465) return answer(null, false);
  const socket = connect({ host: request.host ?? "localhost", port, noDelay: true });
  socket.setTimeout(Number(request.connectionTimeout) || 10_000);
  const fail = (error: Error) => {
    socket.destroy();
    answer(error, false);
  };
  const timedOut = () => fail(Object.assign(new Error("Connection timeout"), { code: "ETIMEDOUT" }));
  socket.once("error", fail);
  socket.once("timeout", timedOut);
  socket.once("connect", () => {
    socket.off("error", fail).off("timeout", timedOut).setTimeout(0);
    answer(null, { connection: socket });
  });
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
  // Set on the transport, as nodemailer's proxy documentation does; a proxy in SMTP_URL brings its own.
  if (!new URL(smtpUrl).searchParams.has("proxy")) Object.assign(transport, { getSocket: openWithoutDelay });
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
