import { describe, expect, it } from "vitest";
import { productionSite } from "./support/production-site";

/** A post as the proxy passes it on: the visitor's own X-Forwarded-For, then the address the proxy saw. */
function throughProxy(url: string, path: string, body: string, madeUp: string) {
  return fetch(`${url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: url,
      "x-forwarded-for": `${madeUp}, 198.51.100.7`,
    },
    body,
  });
}

describe("behind one proxy hop (TRUST_PROXY=1)", () => {
  it("counts the address the proxy saw, whatever X-Forwarded-For the visitor made up", async () => {
    const site = await productionSite({
      TRUST_PROXY: "1",
      SUBSCRIBE_RATE_LIMIT: "3",
      CONTACT_RATE_LIMIT: "2",
    });
    // Without scripts the subscribe box answers a confirmation with a redirect that names it, and
    // the limit with the subscribe page's 429.
    const subscribes: (string | number)[] = [];
    for (let i = 0; i < 5; i++) {
      const body = new URLSearchParams({ email: `visitor${i}@example.com`, return_to: "/about" });
      const response = await throughProxy(site.url, "/subscribe", body.toString(), `203.0.113.${i + 1}`);
      const location = response.headers.get("location");
      subscribes.push(
        location ? new URL(location, site.url).searchParams.get("subscribe")! : response.status,
      );
    }
    expect(subscribes).toEqual(["subscribed", "subscribed", "subscribed", 429, 429]);

    const enquiries: number[] = [];
    for (let i = 0; i < 4; i++) {
      const body = new URLSearchParams({
        name: "Sam Lee",
        email: `sam${i}@example.com`,
        phone: "0412 345 678",
        postcode: "3175",
        audience: "small-business",
        service: "wheelie-bins",
        message: "Please quote for two 240 L bins at the back gate.",
        privacy: "on",
      });
      const response = await throughProxy(
        site.url,
        "/contact-us",
        body.toString(),
        `192.0.2.${i + 1}, 10.0.0.${i}`,
      );
      enquiries.push(response.status);
    }
    expect(enquiries.slice(2)).toEqual([429, 429]);
    expect(enquiries.slice(0, 2).every((status) => status < 400)).toBe(true);
  });
});
