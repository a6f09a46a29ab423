import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { siteKeys } from "../../app/forms/store/secret.server";
import { signToken } from "../../app/forms/store/tokens.server";
import { SUBSCRIPTION_PATHS } from "../../app/forms/subscription-links";
import { productionSite } from "./support/production-site";
import { databaseFile, openSqlite } from "../../app/forms/store/sqlite.server";

/**
 * Edges of the production server (server.js over the build) that only show with the whole stack:
 * React Router's own checks, header writing, the health check's cache and who may read it.
 */

const SECRET = "a-test-secret-that-is-long-enough-to-sign-links";

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = "application/x-www-form-urlencoded";

describe("the production server at its edges", () => {
  it("takes a mail client's one-click unsubscribe from any origin with a valid token, with no stack trace", async () => {
    const site = await productionSite({ SECRET, SUBSCRIBE_RATE_LIMIT: "0" });
    const subscribed = await fetch(`${site.url}/subscribe`, {
      method: "POST",
      headers: { "content-type": FORM, origin: site.url },
      body: form({ email: "reader@example.com", return_to: "/", js: "1" }),
    });
    expect(subscribed.status).toBeLessThan(400);
    const db = openSqlite(databaseFile(site.databaseUrl)!);
    const row = (await db.execute("SELECT id, token_nonce FROM subscribers")).rows[0]!;
    db.close();
    const token = signToken(siteKeys(SECRET), "unsubscribe", { nonce: String(row.token_nonce) }, null);
    // RFC 8058: the provider posts from its own origin, an opaque one, or says nothing of one.
    for (const origin of ["https://mail.provider.example", "null", "mail.provider.example", undefined]) {
      const response = await fetch(`${site.url}${SUBSCRIPTION_PATHS.oneClick}?token=${token}`, {
        method: "POST",
        headers: { "content-type": FORM, ...(origin === undefined ? {} : { origin }) },
        body: "List-Unsubscribe=One-Click",
      });
      expect(await response.text(), `Origin: ${origin}`).toBe("Unsubscribed.\n");
      expect(response.status).toBe(200);
    }
    // The same from a page's data address, as React Router's client would post it.
    const data = await fetch(`${site.url}${SUBSCRIPTION_PATHS.oneClick}.data?token=${token}`, {
      method: "POST",
      headers: { "content-type": FORM, origin: "https://mail.provider.example" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(data.status).toBeLessThan(500);
    expect(site.output()).not.toMatch(/Error|\n {2,}at /);
  });

  it("sends the subscribe box back to the front page for a return_to a header cannot hold, never a 500", async () => {
    const site = await productionSite({ SUBSCRIBE_RATE_LIMIT: "0" });
    for (const returnTo of ["/%01x", "/%7F", "/%C4%80x", "/a%0d%0aSet-Cookie:%20x=1"]) {
      const response = await fetch(`${site.url}/subscribe`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": FORM, origin: site.url },
        body: `email=zoe%40example.com&return_to=${returnTo}`,
      });
      expect(response.status, returnTo).toBe(303);
      expect(response.headers.get("location"), returnTo).toBe("/?subscribe=subscribed#subscribe");
    }
    expect(site.output()).not.toMatch(/Error|\n {2,}at /);
  });

  it("listens on loopback only behind a proxy, unless HOST says otherwise, and then warns", async () => {
    const site = await productionSite({ TRUST_PROXY: "1" });
    expect(site.output()).toContain("Saltbush website on http://127.0.0.1:");
    expect((await fetch(`http://127.0.0.1:${site.port}/healthz`)).status).toBe(200);
    // Another address of this machine, as another machine would reach it.
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === "IPv4" && !address.internal)?.address;
    if (outward) await expect(fetch(`http://${outward}:${site.port}/healthz`)).rejects.toThrow();
    const open = await productionSite({ TRUST_PROXY: "1", HOST: "0.0.0.0" });
    expect(open.output()).toContain("TRUST_PROXY is set and HOST=0.0.0.0 is reachable from other machines");
  });
});
