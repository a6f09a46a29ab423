import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { healthCheck, healthReport } from "../../server/health";
import type { FormsRuntime } from "../../app/forms/runtime.server";
import { answer, formRequest, testRuntime, unusableDatabaseUrl, validEnquiry } from "./support/forms";

async function serve(forms: FormsRuntime) {
  const app = express();
  app.use(healthCheck(forms, "build-7"));
  app.use((_req, res) => res.status(404).send("not here"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  onTestFinished(() => void server.close());
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the health check", () => {
  it("answers 200, never cached, with the outbox's depth and the oldest mail's age and nothing personal", async () => {
    const { runtime, clock } = testRuntime({ smtpUrl: "smtp://127.0.0.1:9" });
    const url = await serve(runtime);
    const empty = await fetch(`${url}/healthz`);
    expect(empty.status).toBe(200);
    expect(empty.headers.get("cache-control")).toBe("no-store");
    expect(await empty.json()).toEqual({
      status: "ok",
      database: "writable",
      outbox: { waiting: 0, oldestWaitingSeconds: null },
      build: "build-7",
    });

    expect(answer(await enquiryAction(formRequest("/contact-us", validEnquiry), runtime)).status).toBe(303);
    clock.now += 90_000;
    const report = await healthReport(runtime, "build-7");
    expect(report.outbox!.waiting).toBeGreaterThan(0);
    expect(report.outbox!.oldestWaitingSeconds).toBeGreaterThanOrEqual(90);
    const text = JSON.stringify(report);
    for (const value of [validEnquiry.email, validEnquiry.name, validEnquiry.phone])
      expect(text).not.toContain(value);
    // The probe leaves nothing behind.
    const db = await runtime.db();
    const tables = await db.execute("SELECT name FROM sqlite_master WHERE name = 'health_probe'");
    expect(tables.rows).toEqual([]);
  });

  it("answers 503 when enquiries cannot be stored, and leaves other paths alone", async () => {
    const { runtime } = testRuntime((dir) => ({ databaseUrl: unusableDatabaseUrl(dir) }));
    const url = await serve(runtime);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "unavailable" });
    expect((await fetch(`${url}/healthz/more`)).status).toBe(404);
    expect((await fetch(`${url}/healthz`, { method: "POST" })).status).toBe(404);
  });
});
