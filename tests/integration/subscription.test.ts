import type { Database } from "../../app/forms/store/sql.server";
import { describe, expect, it } from "vitest";
import { subscriptionText } from "~/forms/subscription-pages";
import { CONFIRM_LINK_MS } from "../../app/forms/store/subscriptions.server";
import { welcomeWords } from "../../app/content/monthly-welcome.server";
import { rows, testRuntime } from "./support/forms";
import { type ReceivedMail, type TestSmtp, startSmtp } from "./support/smtp";
import type { FormsRuntime } from "../../app/forms/runtime.server";
import { linksIn, oneClick, openLink, pressButton, subscribe } from "./support/subscription";

/** The current test's mail server (closed when the test ends). */
let smtp: TestSmtp | undefined;

async function site() {
  smtp = await startSmtp();
  const env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  return { runtime: env.runtime, clock: env.clock, smtp, db: await env.runtime.db() };
}

/** Sends what the outbox has due and returns the mail that arrived since `seen`. */
async function deliver(runtime: FormsRuntime, seen: number) {
  await runtime.runOutboxOnce();
  return smtp!.mails.slice(seen);
}

/** Every table's rows, to show that something changed nothing. */
async function snapshot(db: Database) {
  return {
    subscribers: await rows(db, "SELECT * FROM subscribers ORDER BY id"),
    suppressions: await rows(db, "SELECT * FROM suppressions ORDER BY email_hash"),
    outbox: await rows(db, "SELECT * FROM outbox ORDER BY id"),
  };
}

/** Every subscriber email carries the unsubscribe link and the RFC 8058 headers. */
function expectUnsubscribeHeaders(mail: ReceivedMail) {
  expect(mail.header("list-unsubscribe")).toMatch(/^<https:\/\/[^>]+\/unsubscribe\?token=u\.[\w.-]+>$/);
  expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(linksIn(mail).unsubscribe).toMatch(/\/subscription\?token=u\./);
  expect(mail.header("auto-submitted")).toBe("auto-generated");
}

describe("confirmed opt-in", () => {
  it("stores a pending address, mails one confirmation, and subscribes only through its link", async () => {
    const { runtime, db, clock } = await site();
    // What to expect and when the next e-mail goes out: in both e-mails and on the page.
    const welcome = welcomeWords(clock.now);
    expect(await subscribe(runtime, "Zoe@Example.com", "/about")).toMatchObject({
      status: 200,
      data: { status: "subscribed" },
    });
    expect(await rows(db, "SELECT email, status, source_path, confirmed_at FROM subscribers")).toEqual([
      expect.objectContaining({
        email: "Zoe@Example.com",
        status: "pending",
        source_path: "/about",
        confirmed_at: null,
      }),
    ]);

    const [confirmation] = await deliver(runtime, 0);
    expect(confirmation!.to.map((to) => to.toLowerCase())).toEqual(["zoe@example.com"]);
    expect(confirmation!.header("subject")).toBe(
      "Please confirm your subscription to Saltbush Environmental",
    );
    expectUnsubscribeHeaders(confirmation!);
    for (const words of welcome) expect(confirmation!.body.replace(/\s+/g, " ")).toContain(words);
    const { confirm } = linksIn(confirmation!);
    expect(confirm).toMatch(/^https:\/\/www\.saltbush\.example\/subscription\?token=c\./);

    // Opening the link (as a mail scanner would) changes nothing: it shows the button.
    const before = await snapshot(db);
    expect(await openLink(runtime, confirm!)).toMatchObject({
      status: 200,
      data: { step: "ask-confirm", welcome },
    });
    expect(await snapshot(db)).toEqual(before);

    expect(await pressButton(runtime, confirm!)).toMatchObject({
      status: 200,
      data: { step: "confirmed", welcome },
    });
    expect(await rows(db, "SELECT status FROM subscribers")).toEqual([
      expect.objectContaining({ status: "confirmed" }),
    ]);
    expect(await pressButton(runtime, confirm!)).toMatchObject({
      status: 200,
      data: { step: "already-confirmed" },
    });

    const [welcomeMail, ...more] = await deliver(runtime, 1);
    expect(more).toEqual([]);
    expect(welcomeMail!.header("subject")).toBe(
      "You're subscribed to Saltbush Environmental's monthly email",
    );
    expectUnsubscribeHeaders(welcomeMail!);
    for (const words of welcome) expect(welcomeMail!.body.replace(/\s+/g, " ")).toContain(words);
  });

  it("answers the same for new, pending and confirmed addresses, and mails one confirmation an hour at most", async () => {
    const { runtime, clock } = await site();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await subscribe(runtime, "zoe@example.com"));
    expect(await deliver(runtime, 0)).toHaveLength(1);
    clock.now += 59 * 60_000;
    answers.push(await subscribe(runtime, "ZOE@example.com"));
    expect(await deliver(runtime, 1)).toHaveLength(0);
    clock.now += 2 * 60_000;
    answers.push(await subscribe(runtime, "zoe@example.com"));
    const [second] = await deliver(runtime, 1);
    expect(second).toBeDefined();
    // Confirmed: asking again sends nothing, and the box still says the same.
    await pressButton(runtime, linksIn(second!).confirm!);
    await deliver(runtime, 2); // the welcome
    clock.now += 2 * 60 * 60_000;
    answers.push(await subscribe(runtime, "zoe@example.com"));
    expect(await deliver(runtime, 3)).toHaveLength(0);
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.data])))).toEqual(
      new Set([JSON.stringify([200, { status: "subscribed" }])]),
    );
  });

  it("expires the link after seven days: a clear 410, and the daily job deletes the address", async () => {
    const { runtime, clock, db } = await site();
    await subscribe(runtime, "late@example.com");
    const { confirm } = linksIn((await deliver(runtime, 0))[0]!);
    clock.now += CONFIRM_LINK_MS + 1000;
    const expired = await openLink(runtime, confirm!);
    expect(expired).toMatchObject({ status: 410, data: { step: "expired" } });
    expect(subscriptionText.expired.lead).toMatch(/enter your address again/);
    expect(await pressButton(runtime, confirm!)).toMatchObject({ status: 410, data: { step: "expired" } });
    expect(await rows(db, "SELECT status FROM subscribers")).toEqual([
      expect.objectContaining({ status: "pending" }),
    ]);
    const summary = await runtime.runRetention();
    expect(summary.expiredSubscriptions).toBe(1);
    expect(await rows(db, "SELECT * FROM subscribers")).toEqual([]);
    expect(await rows(db, "SELECT * FROM outbox")).toEqual([]);
  });
});

describe("unsubscribing", () => {
  async function confirmedSubscriber(email: string) {
    const { runtime, db } = await site();
    await subscribe(runtime, email);
    await pressButton(runtime, linksIn((await deliver(runtime, 0))[0]!).confirm!);
    const [welcome] = await deliver(runtime, 1);
    return { runtime, db, links: linksIn(welcome!) };
  }

  it("by the page: opening it changes nothing, its button unsubscribes at once, and only a keyed hash remains", async () => {
    const { runtime, db, links } = await confirmedSubscriber("Kim@Example.com");
    const before = await snapshot(db);
    expect(await openLink(runtime, links.unsubscribe!)).toMatchObject({
      status: 200,
      data: { step: "ask-unsubscribe", token: expect.stringMatching(/^u\./) },
    });
    expect(await snapshot(db)).toEqual(before);

    expect(await pressButton(runtime, links.unsubscribe!)).toMatchObject({
      status: 200,
      data: { step: "unsubscribed" },
    });
    const after = await snapshot(db);
    expect(after.subscribers).toEqual([]);
    expect(after.outbox).toEqual([]);
    expect(after.suppressions).toEqual([
      expect.objectContaining({ via: "page", source_path: "/blog/1", confirmed_at: expect.any(String) }),
    ]);
    expect(JSON.stringify(after).toLowerCase()).not.toContain("kim@example.com");
    // The same link again: the same answer, nothing else changes.
    expect(await pressButton(runtime, links.unsubscribe!)).toMatchObject({
      status: 200,
      data: { step: "unsubscribed" },
    });
    expect(await snapshot(db)).toEqual(after);
  });

  it("by a mail client's one-click POST, to the List-Unsubscribe address", async () => {
    const { runtime, db, links } = await confirmedSubscriber("one@example.com");
    const response = await oneClick(runtime, links.oneClick!);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Unsubscribed.\n");
    expect(await rows(db, "SELECT * FROM subscribers")).toEqual([]);
    expect(await rows(db, "SELECT via FROM suppressions")).toEqual([
      expect.objectContaining({ via: "one-click" }),
    ]);
    expect((await oneClick(runtime, links.oneClick!)).status).toBe(200);
  });

  it("a new subscription of an unsubscribed address needs confirming again, which clears the unsubscribe record", async () => {
    const { runtime, db, links } = await confirmedSubscriber("back@example.com");
    await pressButton(runtime, links.unsubscribe!);
    await subscribe(runtime, "back@example.com");
    const mails = await deliver(runtime, 2);
    expect(mails).toHaveLength(1);
    expect(await rows(db, "SELECT status FROM subscribers")).toEqual([
      expect.objectContaining({ status: "pending" }),
    ]);
    expect(await rows(db, "SELECT * FROM suppressions")).toHaveLength(1);
    // The old unsubscribe link belongs to the ended subscription: it changes nothing now.
    await pressButton(runtime, links.unsubscribe!);
    expect(await rows(db, "SELECT status FROM subscribers")).toEqual([
      expect.objectContaining({ status: "pending" }),
    ]);
    await pressButton(runtime, linksIn(mails[0]!).confirm!);
    expect(await rows(db, "SELECT * FROM suppressions")).toEqual([]);
    expect(await rows(db, "SELECT status FROM subscribers")).toEqual([
      expect.objectContaining({ status: "confirmed" }),
    ]);
  });

  it("a changed, truncated or wrong-purpose token is a 400 page, and a forged one does nothing", async () => {
    const { runtime, db, links } = await confirmedSubscriber("safe@example.com");
    const token = new URL(links.unsubscribe!).searchParams.get("token")!;
    const before = await snapshot(db);
    const variants = [
      token.slice(0, -1),
      token.slice(0, 20),
      // One character of the signature changed: the next to last, as the last may carry unused bits.
      `${token.slice(0, -2)}${token.at(-2) === "A" ? "B" : "A"}${token.slice(-1)}`,
      token.replace(/^u\./, "c."),
      token.replace(/\.(\d+)\./, (_, id: string) => `.${Number(id) + 1}.`),
      "",
    ];
    expect(variants).not.toContain(token);
    for (const variant of variants) {
      const link = `https://www.saltbush.example/subscription?token=${encodeURIComponent(variant)}`;
      expect(await openLink(runtime, link), variant).toMatchObject({
        status: 400,
        data: { step: "malformed" },
      });
      expect(await pressButton(runtime, link), variant).toMatchObject({ status: 400 });
      expect((await oneClick(runtime, link.replace("/subscription", "/unsubscribe"))).status).toBe(400);
    }
    expect(await snapshot(db)).toEqual(before);
  });
});
