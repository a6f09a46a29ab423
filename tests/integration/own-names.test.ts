import { describe, expect, it } from "vitest";
import { allQuoteSteps, validEnquiry } from "./support/forms";
import { productionSite } from "./support/production-site";

/**
 * Words JavaScript gives every object: a lookup in a plain object finds them when it should find
 * nothing (`{}["constructor"]` is `Object`). Each goes through every tool, every form field and
 * every query parameter of the production site, which must answer each clearly and never with a 5xx.
 */
const WORDS = ["constructor", "__proto__", "toString", "hasOwnProperty", "prototype"];

function getsFor(word: string): string[] {
  const w = encodeURIComponent(word);
  return [
    `/search?q=${w}`,
    `/what-goes-where?q=${w}`,
    `/bin-size-guide?business=${w}&volume=${w}&stream=${w}`,
    `/bin-size-guide?business=office&volume=few&stream=${w}`,
    `/service-area?place=${w}`,
    `/contact-us?service=${w}`,
    `/get-a-quote?service=${w}&audit=${w}`,
    `/get-a-quote?business=${w}&volume=${w}&stream=${w}`,
    `/get-a-quote?business=home&volume=${w}&stream=general`,
    `/thank-you?ref=${w}`,
    `/about?subscribe=${w}`,
    `/subscription?token=${w}`,
    `/unsubscribe?token=${w}`,
    `/${w}`,
    `/services/${w}`,
    `/waste-management/${w}`,
    `/recycling/${w}`,
    `/industries/${w}`,
    `/pages/${w}`,
    `/blog/${w}`,
    `/post/${w}`,
    `/keystatic/${w}`,
    `/api/keystatic/preview?file=${w}&branch=${w}`,
    `/assets/${w}`,
  ];
}

/** Each field of a form set to the word in turn, then a field named after it. */
function eachField(fields: Record<string, string>, word: string, extra: Record<string, string> = {}) {
  return [
    ...Object.keys(fields).map((name) => ({ ...extra, ...fields, [name]: word })),
    { ...extra, ...fields, [word]: word },
  ];
}

function postsFor(word: string): [string, Record<string, string>][] {
  const quoteSteps = [0, 1, 2, 3].flatMap((step) =>
    eachField(allQuoteSteps, word, { step: String(step), intent: "next" }),
  );
  return [
    ...eachField(validEnquiry, word).map((fields) => ["/contact-us", fields] as [string, typeof fields]),
    ...eachField({ email: "sam@example.com", return_to: "/about" }, word).map(
      (fields) => ["/subscribe", fields] as [string, typeof fields],
    ),
    ...quoteSteps.map((fields) => ["/get-a-quote", fields] as [string, typeof fields]),
    ["/get-a-quote", { ...allQuoteSteps, step: "2", intent: "check", place: word }],
    ["/get-a-quote", { ...allQuoteSteps, step: "0", intent: word }],
    ["/subscription", { token: word }],
    ["/unsubscribe", { token: word }],
  ];
}

/** A clear answer: a page (or a redirect to one) that says something, never a server error. */
async function expectClear(response: Response, what: string) {
  const body = await response.text();
  expect(response.status, what).toBeLessThan(500);
  if (response.status >= 300 && response.status < 400) {
    expect(response.headers.get("location"), what).toMatch(/^\/[^/\\]/);
  } else {
    expect(body.trim().length, what).toBeGreaterThan(0);
  }
}

describe("JavaScript's own names typed by a visitor", () => {
  it("get a clear answer from every tool, form field and query parameter", async () => {
    const site = await productionSite({ CONTACT_RATE_LIMIT: "0", SUBSCRIBE_RATE_LIMIT: "0" });
    for (const word of WORDS) {
      for (const path of getsFor(word)) {
        await expectClear(await fetch(`${site.url}${path}`, { redirect: "manual" }), `GET ${path}`);
      }
      for (const [path, fields] of postsFor(word)) {
        const response = await fetch(`${site.url}${path}`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
          body: new URLSearchParams(fields).toString(),
        });
        await expectClear(response, `POST ${path} ${JSON.stringify(fields)}`);
      }
    }
    expect(site.output()).not.toMatch(/Could not store/);
  }, 120_000);
});
