import { EventEmitter } from "node:events";
import { type AddressInfo, createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { onTestFinished } from "vitest";

/** One email as the test SMTP server received it, with its headers unfolded and its body decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string[]>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  let body = raw.slice(split + 4);
  const encoding = headers.get("content-transfer-encoding")?.[0]?.toLowerCase();
  if (encoding === "quoted-printable") body = decodeQuotedPrintable(body);
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return {
    from,
    to,
    raw,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    body: body.replace(/\r\n/g, "\n"),
  };
}

export interface TestSmtp {
  port: number;
  mails: ReceivedMail[];
  /** Messages read but never accepted (with `holdEvery`): a sender stuck mid-send. */
  held: number;
  /** Resolves when `count` emails have arrived in all (or are held). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on localhost (no TLS, no login), keeping every message it accepts. */
export async function startSmtp(
  port = 0,
  options: {
    rejectRecipient?: (address: string) => boolean;
    /** Read every message but never answer it, so its sender stays mid-send until it gives up or dies. */
    holdEvery?: boolean;
    /** Close it when the current test ends (false outside a test, as in the fault scripts). */
    closeWhenTestEnds?: boolean;
  } = {},
): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const held = { count: 0 };
  // Told of each message as it is accepted, so a test waits for mail rather than for time.
  const arrived = new EventEmitter();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.rejectRecipient?.(address.address)) {
        // As Postfix words it: real servers quote the address they refuse.
        const error = Object.assign(
          new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`),
          { responseCode: 550 },
        );
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (options.holdEvery) {
          held.count++;
          arrived.emit("mail");
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        mails.push(
          parse(
            Buffer.concat(chunks).toString("utf8"),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        arrived.emit("mail");
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= new Promise<void>((resolve) => server.close(() => resolve())));
  // A test may also close it earlier, to take it down.
  if (options.closeWhenTestEnds !== false) onTestFinished(close);
  return {
    port: address.port,
    mails,
    get held() {
      return held.count;
    },
    async waitFor(count, timeoutMs = 10_000) {
      if (mails.length + held.count >= count) return mails;
      return new Promise((resolve, reject) => {
        const check = () => {
          if (mails.length + held.count < count) return;
          clearTimeout(timer);
          arrived.off("mail", check);
          resolve(mails);
        };
        const timer = setTimeout(() => {
          arrived.off("mail", check);
          reject(new Error(`Expected ${count} emails, got ${mails.length}`));
        }, timeoutMs);
        arrived.on("mail", check);
      });
    },
    close,
  };
}

/** A port nothing listens on (yet): for an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
