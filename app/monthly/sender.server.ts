import type { Database } from "../forms/store/sql.server";
import type { SiteKeys } from "../forms/store/secret.server";
import type { Logger } from "../forms/log.server";
import type { SendMail } from "../forms/mail/mailer.server";
import { type OutboxWorker, createOutboxWorker } from "../forms/mail/worker.server";
import {
  markRefused,
  monthOfKind,
  sendStarted,
  startMonthlySend,
  startTestSend,
} from "../forms/store/monthly.server";
import { SUBSCRIPTION_PATHS } from "../forms/subscription-links";
import { absoluteUrl } from "../site/site-url";
import { type MonthlyIssue, allIssues, isDue } from "../content/monthly-issues.server";
import type { JobParts } from "../forms/runtime.server";
import { type ReaderCopy, issueRenderer } from "./render.server";

export interface MonthlySenderOptions {
  db: () => Promise<Database>;
  keys: () => SiteKeys;
  /** The issues this build publishes (allIssues), or a test's. */
  issues: () => MonthlyIssue[];
  /** Sends one message over SMTP (the mailer's send); unset while no SMTP server is configured. */
  send?: SendMail;
  log: Logger;
  now: () => number;
  perMinute: number;
  pollMs: number;
  leaseMs: number;
  onDatabaseError?: (error: unknown) => void;
}

/** An issue gone from the published site cannot be rendered: its copies fail at once, and say why. */
class IssueGone extends Error {
  readonly permanent = true;
}

/**
 * The monthly e-mail on a running server: it reads the issues the build published and, on each
 * poll, starts what is due (a test copy of each new version to the entry's staff addresses; the
 * real send once the "send on" day has come), then a paced outbox worker on the "bulk" channel
 * sends the copies. No command starts a send: publishing the entry with its day does.
 */
export function createMonthlySender(options: MonthlySenderOptions) {
  const render = issueRenderer();
  const testPage = absoluteUrl(SUBSCRIPTION_PATHS.page);
  const copyOf = async (issue: MonthlyIssue, subjectPrefix = "") => {
    const reader: ReaderCopy = await render(issue);
    return { subject: `${subjectPrefix}${issue.subject}`, text: (page: string) => reader(page).text };
  };

  async function startDue(): Promise<number> {
    const db = await options.db();
    const now = options.now();
    let queued = 0;
    for (const issue of options.issues()) {
      const started = await sendStarted(db, issue.month);
      if (!started && issue.testAddresses.length) {
        const copy = await copyOf(issue, "[Test] ");
        const count = await startTestSend(
          db,
          issue.month,
          issue.version,
          issue.testAddresses,
          copy,
          testPage,
          now,
        );
        if (count !== null) {
          options.log.info(`Queued a test copy of the ${issue.month} e-mail to ${count} staff address(es)`);
          queued += count;
        }
      }
      if (!started && isDue(issue, now)) {
        const count = await startMonthlySend(db, options.keys(), issue.month, await copyOf(issue), now);
        if (count !== null) {
          options.log.info(
            `Started the ${issue.month} e-mail: ${count} confirmed subscriber(s), ${options.perMinute} a minute`,
          );
          queued += count;
        }
      }
    }
    return queued;
  }

  const send = options.send;
  const worker: OutboxWorker | undefined =
    send &&
    createOutboxWorker({
      db: options.db,
      channels: ["bulk"],
      // Up to ten at a time (one claim per ten messages), never more than half a lease's worth at the pace.
      batchSize: Math.max(1, Math.min(10, Math.floor((options.leaseMs * options.perMinute) / 120_000))),
      perMinute: options.perMinute,
      log: options.log,
      pollMs: options.pollMs,
      leaseMs: options.leaseMs,
      now: options.now,
      onDatabaseError: options.onDatabaseError,
      onRefused: async (db, message) => {
        if (message.subscriberId !== null) await markRefused(db, message.subscriberId, options.now());
      },
      send: async (message) => {
        const month = monthOfKind(message.kind);
        const issue = options.issues().find((each) => each.month === month);
        if (!issue) throw new IssueGone(`The ${month} e-mail is no longer in the published site`);
        const { html } = (await render(issue))(message.unsubscribeUrl ?? testPage);
        await send({ ...message, html });
      },
    });

  let timer: NodeJS.Timeout | undefined;
  let scheduling: Promise<unknown> | undefined;
  const tick = () => {
    scheduling ??= startDue()
      .then((queued) => (queued > 0 ? worker?.kick() : undefined))
      .catch((error: unknown) => {
        options.onDatabaseError?.(error);
        options.log.error(
          `Could not start the monthly e-mail (tried again in ${options.pollMs / 1000} s): ${String(error)}`,
        );
      })
      .finally(() => (scheduling = undefined));
  };

  return {
    /** Starts what is due now (tests and the first poll). */
    startDue,
    runOnce: () => worker?.runOnce() ?? Promise.resolve(0),
    start() {
      worker?.start();
      tick();
      timer = setInterval(tick, options.pollMs).unref();
    },
    async stop() {
      clearInterval(timer);
      await scheduling;
      await worker?.stop();
    },
  };
}

export type MonthlySender = ReturnType<typeof createMonthlySender>;

/** The runtime's job for the monthly e-mail, reading the issues this build publishes (or a test's). */
export const monthlyJob =
  (issues: () => MonthlyIssue[] = allIssues) =>
  (parts: JobParts) =>
    createMonthlySender({
      ...parts,
      issues,
      perMinute: parts.config.monthlyPerMinute,
      pollMs: parts.config.outboxPollMs,
      leaseMs: parts.config.outboxLeaseMs,
    });
