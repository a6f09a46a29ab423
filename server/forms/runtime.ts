import type { Client } from "@libsql/client";
import { type FormsConfig, describeSmtp, formsConfig } from "./config";
import { describeDatabase, openDatabase } from "./database";
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
  /** Set by the production server, which writes the visitor's address into each request. */
  trustAddressHeader: boolean;
  /** The database, opened and migrated on first use. */
  db(): Promise<Client>;
  /** Where the enquiries are, for log lines. */
  readonly storage: string;
  /** Whether an SMTP server is configured; without one, mail waits in the outbox. */
  readonly mailEnabled: boolean;
  /** Nudges the outbox worker after storing an enquiry. */
  kickOutbox(): void;
  /** Sends what is due now (used by tests and scripts). */
  runOutboxOnce(): Promise<number>;
  /** Opens the database and starts the outbox worker: the production server calls this at start-up. */
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
  let mailer: Mailer | undefined;
  let worker: OutboxWorker | undefined;

  function db(): Promise<Client> {
    opening ??= openDatabase(config.databaseUrl, config.databaseAuthToken).catch((error: unknown) => {
      opening = undefined; // the next request tries again
      throw error;
    });
    return opening;
  }

  function outbox(): OutboxWorker | undefined {
    if (!config.smtpUrl) return undefined;
    mailer ??= createMailer(config.smtpUrl, config.mailFrom);
    worker ??= createOutboxWorker({ db, send: mailer.send, log, pollMs: config.outboxPollMs, now });
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
    trustAddressHeader: false,
    db,
    storage: describeDatabase(config.databaseUrl),
    mailEnabled: Boolean(config.smtpUrl),
    kickOutbox() {
      worker?.kick();
    },
    async runOutboxOnce() {
      return (await outbox()?.runOnce()) ?? 0;
    },
    async start() {
      await db();
      log.info(`Enquiries and subscribers are stored in ${describeDatabase(config.databaseUrl)}`);
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
      opening = undefined;
      if (open) (await open.catch(() => undefined))?.close();
    },
  };
}

/**
 * The one runtime of this process. The production server (server.ts, run by tsx) and the form
 * actions (inside the server build, which bundles its own copy of this module) must share one
 * database connection, one set of rate limits and one outbox worker, so it lives on globalThis
 * under a registered symbol rather than in a module variable.
 */
const KEY = Symbol.for("saltbush.forms.runtime");

export function formsRuntime(): FormsRuntime {
  const store = globalThis as typeof globalThis & { [KEY]?: FormsRuntime };
  store[KEY] ??= createFormsRuntime(formsConfig());
  return store[KEY];
}
