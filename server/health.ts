import type { RequestHandler } from "express";
import type { FormsRuntime } from "../app/forms/runtime.server";

/**
 * `GET /healthz`, for the monitor in front of the site (docs/deploying.md): 200 when the site can
 * take enquiries (the database opens and accepts a write), 503 when it cannot. It also tells how
 * much mail waits in the outbox and how long the oldest has waited (mail that waits means the SMTP
 * server or the webhook's receiver is failing, while enquiries are still kept), and which build is
 * serving. Counts and ages only: nothing personal. Never cached, so every poll sees now.
 */
export interface HealthReport {
  status: "ok" | "unavailable";
  database: "writable" | "unavailable";
  outbox?: { waiting: number; oldestWaitingSeconds: number | null };
  build: string;
}

export async function healthReport(forms: FormsRuntime, build: string): Promise<HealthReport> {
  try {
    const db = await forms.db();
    // A write that leaves nothing behind: a read-only file or a full disk fails here.
    const probe = await db.transaction("write");
    try {
      await probe.execute("CREATE TABLE health_probe (x)");
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

export function healthCheck(forms: FormsRuntime, build: string): RequestHandler {
  return (req, res, next) => {
    if (req.path !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    healthReport(forms, build).then((report) => {
      res.setHeader("Cache-Control", "no-store");
      res.status(report.status === "ok" ? 200 : 503).json(report);
    }, next);
  };
}
