import { EventEmitter } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { onTestFinished } from "vitest";

/**
 * A real SMTP server that counts what it accepts by recipient, for thousands of messages. With
 * `holdAt`, the message after that many is read and never answered: its sender is mid-send, and
 * the message counts only if it is sent again and accepted (as a real server would have it).
 */
export async function countingSmtp(holdAt = Infinity) {
  const accepted = new Map<string, number>();
  const events = new EventEmitter();
  let total = 0;
  let held = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // No DNS look-up of the client's address on each connection: thousands of them here.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        if (total >= holdAt && !held) {
          held = true;
          events.emit("held");
          return;
        }
        for (const { address } of session.envelope.rcptTo)
          accepted.set(address, (accepted.get(address) ?? 0) + 1);
        total++;
        events.emit("accepted", total);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const port = (server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  const when = (event: string, test: () => boolean, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (test()) return resolve();
      const timer = setTimeout(
        () => reject(new Error(`Waited ${timeoutMs} ms; accepted ${total}`)),
        timeoutMs,
      );
      const check = () => {
        if (!test()) return;
        clearTimeout(timer);
        events.off(event, check);
        resolve();
      };
      events.on(event, check);
    });
  return {
    port,
    accepted,
    get total() {
      return total;
    },
    untilAccepted: (count: number, timeoutMs = 120_000) => when("accepted", () => total >= count, timeoutMs),
    untilHeld: (timeoutMs = 120_000) => when("held", () => held, timeoutMs),
  };
}
