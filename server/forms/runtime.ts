import type { Client } from "@libsql/client";
import { type FormsConfig, describeSmtp } from "./config";
import { describeDatabase, openDatabase } from "./database";
import { describeError, needsFreshConnection } from "./database-errors";
import { closedConnectionsReleased, releaseClosedConnections } from "./release-connections";
import { type Logger, consoleLogger } from "./log";
import { type Mailer, createMailer } from "./mailer";
import { RateLimiter } from "./rate-limit";
import { type OutboxWorker, createOutboxWorker } from "./worker";

/** The forms' shared state: configuration, the database, the rate limits and the mail outbox. */
export interface FormsRuntime {
  readonly config: FormsConfig;
  readonly log: Logger;
  /** The clock (tests move it). */
  now(): number;
  readonly limits: { contact: RateLimiter; subscribe: RateLimiter };
  /** The database, opened and migrated on first use (and tried again on the next use if that failed). */
  db(): Promise<Client>;
  /**
   * Told about each failed database call: when the error says the connection may be stale (opened
   * read-only, or on a disk that failed and came back), its connections are closed so the next
   * use opens the file as it is now, without restarting the site.
   */
  databaseFailed(error: unknown): void;
  /** Where the enquiries are, for log lines. */
  readonly storage: string;
  /** Whether an SMTP server is configured; without one, mail waits in the outbox. */
  readonly mailEnabled: boolean;
  /** Nudges the outbox worker after storing an enquiry. */
  kickOutbox(): void;
  /** Sends what is due now (used by tests and scripts). */
  runOutboxOnce(): Promise<number>;
  /**
   * Opens the database and starts the outbox worker: the production server calls this at start-up.
   * A database that cannot be opened is logged, not thrown: the pages do not need it, and each
   * form post tries it again.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  log?: Logger;
  now?: () => number;
}

export function createFormsRuntime(config: FormsConfig, options: RuntimeOptions = {}): FormsRuntime {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? Date.now;
  let opening: Promise<Client> | undefined;
  let opened: Client | undefined;
  let mailer: Mailer | undefined;
  let worker: OutboxWorker | undefined;

  async function db(): Promise<Client> {
    // A connection opened now must not share the files of one just dropped after a storage fault.
    await closedConnectionsReleased();
    opening ??= openDatabase(config.databaseUrl, config.databaseAuthToken).then(
      (client) => (opened = client),
      (error: unknown) => {
        opening = undefined; // the next request tries again
        throw error;
      },
    );
    return opening;
  }

  function databaseFailed(error: unknown) {
    if (!opened || !needsFreshConnection(error)) return;
    // reconnect() closes the pooled connections; the client opens new ones on its next call.
    opened.reconnect();
    releaseClosedConnections();
  }

  function outbox(): OutboxWorker | undefined {
    if (!config.smtpUrl) return undefined;
    mailer ??= createMailer(config.smtpUrl, config.mailFrom);
    worker ??= createOutboxWorker({
      db,
      send: mailer.send,
      log,
      pollMs: config.outboxPollMs,
      now,
      onDatabaseError: databaseFailed,
    });
    return worker;
  }

  return {
    config,
    log,
    now,
    limits: {
      contact: new RateLimiter(config.contactRateLimit, config.rateLimitWindowMs, now),
      subscribe: new RateLimiter(config.subscribeRateLimit, config.rateLimitWindowMs, now),
    },
    db,
    databaseFailed,
    storage: describeDatabase(config.databaseUrl),
    mailEnabled: Boolean(config.smtpUrl),
    kickOutbox() {
      worker?.kick();
    },
    async runOutboxOnce() {
      return (await outbox()?.runOnce()) ?? 0;
    },
    async start() {
      try {
        await db();
        log.info(`Enquiries and subscribers are stored in ${describeDatabase(config.databaseUrl)}`);
      } catch (error) {
        log.warn(
          `Could not open the database in ${describeDatabase(config.databaseUrl)} (${describeError(error)}). ` +
            "The pages are served as usual; until it can be opened, the forms ask visitors to try again or call (503), " +
            "and each form post tries to open it again.",
        );
      }
      const started = outbox();
      if (started) {
        started.start();
        log.info(`Enquiry emails go to ${config.enquiryTo} through ${describeSmtp(config.smtpUrl!)}`);
      } else {
        log.warn(
          "SMTP_URL is not set, so no email is sent: enquiries are still accepted and stored, and their emails wait in the outbox. " +
            "List them with `npm run enquiries`.",
        );
      }
    },
    async stop() {
      await worker?.stop();
      mailer?.close();
      const open = opening;
      opening = opened = undefined;
      if (open) (await open.catch(() => undefined))?.close();
    },
  };
}
