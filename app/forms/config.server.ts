import { settingName } from "../lib/setting-name";
import { site } from "../site/site";
import { type DkimSettings, dkimSettings } from "./mail/dkim.server";

/** Everything the forms read from the environment, checked once (docs/forms.md lists them). */
export interface FormsConfig {
  /** A SQLite file (file:…, the default) or a PostgreSQL server (postgres://…). */
  databaseUrl: string;
  /** How many connections to PostgreSQL one server holds at most. */
  databasePoolSize: number;
  /** Unset: enquiries are stored and their emails wait in the outbox. */
  smtpUrl?: string;
  enquiryTo: string;
  mailFrom: string;
  contactRateLimit: number;
  subscribeRateLimit: number;
  rateLimitWindowMs: number;
  /** Quicker than this (with scripts on) looks like a bot; 0 turns the check off. */
  minFillMs: number;
  maxBodyBytes: number;
  outboxPollMs: number;
  /**
   * How long a claimed message is held for the server sending it. A server that dies mid-send
   * leaves its messages to the others once this runs out, so it must be longer than any send takes.
   */
  outboxLeaseMs: number;
  /** Signs the links in subscriber mail; unset: generated on first start beside the database (secret.ts). */
  secret?: string;
  /** Earlier secrets, still accepted for links and unsubscribe records after a rotation. */
  previousSecrets: string[];
  /** Unset: enquiries reach the company by email only. */
  webhook?: { url: string; secret: string };
  /** How many monthly e-mails one server sends a minute at most (the mail provider's limit). */
  monthlyPerMinute: number;
  /** Signs outgoing mail when set (docs/deploying.md: SPF, DKIM and DMARC). */
  dkim?: DkimSettings;
}

export const DEFAULT_DATABASE_URL = "file:./data/saltbush.db";

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a number of 0 or more, not "${raw}"`);
  return value;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A mistyped SMTP_URL stops the server at start-up with a clear message, not at the first enquiry. */
function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = text(env, "SMTP_URL");
  if (!value) return undefined;
  let scheme = "";
  try {
    scheme = new URL(value).protocol;
  } catch {
    // reported below
  }
  if (scheme !== "smtp:" && scheme !== "smtps:") {
    throw new Error(
      "SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps://... for port 465)",
    );
  }
  return value;
}

/** Long enough that guessing it is hopeless: 32 characters, e.g. `openssl rand -base64 32`. */
const MIN_SECRET_LENGTH = 32;

function secret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = text(env, name);
  if (value !== undefined && value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} must be at least ${MIN_SECRET_LENGTH} characters long (try: openssl rand -base64 32)`,
    );
  return value;
}

const isLoopback = (hostname: string) =>
  hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);

/** SECRET_PREVIOUS: earlier secrets, comma-separated, each as long as SECRET must be (it still verifies links). */
function previousSecrets(env: NodeJS.ProcessEnv): string[] {
  const values = (text(env, "SECRET_PREVIOUS") ?? "")
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  for (const [index, value] of values.entries())
    secret({ [`SECRET_PREVIOUS (secret ${index + 1})`]: value }, `SECRET_PREVIOUS (secret ${index + 1})`);
  return values;
}

/** ENQUIRY_WEBHOOK_URL and the secret its receiver checks signatures with, both or neither. */
function webhook(env: NodeJS.ProcessEnv): FormsConfig["webhook"] {
  const url = text(env, "ENQUIRY_WEBHOOK_URL");
  if (!url) return undefined;
  let scheme = "";
  try {
    scheme = new URL(url).protocol;
  } catch {
    // reported below
  }
  // Enquiries are personal details: over plain http only to a receiver on this machine.
  if (scheme !== "https:" && !(scheme === "http:" && isLoopback(new URL(url).hostname)))
    throw new Error(
      "ENQUIRY_WEBHOOK_URL must be an https:// address (http:// only to this machine: localhost, 127.0.0.1 or [::1])",
    );
  const signing = secret(env, "ENQUIRY_WEBHOOK_SECRET");
  if (!signing)
    throw new Error(
      "ENQUIRY_WEBHOOK_SECRET must be set with ENQUIRY_WEBHOOK_URL: the receiver checks each delivery's signature with it",
    );
  return { url, secret: signing };
}

/**
 * The embedded SQLite file, or PostgreSQL for several servers. A libSQL server (libsql://) is not
 * taken: no libSQL server runs where the site is tested, so nothing would show the forms work on one.
 */
function databaseUrl(env: NodeJS.ProcessEnv): string {
  const url = text(env, "DATABASE_URL") ?? DEFAULT_DATABASE_URL;
  if (/^(file:|postgres(ql)?:\/\/)/i.test(url)) return url;
  throw new Error(
    `DATABASE_URL must be a SQLite file (file:./data/saltbush.db) or a PostgreSQL server (postgres://user:password@host/database), not the address it holds (${settingName("DATABASE_URL", url)})`,
  );
}

export function formsConfig(env: NodeJS.ProcessEnv = process.env): FormsConfig {
  return {
    databaseUrl: databaseUrl(env),
    databasePoolSize: Math.max(1, Math.floor(count(env, "DATABASE_POOL_SIZE", 10))),
    smtpUrl: smtpUrl(env),
    enquiryTo: text(env, "ENQUIRY_TO") ?? site.email,
    mailFrom: text(env, "MAIL_FROM") ?? `"${site.name}" <${site.email}>`,
    // Five enquiries or ten subscribe attempts in 15 minutes is more than any person needs and
    // little enough to keep a flood out of the company's inbox.
    contactRateLimit: count(env, "CONTACT_RATE_LIMIT", 5),
    subscribeRateLimit: count(env, "SUBSCRIBE_RATE_LIMIT", 10),
    rateLimitWindowMs: count(env, "RATE_LIMIT_WINDOW_SECONDS", 15 * 60) * 1000,
    minFillMs: count(env, "FORM_MIN_SECONDS", 3) * 1000,
    maxBodyBytes: 32 * 1024,
    outboxPollMs: count(env, "OUTBOX_POLL_SECONDS", 15) * 1000,
    outboxLeaseMs: Math.max(1, count(env, "OUTBOX_LEASE_SECONDS", 5 * 60)) * 1000,
    secret: secret(env, "SECRET"),
    previousSecrets: previousSecrets(env),
    webhook: webhook(env),
    monthlyPerMinute: Math.max(1, count(env, "MONTHLY_PER_MINUTE", 60)),
    dkim: dkimSettings(env),
  };
}

/** The SMTP server for logs: the setting's name and scheme, never its host or password (app/lib/setting-name.ts). */
export function describeSmtp(url: string): string {
  return `the SMTP server in ${settingName("SMTP_URL", url)}`;
}
