/**
 * The SQLite file's schema, step by step (migrations.server.ts names the steps). Never edit a step
 * that has shipped; add the next number.
 */
export const sqliteSteps: Record<number, string[]> = {
  1: [
    `CREATE TABLE enquiries (
        id INTEGER PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        submission_id TEXT UNIQUE,
        created_at TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        phone TEXT NOT NULL,
        business TEXT,
        postcode TEXT NOT NULL,
        audience TEXT NOT NULL,
        service TEXT NOT NULL,
        service_label TEXT NOT NULL,
        message TEXT NOT NULL,
        privacy_agreed INTEGER NOT NULL CHECK (privacy_agreed = 1),
        channel TEXT NOT NULL
      )`,
    `CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        email_key TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        source_path TEXT
      )`,
    `CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        enquiry_id INTEGER NOT NULL REFERENCES enquiries(id),
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        UNIQUE (enquiry_id, kind)
      )`,
    "CREATE INDEX outbox_due ON outbox (status, next_attempt_at)",
  ],
  2: [
    // Addresses stored before confirmation existed become pending: the retention job sends each
    // one confirmation, and only confirmed addresses count as subscribers.
    "ALTER TABLE subscribers ADD COLUMN status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed'))",
    // In every link of this subscription, so a link stops working once it has ended.
    "ALTER TABLE subscribers ADD COLUMN token_nonce TEXT",
    "ALTER TABLE subscribers ADD COLUMN confirmation_sent_at INTEGER",
    "ALTER TABLE subscribers ADD COLUMN confirm_by INTEGER",
    "ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT",
    "UPDATE subscribers SET token_nonce = lower(hex(randomblob(12)))",
    // An address that unsubscribed, as a keyed hash only, with when and how.
    `CREATE TABLE suppressions (
        email_hash TEXT PRIMARY KEY,
        unsubscribed_at TEXT NOT NULL,
        via TEXT NOT NULL,
        subscribed_at TEXT,
        source_path TEXT,
        confirmed_at TEXT
      )`,
    // The outbox also carries subscriber mail (no enquiry) and webhook deliveries (channel).
    `CREATE TABLE outbox_next (
        id INTEGER PRIMARY KEY,
        enquiry_id INTEGER REFERENCES enquiries(id),
        subscriber_id INTEGER REFERENCES subscribers(id),
        channel TEXT NOT NULL DEFAULT 'email',
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        headers TEXT,
        status TEXT NOT NULL DEFAULT 'pending',
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER,
        last_error TEXT,
        created_at TEXT NOT NULL,
        sent_at TEXT,
        UNIQUE (enquiry_id, kind)
      )`,
    `INSERT INTO outbox_next (id, enquiry_id, kind, recipient, reply_to, subject, body, status, attempts,
         next_attempt_at, locked_until, last_error, created_at, sent_at)
       SELECT id, enquiry_id, kind, recipient, reply_to, subject, body, status, attempts,
         next_attempt_at, locked_until, last_error, created_at, sent_at FROM outbox`,
    "DROP TABLE outbox",
    "ALTER TABLE outbox_next RENAME TO outbox",
    "CREATE INDEX outbox_due ON outbox (channel, status, next_attempt_at)",
    "CREATE INDEX outbox_subscriber ON outbox (subscriber_id)",
  ],
  // A quote or waste audit request is an enquiry with structured answers, so it shares the
  // enquiries table and the outbox (and whatever keeps, deletes or forwards enquiries).
  3: [
    "ALTER TABLE enquiries ADD COLUMN kind TEXT NOT NULL DEFAULT 'enquiry'",
    // The answers of each step as JSON (app/forms/store/quotes.server.ts); NULL for a contact form enquiry.
    "ALTER TABLE enquiries ADD COLUMN answers TEXT",
  ],
  4: [
    // Links in subscriber mail name the subscription by its random nonce alone (tokens.server.ts).
    "CREATE UNIQUE INDEX subscribers_token_nonce ON subscribers (token_nonce)",
    // The form limits' attempts, one row each, kept only for the limit's window (form-limits.server.ts).
    "CREATE TABLE form_hits (scope TEXT NOT NULL, address TEXT NOT NULL, at INTEGER NOT NULL)",
    "CREATE INDEX form_hits_address ON form_hits (scope, address, at)",
    "CREATE INDEX form_hits_at ON form_hits (at)",
  ],
  5: [
    // The monthly e-mail: one row per send started (the real one, or a test copy of one version),
    // so a send starts once however many servers see its day come.
    `CREATE TABLE monthly_sends (
        send_key TEXT PRIMARY KEY,
        month TEXT NOT NULL,
        started_at TEXT NOT NULL,
        recipients INTEGER NOT NULL
      )`,
    // Each reader's copy is an outbox row on the paced "bulk" channel, one per (e-mail, subscriber).
    "CREATE UNIQUE INDEX outbox_monthly_once ON outbox (subscriber_id, kind) WHERE channel = 'bulk'",
    // The reader's own unsubscribe page, put into the HTML part when it is rendered at send time.
    "ALTER TABLE outbox ADD COLUMN unsubscribe_url TEXT",
    // An address the mail server refused for good is not mailed again until it subscribes again.
    "ALTER TABLE subscribers ADD COLUMN refused_at TEXT",
  ],
};
