import type { Database } from "../../app/forms/store/sql.server";
import { describe, expect, it } from "vitest";
import type { Enquiry } from "~/forms/enquiry";
import { storeEnquiry } from "../../app/forms/store/enquiries.server";
import { rows, testRuntime, wholeEnquiries } from "./support/forms";
import { enquire, expectTryAgain, referenceOf, subscribe, typed } from "./support/faults";

/**
 * The database failing under the forms, with SQLite's own errors rather than imitations:
 * `PRAGMA query_only` makes the site's connection answer SQLITE_READONLY, as a read-only disk
 * does, and `PRAGMA max_page_count` makes it answer SQLITE_FULL, as a full disk does.
 * (`npm run bench:faults` does the same with read-only mounts and a really full disk.)
 */

const pageCount = async (db: Database) => Number((await rows(db, "PRAGMA page_count"))[0]![0]);
const NO_LIMIT = 4294967294;

describe("a read-only database", () => {
  it("answers 503 with the message and the input, keeps what was stored, and recovers without a restart", async () => {
    const env = testRuntime();
    const before = referenceOf((await enquire(env.runtime)).location);
    const db = await env.runtime.db();
    await db.execute("PRAGMA query_only = ON");

    expectTryAgain(await enquire(env.runtime));
    expect((await wholeEnquiries(db)).references).toEqual([before]);

    // The failed post closed the read-only connection (as one opened on a read-only disk would
    // stay), so once writes are possible again the next post is stored.
    const after = await enquire(env.runtime);
    expect(after.status).toBe(303);
    expect(await wholeEnquiries(db)).toEqual({
      references: [before, referenceOf(after.location)],
      partial: 0,
    });
  });

  it("gives the subscribe box its 'try again' answer, with and without scripts, and stores nothing", async () => {
    const env = testRuntime();
    const db = await env.runtime.db();
    await db.execute("PRAGMA query_only = ON");
    const withScripts = await subscribe(env.runtime, { email: "Zoe@Example.com", js: "1" });
    expect(withScripts).toMatchObject({ status: 503, data: { status: "unavailable" } });
    expect(withScripts.headers.get("retry-after")).toBe("60");

    await db.execute("PRAGMA query_only = ON"); // on the fresh connection the failure above opened
    const withoutScripts = await subscribe(env.runtime, { email: "Zoe@Example.com" });
    expect(withoutScripts).toMatchObject({
      status: 503,
      data: { status: "unavailable", typed: "Zoe@Example.com" },
    });
    expect(await rows(db, "SELECT email FROM subscribers")).toEqual([]);
  });
});

describe("a full database", () => {
  const enquiry: Enquiry = {
    ...typed,
    business: "",
    privacy: true,
    message: "A long message. ".repeat(240),
  } as Enquiry;
  const store = (db: Database) =>
    storeEnquiry(
      db,
      { enquiry, serviceLabel: "Wheelie bins", channel: "no-js", receivedAt: new Date() },
      { enquiryTo: "enquiries@saltbush.example" },
    );

  it("stores an enquiry and its two emails together or not at all, wherever the disk runs out", async () => {
    const env = testRuntime();
    const db = await env.runtime.db();
    const stored: string[] = [];
    const failedAtStatement = new Set<number>();
    for (let round = 0; round < 12; round++) {
      await db.execute(`PRAGMA max_page_count = ${(await pageCount(db)) + (round % 5)}`);
      try {
        stored.push(await store(db));
      } catch (error) {
        expect(error).toMatchObject({ code: "SQLITE_FULL" });
        failedAtStatement.add((error as { statementIndex: number }).statementIndex);
      }
      expect(await wholeEnquiries(db)).toEqual({ references: stored, partial: 0 });
    }
    // The disk ran out after the enquiry row was written, at least once, and that row went too.
    expect([...failedAtStatement].some((index) => index > 0)).toBe(true);
  });

  it("answers 503 with the input kept, and takes the next enquiry once there is room", async () => {
    const env = testRuntime();
    const db = await env.runtime.db();
    const first = referenceOf((await enquire(env.runtime)).location);
    const long = { ...typed, message: "A long message. ".repeat(120) };
    let refused = 0;
    for (let tries = 0; tries < 5 && refused === 0; tries++) {
      await db.execute(`PRAGMA max_page_count = ${await pageCount(db)}`);
      const result = await enquire(env.runtime, long);
      if (result.status === 503) {
        expectTryAgain(result, long);
        refused++;
      } else expect(result.status).toBe(303);
    }
    expect(refused).toBe(1);
    await db.execute(`PRAGMA max_page_count = ${NO_LIMIT}`);
    const after = await enquire(env.runtime, long);
    expect(after.status).toBe(303);
    const { references, partial } = await wholeEnquiries(db);
    expect(partial).toBe(0);
    expect(references).toContain(first);
    expect(references).toContain(referenceOf(after.location));
  });
});
