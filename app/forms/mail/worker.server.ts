import type { Database } from "../store/sql.server";
import {
  type OutboxChannel,
  type OutboxMessage,
  claimDue,
  markFailedAttempt,
  markSent,
} from "./outbox.server";
import { afterFailedAttempt, classifySendError } from "./retry.server";
import type { SendMail } from "./mailer.server";
import { type Logger, withoutAddresses } from "../log.server";
import { describeError as describe } from "../store/database-errors.server";

export interface OutboxWorkerOptions {
  db: () => Promise<Database>;
  /** Sends one message on its channel (SMTP or the webhook); throws when it did not go out. */
  send: SendMail;
  /** The channels that can send now; messages on the others wait in the outbox. */
  channels?: OutboxChannel[];
  log: Logger;
  pollMs: number;
  /** How long a claimed message is held for this server (OUTBOX_LEASE_SECONDS). */
  leaseMs: number;
  now?: () => number;
  batchSize?: number;
  /** Told about each failed database call (the runtime then decides whether to reconnect). */
  onDatabaseError?: (error: unknown) => void;
  /** At most this many messages a minute from this worker (the monthly e-mail's MONTHLY_PER_MINUTE). */
  perMinute?: number;
  /** Told about a message given up on because the server refused it for good. */
  onRefused?: (db: Database, message: OutboxMessage) => Promise<void>;
}

export interface OutboxWorker {
  start(): void;
  /** Asks for a run soon, for example right after an enquiry was stored. */
  kick(): void;
  /** Sends what is due now; resolves with the number of messages sent. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for a send in progress to finish. */
  stop(): Promise<void>;
}

/** For log lines: what was sent, named by reference or outbox row, never by address. */
export function describeMessage(message: OutboxMessage): string {
  const item = message.channel === "webhook" ? "webhook delivery" : `${message.kind} email`;
  return message.reference ? `${item} for ${message.reference}` : `${item} (outbox ${message.id})`;
}

/**
 * Sends the outbox: one run at a time, every `pollMs` and whenever kicked. A failed message waits
 * for its retry time (retry.ts); the others carry on.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const now = options.now ?? Date.now;
  const batchSize = options.batchSize ?? 10;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  // While the outbox cannot run (the database is down) every poll fails the same way: the log
  // says so when it starts, when the reason changes and when it runs again, not every poll.
  let failing: string | undefined;
  let stopped = true;
  // Set by stop(): a long paced run ends after the message in hand rather than at the end of the list.
  let halting = false;
  const gapMs = options.perMinute ? 60_000 / options.perMinute : 0;
  let nextSendAt = 0;

  /** Waits for this worker's next slot: pacing counts real time, whatever clock the outbox reads. */
  async function paced() {
    if (!gapMs) return;
    const wait = nextSendAt - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    nextSendAt = Math.max(nextSendAt, Date.now() - gapMs) + gapMs;
  }

  /**
   * Sends one claimed message and records the outcome. Sending and recording are kept apart: a
   * message the SMTP server accepted is never recorded as a failed attempt (that would send it
   * again at the next retry) just because the database could not record it.
   */
  async function deliver(db: Database, message: OutboxMessage): Promise<boolean> {
    const what = describeMessage(message);
    try {
      await paced();
      await options.send(message);
    } catch (error) {
      const attempts = message.attempts + 1;
      const kind = classifySendError(error);
      const outcome = afterFailedAttempt(attempts, kind, now());
      // If this cannot be recorded either, the run stops here; the lease keeps the message back until it runs out.
      await markFailedAttempt(db, message.id, outcome, describe(error));
      if (outcome.status === "failed" && kind === "permanent") await options.onRefused?.(db, message);
      const why = withoutAddresses(describe(error));
      if (outcome.status === "failed")
        options.log.error(`Gave up on the ${what} (attempt ${attempts}): ${why}`);
      else
        options.log.warn(
          `Could not send the ${what} (attempt ${attempts}), will retry at ${new Date(outcome.nextAttemptAt).toISOString()}: ${why}`,
        );
      return false;
    }
    try {
      await markSent(db, message.id, now());
      return true;
    } catch (error) {
      // The rest of this run stops: more mail now would be mail the outbox cannot account for.
      options.log.error(
        `Sent the ${what} but could not record that (${describe(error)}). It is held back for a few minutes, ` +
          "then sent again, with the same Message-ID, once the database takes changes again.",
      );
      throw error;
    }
  }

  /**
   * Claiming is a write: when the database is read-only or full the claim fails and nothing is
   * sent, so no message goes out that the outbox could not then mark as sent.
   */
  async function drain(): Promise<number> {
    try {
      const db = await options.db();
      let sent = 0;
      for (;;) {
        const due = await claimDue(db, now(), options.leaseMs, batchSize, options.channels);
        for (const message of due) {
          // A paced worker that is stopping leaves what it claimed and has not sent to its lease: its
          // batch could take minutes. An unpaced one finishes its batch, as a graceful stop promises.
          if (halting && gapMs) return sent;
          if (await deliver(db, message)) sent++;
        }
        if (due.length < batchSize) return sent;
      }
    } catch (error) {
      options.onDatabaseError?.(error);
      throw error;
    }
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .then((sent) => {
        if (failing !== undefined) options.log.info("The mail outbox is running again");
        failing = undefined;
        return sent;
      })
      .catch((error) => {
        const reason = describe(error);
        if (reason !== failing)
          options.log.error(
            `The mail outbox could not run (tried again every ${options.pollMs / 1000} s; logged again when the reason changes): ${reason}`,
          );
        failing = reason;
        return 0;
      })
      .finally(() => {
        running = undefined;
        const rerun = again;
        again = false;
        schedule(rerun ? 0 : options.pollMs);
      });
  }

  return {
    start() {
      stopped = halting = false;
      schedule(0);
    },
    kick() {
      if (!stopped) schedule(0);
    },
    async runOnce() {
      if (running) await running;
      return drain();
    },
    async stop() {
      stopped = halting = true;
      clearTimeout(timer);
      await running;
    },
  };
}
