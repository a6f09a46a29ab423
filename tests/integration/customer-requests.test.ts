import { describe, expect, it } from "vitest";
import { binChoices } from "~/content/finder.server";
import { company } from "~/content/company";
import { binSizeChoices } from "~/forms/quote-fields";
import { REQUEST_KINDS, type RequestKind, requestPath } from "~/content/request-kinds";
import { customerRequestAction, type RequestFailure } from "~/forms/requests/request-action.server";
import { answer, formRequest, rows } from "./support/forms";
import { startSmtp } from "./support/smtp";
import { storeRuntime, stores } from "./support/stores";
import { startReceiver } from "./support/webhook-receiver";

const size = binSizeChoices(binChoices())[0]!.value;
/** A site in Melbourne, and Tuesday 9 June 2026 at 9 am there: Friday's collection is in the window. */
const MELBOURNE = "3000";
const NOW = Date.parse("2026-06-09T09:00:00+10:00");

const contact = {
  account: "",
  business: "Kettle & Crumb Cafe",
  address: "12 Flinders Lane",
  postcode: MELBOURNE,
  name: "Ari Nguyen",
  phone: "0412 345 678",
  email: "ari@example.com",
  privacy: "on",
};
const answers: Record<RequestKind, Record<string, string>> = {
  missedCollection: {
    rows: "2",
    bin1_stream: "general",
    bin1_size: size,
    bin1_count: "2",
    bin2_stream: "commingled",
    bin2_size: size,
    bin2_count: "1",
    due: "2026-06-05",
    outOnTime: "yes",
    notes: "Side gate",
  },
  extraCollection: {
    bin1_stream: "cardboard",
    bin1_size: size,
    bin1_count: "1",
    wanted: "2026-06-12",
    notes: "",
  },
  binProblem: {
    bin1_stream: "general",
    bin1_size: size,
    problem: "damaged",
    usable: "yes",
    notes: "The lid is split",
  },
  serviceChange: { change: "more", details: "One more bin for cardboard from July" },
};

type Runtime = Awaited<ReturnType<typeof storeRuntime>>;
const send = async (env: Runtime, kind: RequestKind, fields: Record<string, string>) =>
  answer(await customerRequestAction(kind, formRequest(requestPath(kind), fields), env.runtime));
const routeOf = (kind: RequestKind) =>
  company.requestRoutes.find((route) => route.kind === kind && route.state === "VIC")!.email;

describe.each(stores)("customers' requests on $name", { timeout: 60_000 }, (store) => {
  it("stores a missed collection, mails the customer and the routed team once each, and posts the webhook as a request", async () => {
    const smtp = await startSmtp();
    const secret = "test-webhook-secret-of-32-characters!";
    const receiver = await startReceiver(secret);
    const env = await storeRuntime(store, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      webhook: { url: receiver.url, secret },
    });
    env.clock.now = NOW;
    const sent = await send(env, "missedCollection", { ...contact, ...answers.missedCollection });
    expect(sent.status).toBe(303);
    const location = new URL(sent.location!, "http://localhost");
    expect(location.pathname).toBe("/thank-you");
    expect(location.searchParams.get("request")).toBe("missed-collection");
    const reference = location.searchParams.get("ref")!;

    const db = await env.runtime.db();
    const [stored] = await rows(db, "SELECT * FROM enquiries WHERE reference = ?", [reference]);
    expect(stored).toMatchObject({
      kind: "missed-collection",
      postcode: MELBOURNE,
      audience: "existing-customer",
    });
    expect(JSON.parse(String(stored!.answers))).toMatchObject({
      state: "VIC",
      routedTo: routeOf("missedCollection"),
    });

    expect(await env.runtime.runOutboxOnce()).toBe(3);
    const mails = await smtp.waitFor(2);
    expect(mails).toHaveLength(2);
    const team = mails.find((mail) => mail.to.includes(routeOf("missedCollection")))!;
    expect(team.body).toContain(`Reference: ${reference}`);
    expect(team.body).toContain("The day it was due: 2026-06-05");
    // Both bins in one request: one answer, in the team's mail and the stored answers alike.
    const bins = team.body.split("\n").find((line) => line.startsWith("Bins: "))!;
    expect(bins).toMatch(/^Bins: 2 × .+ general waste; 1 × .+ commingled recycling/i);
    expect(JSON.parse(String(stored!.answers)).answers.Bins).toBe(bins.slice("Bins: ".length).trim());
    const customer = mails.find((mail) => mail.to.includes("ari@example.com"))!;
    expect(customer.body).toContain(reference);
    expect(customer.body).not.toContain("Side gate");
    expect(customer.header("list-unsubscribe")).toBeUndefined();
    expect(receiver.deliveries[0]!.json).toMatchObject({
      type: "request",
      enquiry: { reference, kind: "missed-collection" },
    });
  });

  it("stores each other kind with its own answers", async () => {
    const env = await storeRuntime(store);
    env.clock.now = NOW;
    for (const kind of REQUEST_KINDS.filter((k) => k !== "missedCollection")) {
      const sent = await send(env, kind, { ...contact, ...answers[kind] });
      expect(sent.status, kind).toBe(303);
    }
    const db = await env.runtime.db();
    const kinds = await rows(db, "SELECT kind FROM enquiries ORDER BY id");
    expect(kinds.map((row) => row.kind)).toEqual([
      "extra-collection",
      "bin-damaged-missing-or-stolen",
      "change-of-service",
    ]);
  });

  it("says what to do instead, keeps what was typed and stores nothing, outside the area or the window", async () => {
    const env = await storeRuntime(store);
    env.clock.now = NOW;
    const outside = await send(env, "missedCollection", {
      ...contact,
      ...answers.missedCollection,
      postcode: "0870",
    });
    expect(outside.status).toBe(400);
    const refused = outside.data as RequestFailure;
    expect(Object.keys(refused.errors)).toEqual(["postcode"]);
    expect(refused.values).toMatchObject({ postcode: "0870", notes: "Side gate", name: "Ari Nguyen" });

    const late = await send(env, "missedCollection", {
      ...contact,
      ...answers.missedCollection,
      due: "2026-06-01",
    });
    expect(late.status).toBe(400);
    expect((late.data as RequestFailure).errors.due).toContain("Wednesday 3 June");
    expect((late.data as RequestFailure).values.due).toBe("2026-06-01");

    const db = await env.runtime.db();
    expect(await rows(db, "SELECT id FROM enquiries")).toEqual([]);
    expect(await rows(db, "SELECT id FROM outbox")).toEqual([]);
  });

  it("adds a row of bins keeping what was typed, skips an empty row, checks a begun one, and holds the account number to its form", async () => {
    const env = await storeRuntime(store);
    env.clock.now = NOW;
    const typed = { ...contact, ...answers.missedCollection };
    const added = await send(env, "missedCollection", { ...typed, intent: "add" });
    expect(added.status).toBe(200);
    expect(added.data).toMatchObject({
      added: true,
      errors: {},
      values: { ...typed, rows: "3", bin3_stream: "" },
    });

    const blankThird = await send(env, "missedCollection", { ...typed, rows: "3" });
    expect(blankThird.status).toBe(303);
    const begunThird = await send(env, "missedCollection", { ...typed, rows: "3", bin3_size: size });
    expect(begunThird.status).toBe(400);
    expect(Object.keys((begunThird.data as RequestFailure).errors).sort()).toEqual([
      "bin3_count",
      "bin3_stream",
    ]);

    const { example } = company.accountNumber;
    const known = await send(env, "missedCollection", { ...typed, account: ` ${example.toLowerCase()} ` });
    expect(known.status).toBe(303);
    const wrong = await send(env, "missedCollection", { ...typed, account: `${example}-X` });
    expect(wrong.status).toBe(400);
    expect((wrong.data as RequestFailure).errors.account).toContain(example);
    expect((wrong.data as RequestFailure).values.account).toBe(`${example}-X`);

    const db = await env.runtime.db();
    const stored = await rows(db, "SELECT answers FROM enquiries ORDER BY id");
    expect(stored).toHaveLength(2);
    expect(JSON.parse(String(stored[1]!.answers)).answers["Account number"]).toBe(example.toUpperCase());
  });

  it("refuses the honeypot and an empty form as the enquiry form does, storing nothing", async () => {
    const env = await storeRuntime(store);
    const bot = await send(env, "binProblem", { ...contact, ...answers.binProblem, website: "http://spam" });
    expect(bot.status).toBe(400);
    const empty = await send(env, "serviceChange", {});
    expect(empty.status).toBe(400);
    expect(Object.keys((empty.data as RequestFailure).errors)).toEqual(
      expect.arrayContaining([
        "change",
        "details",
        "address",
        "postcode",
        "name",
        "email",
        "phone",
        "privacy",
        "business",
      ]),
    );
    const db = await env.runtime.db();
    expect(await rows(db, "SELECT id FROM enquiries")).toEqual([]);
  });
});
