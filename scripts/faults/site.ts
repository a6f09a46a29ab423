/**
 * The site as a visitor meets it during a fault, over plain HTTP: the contact form and the
 * subscribe box with scripts (React Router's `.data` requests, as the browser sends them) and
 * without (plain form posts), and a few pages.
 */
import { randomUUID } from "node:crypto";
import { enquiryMessages } from "../../app/forms/messages";
import { subscribeMessages } from "../../app/forms/subscribe";

export interface Site {
  url: string;
}

let counter = 0;

/** A filled-in contact form, as a visitor types it, with a new email address each time. */
export function typedEnquiry(): Record<string, string> {
  counter++;
  return {
    name: "Zoë O'Brien",
    email: `fault-${process.pid}-${counter}@example.com`,
    phone: "0412 345 678",
    business: "Wattle Café & Co",
    postcode: "3175",
    audience: "small-business",
    service: "wheelie-bins",
    message: `Two 660 L bins at the "back gate", emptied weekly <please> (${counter}).`,
    privacy: "on",
  };
}

/** What the browser adds when scripts run: the fill time and the key against double sending. */
const withScripts = (fields: Record<string, string>): Record<string, string> => ({
  ...fields,
  elapsed_ms: "60000",
  submission_id: randomUUID(),
});

function post(site: Site, path: string, fields: Record<string, string>) {
  return fetch(`${site.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.url },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
}

/** React's escaping of text and attribute values in server-rendered HTML. */
function html(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** The strings in a `.data` answer (a flat turbo-stream array). */
function dataStrings(body: string): Set<string> {
  try {
    const values = JSON.parse(body.split("\n")[0] ?? "") as unknown[];
    return new Set(values.filter((value): value is string => typeof value === "string"));
  } catch {
    return new Set();
  }
}

const INTERNALS = /SQLITE_|SqliteError|node:internal|\bat \S+ \(\S+:\d+:\d+\)/;

/** Sends an enquiry that should be stored, with or without scripts; resolves with its reference. */
export async function enquireOk(site: Site, scripts: boolean): Promise<string> {
  const response = await post(
    site,
    scripts ? "/contact-us.data" : "/contact-us",
    scripts ? withScripts(typedEnquiry()) : typedEnquiry(),
  );
  const text = await response.text();
  const location = scripts
    ? [...dataStrings(text)].find((value) => value.startsWith("/thank-you?ref="))
    : response.headers.get("location");
  const reference = /^\/thank-you\?ref=(SB-\d{8}-[A-Z0-9]{4})$/.exec(location ?? "")?.[1];
  if (!reference)
    throw new Error(
      `an enquiry (${scripts ? "with" : "without"} scripts) was answered ${response.status}, not with the thank-you page`,
    );
  return reference;
}

export async function subscribeOk(site: Site, email: string): Promise<void> {
  const response = await post(site, "/subscribe.data", { email, return_to: "/about", js: "1" });
  if (response.status !== 200 || !dataStrings(await response.text()).has("subscribed")) {
    throw new Error(`subscribing ${email} was answered ${response.status}`);
  }
}

/** The contact form without scripts: the page again, 503, the message, and every field as typed. */
async function contactWithoutScripts(site: Site, problems: string[]) {
  const fields = typedEnquiry();
  const response = await post(site, "/contact-us", fields);
  const page = await response.text();
  const say = (problem: string) => problems.push(`contact form without scripts: ${problem}`);
  if (response.status !== 503 || !response.headers.get("retry-after"))
    say(`answered ${response.status}, Retry-After ${response.headers.get("retry-after")}`);
  if (!page.includes('action="/contact-us" method="post"')) say("the answer is not the page with the form");
  if (!page.includes(html(enquiryMessages.unavailable))) say("the page does not say what happened");
  for (const field of ["name", "email", "phone", "business", "postcode"]) {
    if (!page.includes(`value="${html(fields[field]!)}"`)) say(`the ${field} typed is not in the form`);
  }
  if (!page.includes(`>${html(fields.message!)}</textarea>`)) say("the message typed is not in the form");
  if (!/name="audience" checked="" value="small-business"/.test(page)) say("the audience chosen is not kept");
  if (!page.includes('<option value="wheelie-bins" selected="">')) say("the service chosen is not kept");
  if (INTERNALS.test(page)) say("the page shows the server's internals");
}

async function contactWithScripts(site: Site, problems: string[]) {
  const fields = withScripts(typedEnquiry());
  const response = await post(site, "/contact-us.data", fields);
  const text = await response.text();
  const strings = dataStrings(text);
  const say = (problem: string) => problems.push(`contact form with scripts: ${problem}`);
  if (response.status !== 503 || !response.headers.get("retry-after"))
    say(`answered ${response.status}, Retry-After ${response.headers.get("retry-after")}`);
  if (!strings.has(enquiryMessages.unavailable)) say("the answer does not carry the message");
  for (const field of ["name", "email", "phone", "business", "postcode", "message", "service"]) {
    if (!strings.has(fields[field]!)) say(`the ${field} typed does not come back`);
  }
  if (INTERNALS.test(text)) say("the answer shows the server's internals");
}

async function subscribeWithoutScripts(site: Site, problems: string[]) {
  const email = `fault-box-${process.pid}-${++counter}@example.com`;
  const response = await post(site, "/subscribe", { email, return_to: "/about" });
  const say = (problem: string) => problems.push(`subscribe box without scripts: ${problem}`);
  // Answered by the subscribe page itself, so the address never goes into a URL.
  if (response.status !== 503 || response.headers.get("location")) {
    say(`answered ${response.status} to ${response.headers.get("location")}`);
    return;
  }
  const body = await response.text();
  if (!body.includes(html(subscribeMessages.unavailable))) say("the page does not say what happened");
  if (!body.includes(`value="${html(email)}"`)) say("the address typed is not back in the box");
}

async function subscribeWithScripts(site: Site, problems: string[]) {
  const response = await post(site, "/subscribe.data", {
    email: `fault-box-${process.pid}-${++counter}@example.com`,
    return_to: "/about",
    js: "1",
  });
  const text = await response.text();
  if (
    response.status !== 503 ||
    !response.headers.get("retry-after") ||
    !dataStrings(text).has("unavailable") ||
    INTERNALS.test(text)
  ) {
    problems.push(
      `subscribe box with scripts: answered ${response.status}, Retry-After ${response.headers.get("retry-after")}: ${text.slice(0, 120)}`,
    );
  }
}

/** Both forms, with and without scripts, while the database fails; resolves with what was wrong. */
export async function formsSayTryAgain(site: Site): Promise<string[]> {
  const problems: string[] = [];
  await contactWithoutScripts(site, problems);
  await contactWithScripts(site, problems);
  await subscribeWithoutScripts(site, problems);
  await subscribeWithScripts(site, problems);
  return problems;
}

/** A few pages of different kinds, each 200 within two seconds. */
export async function pagesServed(site: Site): Promise<string[]> {
  const problems: string[] = [];
  for (const path of ["/", "/services/wheelie-bins", "/contact-us", "/blog/1"]) {
    const started = Date.now();
    try {
      const response = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      const ms = Date.now() - started;
      if (response.status !== 200 || ms > 2000)
        problems.push(`${path} answered ${response.status} in ${ms} ms`);
    } catch (error) {
      problems.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return problems;
}
