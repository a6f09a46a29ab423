import type { Client } from "@libsql/client";
import { type OutboxMessage, claimDue, markFailedAttempt, markSent } from "./outbox";
import { afterFailedAttempt, classifySendError } from "./retry";
import type { SendMail } from "./mailer";
import type { Logger } from "./log";

export interface OutboxWorkerOptions {
  db: () => Promise<Client>;
  send: SendMail;
  log: Logger;
  pollMs: number;
  now?: () => number;
  batchSize?: number;
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

const LEASE_MS = 5 * 60_000;

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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
  let stopped = true;

  async function deliver(db: Client, message: OutboxMessage): Promise<boolean> {
    try {
      await options.send(message);
      await markSent(db, message.id, now());
      return true;
    } catch (error) {
      const attempts = message.attempts + 1;
      const outcome = afterFailedAttempt(attempts, classifySendError(error), now());
      await markFailedAttempt(db, message.id, outcome, describe(error));
      const what = `${message.kind} email for ${message.reference} (attempt ${attempts})`;
      if (outcome.status === "failed") options.log.error(`Gave up on the ${what}: ${describe(error)}`);
      else options.log.warn(`Could not send the ${what}, will retry at ${new Date(outcome.nextAttemptAt).toISOString()}: ${describe(error)}`);
      return false;
    }
  }

  async function drain(): Promise<number> {
    const db = await options.db();
    let sent = 0;
    for (;;) {
      const due = await claimDue(db, now(), LEASE_MS, batchSize);
      for (const message of due) if (await deliver(db, message)) sent++;
      if (due.length < batchSize) return sent;
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
      .catch((error) => {
        options.log.error(`The mail outbox could not run: ${describe(error)}`);
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
      stopped = false;
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
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
