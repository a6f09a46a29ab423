import express from "express";
import type { AddressInfo } from "node:net";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { HEALTH_CACHE_MS, healthCheck, healthReport } from "../../server/health";
import type { FormsRuntime } from "../../app/forms/runtime.server";
import {
  answer,
  formRequest,
  recordingLogger,
  testRuntime,
  unusableDatabaseUrl,
  validEnquiry,
} from "./support/forms";
import { TEST_SECRET, storeRuntime, stores } from "./support/stores";

async function serve(forms: FormsRuntime) {
  const app = express();
  // As behind the proxy on this machine (TRUST_PROXY=1): the visitor's address is the one it adds.
  app.set("trust proxy", 1);
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
      store: "sqlite",
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

  it("shows only ok or not ok to anyone but a monitor on this machine", async () => {
    const { runtime } = testRuntime();
    const url = await serve(runtime);
    const visitor = await fetch(`${url}/healthz`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get("cache-control")).toBe("no-store");
    expect(await visitor.json()).toEqual({ status: "ok" });
    // A visitor who claims to be this machine is still the proxy's visitor.
    const forged = await fetch(`${url}/healthz`, {
      headers: { "x-forwarded-for": "127.0.0.1, 203.0.113.9" },
    });
    expect(await forged.json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ status: "ok", build: "build-7" });
  });

  it("probes the database once for every poll in a few seconds, however many come at once", async () => {
    const { runtime, clock } = testRuntime();
    const url = await serve(runtime);
    const probes = vi.spyOn(runtime, "db");
    const polls = await Promise.all(Array.from({ length: 20 }, () => fetch(`${url}/healthz`)));
    expect(polls.map((poll) => poll.status)).toEqual(Array(20).fill(200));
    expect(probes).toHaveBeenCalledTimes(1);
    clock.now += HEALTH_CACHE_MS;
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect(probes).toHaveBeenCalledTimes(2);
  });
});

describe.each(stores)("the health check on $name", (store) => {
  it("reports the store, writable, and leaves no probe table behind", async () => {
    const { runtime } = await storeRuntime(store);
    const report = await healthReport(runtime, "build-7");
    expect(report).toMatchObject({
      status: "ok",
      database: "writable",
      store: runtime.config.databaseUrl.startsWith("file:") ? "sqlite" : "postgres",
    });
    const db = await runtime.db();
    const probe = await db.execute(
      db.dialect === "sqlite"
        ? "SELECT name FROM sqlite_master WHERE name = 'health_probe'"
        : "SELECT table_name FROM information_schema.tables WHERE table_name = 'health_probe'",
    );
    expect(probe.rows).toEqual([]);
  });
});

describe("the health check on a PostgreSQL server that cannot be reached", () => {
  it("answers 503, database unavailable", async () => {
    // Port 9 (discard) has no PostgreSQL behind it on a test machine.
    const { runtime } = testRuntime({
      databaseUrl: "postgres://site@127.0.0.1:9/saltbush",
      secret: TEST_SECRET,
    });
    const url = await serve(runtime);
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "unavailable", database: "unavailable" });
  });

  it("says at start-up that SECRET is missing, since there is no folder to generate one in", async () => {
    const { logger, lines } = recordingLogger();
    const { runtime } = testRuntime(
      { databaseUrl: "postgres://site@127.0.0.1:9/saltbush", secret: undefined },
      logger,
    );
    await runtime.start();
    expect(lines).toContainEqual(
      expect.stringMatching(/^error: Subscriber links cannot be signed: SECRET must be set/),
    );
  });
});
