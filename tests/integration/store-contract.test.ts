import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { claimDue } from "../../app/forms/mail/outbox.server";
import { openDatabase } from "../../app/forms/store/database.server";
import { deleteAddress, findAddress } from "../../app/forms/store/privacy-requests.server";
import { answer, formRequest, rows, testRuntime, validEnquiry, wholeEnquiries } from "./support/forms";
import { TEST_SECRET, type TestStore, storeRuntime, stores } from "./support/stores";
import { subscribe } from "./support/subscription";

/**
 * What the forms need of their store, the same on every database the site can run on: storing
 * whole requests once, claiming mail once, retention, the staff export, privacy requests and the
 * form limits.
 */
async function enquire(
  runtime: Awaited<ReturnType<typeof storeRuntime>>["runtime"],
  fields = {},
  address = "203.0.113.9",
) {
  const sent = answer(
    await enquiryAction(formRequest("/contact-us", { ...validEnquiry, ...fields }), runtime, address),
  );
  // Without scripts a stored enquiry is a redirect to its thank-you page, which names the reference.
  return { ...sent, stored: sent.status === 303 };
}

/** Two forms runtimes on one database, as two servers behind a load balancer. */
async function twoServers(store: TestStore, settings = {}) {
  const databaseUrl = await store.url();
  const one = testRuntime({ secret: TEST_SECRET, ...settings, databaseUrl });
  const two = testRuntime({ secret: TEST_SECRET, ...settings, databaseUrl });
  return { one: one.runtime, two: two.runtime, clock: one.clock, clockTwo: two.clock, databaseUrl };
}

describe.each(stores)("the store on $name", { timeout: 60_000 }, (store) => {
  it("stores a whole enquiry with both its emails, and the same filled-in form once", async () => {
    const { runtime } = await storeRuntime(store);
    const first = await enquire(runtime, { submission_id: "a-form-sent-twice-0001" });
    const again = await enquire(runtime, { submission_id: "a-form-sent-twice-0001" });
    expect(first.stored).toBe(true);
    expect(again.location).toBe(first.location);
    const db = await runtime.db();
    const whole = await wholeEnquiries(db);
    expect(whole).toEqual({ references: [expect.stringMatching(/^SB-\d{8}-\w{4}$/)], partial: 0 });
    expect(await rows(db, "SELECT name, business, postcode, message FROM enquiries")).toEqual([
      expect.objectContaining({
        name: validEnquiry.name,
        business: validEnquiry.business,
        message: validEnquiry.message,
      }),
    ]);
  });

  it("gives each due message to one claim only, however many servers claim at once, and again once a lease runs out", async () => {
    const { one, databaseUrl } = await twoServers(store);
    for (let n = 0; n < 12; n++) await enquire(one, { email: `visitor${n}@example.com` });
    const servers = [await openDatabase(databaseUrl), await openDatabase(databaseUrl)];
    try {
      const now = Date.now() + 1000;
      const claims = await Promise.all(
        [0, 1, 2, 3, 4, 5].map((n) => claimDue(servers[n % 2]!, now, 60_000, 5)),
      );
      const claimed = claims.flat().map((message) => message.id);
      expect(claimed).toHaveLength(24);
      expect(new Set(claimed).size).toBe(24);
      // Nothing is free while the leases hold; after they run out every message can be claimed again.
      expect(await claimDue(servers[0]!, now + 1000, 60_000, 50)).toEqual([]);
      expect(await claimDue(servers[1]!, now + 61_000, 60_000, 50)).toHaveLength(24);
    } finally {
      for (const db of servers) db.close();
    }
  });

  it("deletes enquiries past the retention period with their mail, and old form-limit rows", async () => {
    const { runtime, clock } = await storeRuntime(store, { contactRateLimit: 5 });
    const db = await runtime.db();
    clock.now = Date.parse("2023-12-01T00:00:00Z");
    await enquire(runtime);
    clock.now = Date.parse("2026-01-01T00:00:00Z");
    await enquire(runtime, {}, "198.51.100.7");
    expect(await rows(db, "SELECT COUNT(*) AS n FROM form_hits")).toEqual([
      expect.objectContaining({ n: 2 }),
    ]);
    expect(await runtime.runRetention()).toMatchObject({ enquiries: 1, enquiryMail: 2 });
    expect((await wholeEnquiries(db)).references).toHaveLength(1);
    expect(await rows(db, "SELECT COUNT(*) AS n FROM form_hits")).toEqual([
      expect.objectContaining({ n: 1 }),
    ]);
  });

  it("lists the enquiries for staff (npm run enquiries)", async () => {
    const { runtime } = await storeRuntime(store);
    await enquire(runtime);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/enquiries.ts", "--format", "json"],
      { env: { ...process.env, DATABASE_URL: runtime.config.databaseUrl, SECRET: TEST_SECRET } },
    );
    const [listed] = JSON.parse(stdout) as Record<string, unknown>[];
    expect(listed).toMatchObject({
      name: validEnquiry.name,
      email: validEnquiry.email,
      message: validEnquiry.message,
    });
  });

  it("finds and deletes everything kept about an address, keeping only its unsubscribe record", async () => {
    const { runtime } = await storeRuntime(store);
    const db = await runtime.db();
    await enquire(runtime, { email: "Zoe@Example.com" });
    await enquire(runtime, { email: "someone.else@example.com" });
    await subscribe(runtime, "zoe@example.com");
    const found = await findAddress(db, runtime.keys(), "ZOE@example.com");
    expect(found.enquiries).toHaveLength(1);
    expect(found.subscription).toMatchObject({ email_key: "zoe@example.com" });
    expect(found.mail.length).toBeGreaterThanOrEqual(3);
    expect(await deleteAddress(db, runtime.keys(), "zoe@example.com", runtime.now())).toMatchObject({
      enquiries: 1,
      subscription: 1,
      keptUnsubscribeRecord: true,
    });
    const after = await findAddress(db, runtime.keys(), "zoe@example.com");
    expect(after).toMatchObject({ enquiries: [], subscription: null, mail: [] });
    expect(after.unsubscribed).toMatchObject({ via: "privacy request" });
    expect((await wholeEnquiries(db)).references).toHaveLength(1);
  });

  it("limits each address's posts in a sliding window, counted for every server on the database", async () => {
    const { one, two, clock, clockTwo } = await twoServers(store, {
      contactRateLimit: 3,
      rateLimitWindowMs: 60_000,
    });
    clockTwo.now = clock.now;
    const statuses = [];
    for (const runtime of [one, two, one]) statuses.push((await enquire(runtime)).stored);
    expect(statuses).toEqual([true, true, true]);
    const refused = await enquire(two);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect((await enquire(one, {}, "198.51.100.7")).stored).toBe(true); // another address counts alone
    clock.now += 30_000;
    clockTwo.now = clock.now;
    expect((await enquire(one)).status).toBe(429); // refused attempts do not extend the wait
    clock.now += 30_001;
    clockTwo.now = clock.now;
    expect((await enquire(two)).stored).toBe(true);
  });

  it("does not limit with a limit of 0", async () => {
    const { runtime } = await storeRuntime(store, { contactRateLimit: 0 });
    const statuses = [];
    for (let n = 0; n < 8; n++) statuses.push((await enquire(runtime)).stored);
    expect(statuses.every(Boolean)).toBe(true);
  });
});
