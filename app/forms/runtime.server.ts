import type { Database } from "./store/sql.server";
import { type FormsConfig, describeSmtp } from "./config.server";
import { settingName } from "../lib/setting-name";
import { describeDatabase, openDatabase } from "./store/database.server";
import { describeError, needsFreshConnection } from "./store/database-errors.server";
import { type Logger, consoleLogger } from "./log.server";
import { type BackgroundJob, type JobParts, smtpMailers } from "./jobs.server";

export type { BackgroundJob, JobParts };
import { type FormLimit, databaseLimit } from "./rate-limit.server";
import { type OutboxWorker, createOutboxWorker } from "./mail/worker.server";
import type { OutboxChannel } from "./mail/outbox.server";
import { enquiryRetentionMonths, retentionMonthsFrom } from "../content/retention";
import {
  RETENTION_INTERVAL_MS,
  type RetentionSummary,
  applyRetention,
  logRetention,
} from "./store/retention.server";
import { type SiteKeys, serverSecret, siteKeys } from "./store/secret.server";
import { createWebhookSender } from "./mail/webhook.server";
import { markRunning, unmarkRunning } from "./store/running.server";

/** The forms' shared state: configuration, the database, the rate limits and the mail outbox. */
export interface FormsRuntime {
  readonly config: FormsConfig;
  readonly log: Logger;
  /** The clock (tests move it). */
  now(): number;
  readonly limits: { contact: FormLimit; subscribe: FormLimit };
  /** The database, opened and migrated on first use (and tried again on the next use if that failed). */
  db(): Promise<Database>;
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
  /** The keys that sign subscriber links (SECRET, or the secret generated beside the database). */
  keys(): SiteKeys;
  /** How many months enquiries are kept: the privacy policy's figure. */
  readonly retentionMonths: number;
  /** Applies the retention period now and logs what it did (start() runs it, then daily). */
  runRetention(): Promise<RetentionSummary>;
  /**
   * Opens the database and starts the outbox worker: the production server calls this at start-up.
   * A database that cannot be opened is logged, not thrown: the pages do not need it, and each
   * form post tries it again.
   */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RuntimeOptions {
  /** Started with the runtime; the shell passes the monthly e-mail's sender. */
  jobs?: ((parts: JobParts) => BackgroundJob)[];
  log?: Logger;
  now?: () => number;
  /** Tests set their own; the site uses the value its privacy policy was built with. */
  retentionMonths?: number;
}

/** Each form's limit on posts from one address, counted in the database that every server shares. */
function formLimits(config: FormsConfig, db: () => Promise<Database>, now: () => number) {
  const limit = (scope: "contact" | "subscribe", count: number) =>
    databaseLimit({ scope, limit: count, windowMs: config.rateLimitWindowMs, db, now });
  return {
    contact: limit("contact", config.contactRateLimit),
    subscribe: limit("subscribe", config.subscribeRateLimit),
  };
}

/** Where enquiries go, said once at start-up, so a missing SMTP_URL is seen in the log at once. */
function announceDelivery(config: FormsConfig, log: Logger) {
  if (config.smtpUrl)
    log.info(`Enquiry emails go to ${config.enquiryTo} through ${describeSmtp(config.smtpUrl)}`);
  else
    log.warn(
      "SMTP_URL is not set, so no email is sent: enquiries are still accepted and stored, and their emails wait in the outbox. " +
        "List them with `npm run enquiries`.",
    );
  if (config.webhook)
    log.info(
      `Each new enquiry is also sent to the webhook in ${settingName("ENQUIRY_WEBHOOK_URL", config.webhook.url)}`,
    );
}

/** Opens the store at start-up; a store that cannot be opened yet leaves the pages served as usual. */
async function openAtStart(db: () => Promise<Database>, config: FormsConfig, log: Logger) {
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
}

export function createFormsRuntime(config: FormsConfig, options: RuntimeOptions = {}): FormsRuntime {
  const log = options.log ?? consoleLogger;
  const now = options.now ?? Date.now;
  let opening: Promise<Database> | undefined;
  let opened: Database | undefined;
  const mailers = smtpMailers(config);
  let worker: OutboxWorker | undefined;
  let jobs: BackgroundJob[] = [];
  let keys: SiteKeys | undefined;
  let retentionTimer: NodeJS.Timeout | undefined;
  let retentionRun: Promise<unknown> | undefined;
  const retentionMonths = options.retentionMonths ?? enquiryRetentionMonths;
  const channels: OutboxChannel[] = [
    ...(config.smtpUrl ? (["email"] as const) : []),
    ...(config.webhook ? (["webhook"] as const) : []),
  ];

  function siteKeysNow(): SiteKeys {
    if (keys) return keys;
    const { secret, generatedIn } = serverSecret(config);
    if (generatedIn)
      log.info(
        `Generated the secret that signs subscriber links in ${generatedIn} (set SECRET to choose your own)`,
      );
    keys = siteKeys(secret, config.previousSecrets);
    return keys;
  }

  async function runRetention(): Promise<RetentionSummary> {
    const run = (async () => {
      const summary = await applyRetention(await db(), siteKeysNow(), {
        now: now(),
        months: retentionMonths,
      });
      logRetention(log, summary, retentionMonths);
      if (summary.confirmationsSent > 0) worker?.kick();
      return summary;
    })();
    retentionRun = run.catch(() => undefined);
    return run;
  }

  async function db(): Promise<Database> {
    opening ??= openDatabase(config.databaseUrl, { poolSize: config.databasePoolSize }).then(
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
    // reconnect() closes the connections, their files with them; the next call opens new ones.
    opened.reconnect();
  }

  function outbox(): OutboxWorker | undefined {
    if (channels.length === 0) return undefined;
    const mailer = mailers.single();
    const webhook = config.webhook && createWebhookSender({ ...config.webhook, db, now });
    worker ??= createOutboxWorker({
      db,
      channels,
      send: (message) => (message.channel === "webhook" ? webhook!.send(message) : mailer!.send(message)),
      log,
      pollMs: config.outboxPollMs,
      leaseMs: config.outboxLeaseMs,
      now,
      onDatabaseError: databaseFailed,
    });
    return worker;
  }

  return {
    config,
    log,
    now,
    limits: formLimits(config, db, now),
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
    keys: siteKeysNow,
    retentionMonths,
    runRetention,
    async start() {
      await openAtStart(db, config, log);
      const started = outbox();
      started?.start();
      const parts = { config, db, keys: siteKeysNow, log, now, onDatabaseError: databaseFailed };
      jobs = (options.jobs ?? []).map((job) => job({ ...parts, send: mailers.pooled()?.send }));
      for (const job of jobs) job.start();
      announceDelivery(config, log);
      warnIfRetentionDiffers(log, retentionMonths);
      checkKeys(siteKeysNow, log);
      retentionTimer = everyDay(runRetention, databaseFailed, log);
      markRunning(config.databaseUrl);
    },
    async stop() {
      clearInterval(retentionTimer);
      await retentionRun;
      await worker?.stop();
      await Promise.all(jobs.map((job) => job.stop()));
      mailers.close();
      const open = opening;
      opening = opened = undefined;
      if (open) (await open.catch(() => undefined))?.close();
      unmarkRunning(config.databaseUrl);
    },
  };
}

/** The retention job: now, then daily. A failure is logged; the next day's run tries again. */
function everyDay(run: () => Promise<unknown>, databaseFailed: (error: unknown) => void, log: Logger) {
  const retain = () =>
    void run().catch((error: unknown) => {
      databaseFailed(error);
      log.error(`The retention job could not run (it runs again in a day): ${describeError(error)}`);
    });
  retain();
  return setInterval(retain, RETENTION_INTERVAL_MS).unref();
}

/** Said at start-up rather than at the first subscriber's post (which is answered 503 until it is fixed). */
function checkKeys(keys: () => SiteKeys, log: Logger) {
  try {
    keys();
  } catch (error) {
    log.error(`Subscriber links cannot be signed: ${describeError(error)}`);
  }
}

/**
 * The period is fixed when the site is built, because the privacy policy states it; a different
 * value in the environment of the running server would be ignored, so it is called out.
 */
function warnIfRetentionDiffers(log: Logger, months: number) {
  let configured: number;
  try {
    configured = retentionMonthsFrom(process.env.ENQUIRY_RETENTION_MONTHS);
  } catch {
    configured = Number.NaN;
  }
  if (process.env.ENQUIRY_RETENTION_MONTHS && configured !== months)
    log.warn(
      `ENQUIRY_RETENTION_MONTHS is "${process.env.ENQUIRY_RETENTION_MONTHS}", but this build's privacy policy says ${months} months, ` +
        "so enquiries are kept for that. Run `npm run build` with the new value to change both.",
    );
}
