import { describe, expect, it } from "vitest";
import { site } from "~/site/site";
import { enquiryAction } from "~/forms/contact-action.server";
import type { EnquiryFailure } from "~/forms/enquiry";
import { answer, formRequest, rows, testRuntime, unusableDatabaseUrl, validEnquiry } from "./support/forms";

/** The current test's site (cleaned up when the test ends). */
let env: ReturnType<typeof testRuntime> | undefined;

/** The visitor's address is what the server read from the connection (its load context). */
const send = (request: Request, visitorAddress?: string) =>
  enquiryAction(request, env!.runtime, visitorAddress).then(answer);
const failure = (result: { data: unknown }) => result.data as EnquiryFailure;
const enquiryCount = async () =>
  (await rows(await env!.runtime.db(), "SELECT COUNT(*) AS n FROM enquiries"))[0]!.n;

function rawRequest(body: BodyInit, contentType: string, extra: RequestInit = {}) {
  return new Request("http://localhost/contact-us", {
    method: "POST",
    headers: { "content-type": contentType },
    body,
    ...extra,
  });
}

describe("the enquiry form's defences", () => {
  it("refuses the honeypot, keeping the visitor's input, and stores nothing", async () => {
    env = testRuntime();
    const result = await send(
      formRequest("/contact-us", { ...validEnquiry, website: "http://spam.example" }),
    );
    expect(result.status).toBe(400);
    expect(failure(result).formError).toMatch(/filled in automatically/);
    expect(failure(result).values.name).toBe(validEnquiry.name);
    expect(await enquiryCount()).toBe(0);
  });

  it("refuses a form sent sooner than a person could fill it in, when the browser timed it", async () => {
    env = testRuntime({ minFillMs: 3000 });
    expect((await send(formRequest("/contact-us", { ...validEnquiry, elapsed_ms: "800" }))).status).toBe(400);
    expect(
      (await send(formRequest("/contact-us", { ...validEnquiry, elapsed_ms: "not a number" }))).status,
    ).toBe(400);
    expect((await send(formRequest("/contact-us", { ...validEnquiry, elapsed_ms: "45000" }))).status).toBe(
      303,
    );
    // Without scripts there is no time to check: accepted when the honeypot is empty.
    expect((await send(formRequest("/contact-us", validEnquiry))).status).toBe(303);
    expect(await enquiryCount()).toBe(2);
  });

  it("limits enquiries per address with a clear 429 and Retry-After, keeping the input", async () => {
    env = testRuntime({ contactRateLimit: 2, rateLimitWindowMs: 10 * 60_000 });
    const from = "198.51.100.7";
    expect((await send(formRequest("/contact-us", validEnquiry), from)).status).toBe(303);
    expect((await send(formRequest("/contact-us", { ...validEnquiry, phone: "bad" }), from)).status).toBe(
      400,
    );
    const limited = await send(formRequest("/contact-us", validEnquiry), from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("600");
    expect(failure(limited).formError).toBe(
      `You've sent several enquiries in a short time, so we've paused the form for your connection. Please try again in about 10 minutes, or call us on ${site.phone.display}.`,
    );
    expect(failure(limited).values.email).toBe(validEnquiry.email);
    expect((await send(formRequest("/contact-us", validEnquiry), "198.51.100.8")).status).toBe(303);
    env.clock.now += 10 * 60_000 + 1;
    expect((await send(formRequest("/contact-us", validEnquiry), from)).status).toBe(303);
  });

  it("refuses a body over 32 KB with 413, whether or not its size was declared", async () => {
    env = testRuntime();
    const big = new URLSearchParams({ ...validEnquiry, message: "x".repeat(40_000) }).toString();
    const declared = await send(rawRequest(big, "application/x-www-form-urlencoded"));
    expect(declared.status).toBe(413);
    expect(failure(declared).formError).toMatch(/too long to send/);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++)
          controller.enqueue(new TextEncoder().encode("message=" + "y".repeat(4000)));
        controller.close();
      },
    });
    const chunked = await send(
      rawRequest(stream, "application/x-www-form-urlencoded", { duplex: "half" } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    expect(await enquiryCount()).toBe(0);
  });

  it.each([
    ["JSON", JSON.stringify(validEnquiry), "application/json", 415],
    ["plain text", "name=Zoe", "text/plain", 415],
    ["no content type", "name=Zoe", "", 415],
    ["broken multipart", "--xyz\r\ngarbage", "multipart/form-data; boundary=abc", 400],
    ["bad percent-encoding", "name=%E0%A4%A&email=%ZZ&privacy=on", "application/x-www-form-urlencoded", 400],
    ["an empty body", "", "application/x-www-form-urlencoded", 400],
    ["repeated fields", "name=a&name=b&name=c", "application/x-www-form-urlencoded", 400],
    [
      "invalid UTF-8",
      new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x3d, 0xff, 0xfe]),
      "application/x-www-form-urlencoded",
      400,
    ],
  ])("answers %s without a server error or a stored row", async (_, body, contentType, status) => {
    env = testRuntime();
    const result = await send(rawRequest(body as BodyInit, contentType));
    expect(result.status).toBe(status);
    expect(await enquiryCount()).toBe(0);
  });

  it("accepts a multipart form as well as a URL-encoded one", async () => {
    env = testRuntime();
    const form = new FormData();
    for (const [name, value] of Object.entries(validEnquiry)) form.set(name, value);
    const request = new Request("http://localhost/contact-us", {
      method: "POST",
      body: form,
      headers: { origin: "http://localhost" },
    });
    expect((await send(request)).status).toBe(303);
  });

  it("stores one enquiry when the same form is sent twice (double click)", async () => {
    env = testRuntime();
    const fields = {
      ...validEnquiry,
      submission_id: "4f1c2b9a8e7d6c5b4a39281706f5e4d3",
      elapsed_ms: "30000",
    };
    const [first, second] = await Promise.all([
      send(formRequest("/contact-us", fields)),
      send(formRequest("/contact-us", fields)),
    ]);
    expect(first.location).toBe(second.location);
    expect(await enquiryCount()).toBe(1);
    const [stored] = await rows(await env.runtime.db(), "SELECT channel FROM enquiries");
    expect(stored!.channel).toBe("js");
  });

  it("answers 503 with the input kept when the database cannot be used", async () => {
    env = testRuntime((dir) => ({ databaseUrl: unusableDatabaseUrl(dir) }));
    const result = await send(formRequest("/contact-us", validEnquiry));
    expect(result.status).toBe(503);
    expect(failure(result).formError).toMatch(/couldn't save your enquiry/);
    expect(failure(result).values.message).toBe(validEnquiry.message);
  });

  it("keeps the visitor's input, escaped by React later, and never echoes other fields", async () => {
    env = testRuntime();
    const result = await send(
      formRequest("/contact-us", { ...validEnquiry, email: "<b>zoe</b>", extra: "x".repeat(1000) }),
    );
    expect(result.status).toBe(400);
    expect(failure(result).errors).toEqual({
      email: "Enter an email address in the right format, like name@example.com",
    });
    expect(failure(result).values.email).toBe("<b>zoe</b>");
    expect(failure(result).values).not.toHaveProperty("extra");
  });
});
