import type { Request, RequestHandler } from "express";
import type { FormsRuntime } from "../app/forms/runtime.server";

/**
 * `GET /healthz`, for the monitor in front of the site (docs/deploying.md): 200 when the site can
 * take enquiries (the database opens and accepts a write), 503 when it cannot. It also tells how
 * much mail waits in the outbox and how long the oldest has waited (mail that waits means the SMTP
 * server or the webhook's receiver is failing, while enquiries are still kept), and which build is
 * serving, to a monitor on this machine only. Counts and ages only: nothing personal. One probe
 * answers every poll for a few seconds, so polls cannot queue on the database.
 */
export interface HealthReport {
  status: "ok" | "unavailable";
  database: "writable" | "unavailable";
  /** Which store the site uses: the embedded SQLite file, or a PostgreSQL server. */
  store?: "sqlite" | "postgres";
  outbox?: { waiting: number; oldestWaitingSeconds: number | null };
  build: string;
}

export async function healthReport(forms: FormsRuntime, build: string): Promise<HealthReport> {
  try {
    const db = await forms.db();
    // A write that leaves nothing behind: a read-only file or a full disk fails here.
    const probe = await db.transaction("write");
    try {
      await probe.execute("CREATE TABLE health_probe (x INTEGER)");
    } finally {
      await probe.rollback();
    }
    const waiting = await db.execute(
      "SELECT COUNT(*) AS waiting, MIN(created_at) AS oldest FROM outbox WHERE status = 'pending'",
    );
    const row = waiting.rows[0]!;
    const oldest = row.oldest === null ? null : Date.parse(String(row.oldest));
    return {
      status: "ok",
      database: "writable",
      store: db.dialect,
      outbox: {
        waiting: Number(row.waiting),
        oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.round((forms.now() - oldest) / 1000)),
      },
      build,
    };
  } catch (error) {
    forms.databaseFailed(error);
    return { status: "unavailable", database: "unavailable", build };
  }
}

/** How long one probe's answer serves every poll: the probe waits for the database's write lock. */
export const HEALTH_CACHE_MS = 5000;

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Only a monitor on this machine sees the details (the build, the mail backlog): the connection
 * and the visitor's address (Express's req.ip, which counts TRUST_PROXY's proxies) must both be
 * loopback, so a visitor behind the proxy on this machine, or one who forged X-Forwarded-For, is
 * not. Everyone else learns ok or not ok.
 */
const fromThisMachine = (req: Request) =>
  LOOPBACK.has(req.socket.remoteAddress ?? "") && LOOPBACK.has(req.ip ?? "");

export function healthCheck(forms: FormsRuntime, build: string): RequestHandler {
  let cached: { at: number; report: Promise<HealthReport> } | undefined;
  const report = () => {
    const now = forms.now();
    if (!cached || now - cached.at >= HEALTH_CACHE_MS || now < cached.at)
      cached = { at: now, report: healthReport(forms, build) };
    return cached.report;
  };
  return (req, res, next) => {
    if (req.path !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    report().then((report) => {
      res.setHeader("Cache-Control", "no-store");
      res
        .status(report.status === "ok" ? 200 : 503)
        .json(fromThisMachine(req) ? report : { status: report.status });
    }, next);
  };
}
