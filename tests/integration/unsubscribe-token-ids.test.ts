import { describe, expect, it } from "vitest";
import { siteKeys } from "../../app/forms/store/secret.server";
import { checkToken } from "../../app/forms/store/tokens.server";
import { rows } from "./support/forms";
import { TEST_SECRET, storeRuntime, stores } from "./support/stores";
import { oneClick, subscribe } from "./support/subscription";

/** Every token in the links of the mail waiting in the outbox. */
async function mailedTokens(db: Parameters<typeof rows>[0]) {
  const mail = await rows(db, "SELECT body, headers FROM outbox ORDER BY id");
  return mail
    .flatMap((row) => [...`${String(row.body)} ${String(row.headers)}`.matchAll(/token=([\w.-]+)/g)])
    .map((match) => match[1]!);
}

describe.each(stores)("the links in subscriber mail on $name", (store) => {
  it("name a subscription by a random identifier, never by its row number, so they tell nothing of the list's size", async () => {
    const { runtime } = await storeRuntime(store);
    const db = await runtime.db();
    for (const n of [1, 2, 3]) await subscribe(runtime, `reader${n}@example.com`);
    const ids = (await rows(db, "SELECT id FROM subscribers")).map((row) => String(row.id));
    const tokens = await mailedTokens(db);
    expect(tokens.length).toBeGreaterThanOrEqual(6);
    for (const token of tokens) {
      const [, identifier] = token.split(".");
      // The identifier is 24 random hexadecimal digits; no part of the token is a row number.
      expect(identifier).toMatch(/^[0-9a-f]{24}$/);
      expect(token.split(".").filter((part) => ids.includes(part))).toEqual([]);
    }
    // Three subscriptions, three unrelated identifiers.
    expect(new Set(tokens.map((token) => token.split(".")[1])).size).toBe(3);
  });

  it("still honour an unsubscribe link mailed when links carried the row number", async () => {
    const { runtime } = await storeRuntime(store);
    const db = await runtime.db();
    await subscribe(runtime, "reader@example.com");
    const [row] = await rows(db, "SELECT id, token_nonce FROM subscribers");
    const keys = siteKeys(TEST_SECRET);
    const body = `u.${String(row!.id)}.${String(row!.token_nonce)}.0`;
    const oldToken = `${body}.${keys.sign(body).toString("base64url")}`;
    expect(checkToken(keys, "unsubscribe", oldToken, Date.now())).toEqual({
      ok: true,
      nonce: String(row!.token_nonce),
    });
    const response = await oneClick(runtime, `https://www.saltbush.example/unsubscribe?token=${oldToken}`);
    expect(response.status).toBe(200);
    expect(await rows(db, "SELECT id FROM subscribers")).toEqual([]);
    expect(await rows(db, "SELECT via FROM suppressions")).toEqual([
      expect.objectContaining({ via: "one-click" }),
    ]);
  });

  it("refuse a link whose identifier was changed, as a tampered token", async () => {
    const { runtime } = await storeRuntime(store);
    const db = await runtime.db();
    await subscribe(runtime, "reader@example.com");
    const [token] = (await mailedTokens(db)).filter((found) => found.startsWith("u."));
    const [letter, identifier, ...rest] = token!.split(".");
    const changed = [letter, identifier!.replace(/^./, (c) => (c === "0" ? "1" : "0")), ...rest].join(".");
    expect(checkToken(siteKeys(TEST_SECRET), "unsubscribe", changed, Date.now())).toEqual({
      ok: false,
      reason: "malformed",
    });
    const response = await oneClick(runtime, `https://www.saltbush.example/unsubscribe?token=${changed}`);
    expect(response.status).toBe(400);
    expect(await rows(db, "SELECT COUNT(*) AS n FROM subscribers")).toEqual([
      expect.objectContaining({ n: 1 }),
    ]);
  });
});
