import type { Database } from "./store/sql.server";
import type { FormsConfig } from "./config.server";
import type { Logger } from "./log.server";
import { type Mailer, type SendMail, createMailer } from "./mail/mailer.server";
import type { SiteKeys } from "./store/secret.server";

/** What the runtime hands a job it runs beside the outbox: the same database, keys, mailer and clock. */
export interface JobParts {
  config: FormsConfig;
  db: () => Promise<Database>;
  keys: () => SiteKeys;
  /** Unset while no SMTP server is configured: mail waits in the outbox. */
  send?: SendMail;
  log: Logger;
  now: () => number;
  onDatabaseError: (error: unknown) => void;
}

/** Work started and stopped with the runtime (the monthly e-mail's sender, app/monthly). */
export interface BackgroundJob {
  start(): void;
  stop(): Promise<void>;
}

/**
 * The SMTP connections, made on first use: one for enquiry and subscriber mail, and a pool for the
 * jobs (thousands of messages, one after another), both signed with DKIM when it is configured.
 */
export function smtpMailers(config: FormsConfig) {
  let single: Mailer | undefined;
  let pooled: Mailer | undefined;
  const make = (pool: boolean) => createMailer(config.smtpUrl!, config.mailFrom, config.dkim, pool);
  return {
    single: () => (config.smtpUrl ? (single ??= make(false)) : undefined),
    pooled: () => (config.smtpUrl ? (pooled ??= make(true)) : undefined),
    close() {
      single?.close();
      pooled?.close();
    },
  };
}
