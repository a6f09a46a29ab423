/**
 * Malformed form submissions for the fuzz run: wrong types, huge fields, broken encodings,
 * missing fields and hostile strings. Every one breaks at least one rule for certain, so none may
 * be stored. Seeded, so a failing case can be replayed.
 */
export interface FuzzCase {
  path: "/contact-us" | "/subscribe";
  contentType: string;
  body: Uint8Array<ArrayBuffer> | string;
  label: string;
}

const hostile = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "x\r\nBcc: victim@example.com",
  "'; DROP TABLE enquiries; --",
  "\u0000\u0001\u0007",
  "\u202Egnp.exe",
  "🦘".repeat(300),
  "%00%0d%0a",
  "${7*7}{{7*7}}",
  "javascript:alert(1)",
  "A".repeat(5000),
  "\uD800",
  "Robert'); DELETE FROM subscribers;--",
  '=HYPERLINK("http://x")',
];

const valid: Record<string, string> = {
  name: "Sam Lee",
  email: "sam@example.com",
  phone: "0412 345 678",
  business: "",
  postcode: "3175",
  audience: "small-business",
  service: "wheelie-bins",
  message: "Please quote for two 240 L bins.",
  privacy: "on",
};

/** Each breaks the submission for certain. */
const breakers: [string, (fields: Record<string, string>) => void][] = [
  ["bad email", (f) => (f.email = "not-an-email")],
  ["bad postcode", (f) => (f.postcode = "12")],
  ["bad phone", (f) => (f.phone = "123")],
  ["no privacy", (f) => delete f.privacy],
  ["unknown audience", (f) => (f.audience = "martian")],
  ["unknown service", (f) => (f.service = "teleportation")],
  ["honeypot", (f) => (f.website = "http://spam.example")],
  ["empty name", (f) => (f.name = "   ")],
  ["short message", (f) => (f.message = "hi")],
  ["missing email", (f) => delete f.email],
];

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

export function fuzzCases(count: number, seed = 2026): FuzzCase[] {
  const next = random(seed);
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i += 1) {
    const kind = i % 8;
    const fields: Record<string, string> = { ...valid, elapsed_ms: "60000" };
    for (const key of Object.keys(fields)) if (next() < 0.35) fields[key] = pick(hostile);
    const [label, breakIt] = pick(breakers);
    breakIt(fields);
    const form = new URLSearchParams(fields).toString();
    if (kind === 0) {
      // Subscribe box: a hostile or malformed address.
      const email = pick([
        "",
        "@",
        "a@b",
        pick(hostile),
        `${"x".repeat(400)}@example.com`,
        "a b@example.com",
      ]);
      cases.push({
        path: "/subscribe",
        contentType: "application/x-www-form-urlencoded",
        body: new URLSearchParams({ email, js: next() < 0.5 ? "1" : "" }).toString(),
        label: "bad subscribe",
      });
    } else if (kind === 1) {
      cases.push({
        path: "/contact-us",
        contentType: "application/x-www-form-urlencoded",
        body: `${form}&name=second&name=third&audience[]=x`,
        label: `repeated fields, ${label}`,
      });
    } else if (kind === 2) {
      cases.push({
        path: "/contact-us",
        contentType: "application/x-www-form-urlencoded",
        body: `${form}&message=%E0%A4%A&name=%ZZ%`,
        label: `broken percent-encoding, ${label}`,
      });
    } else if (kind === 3) {
      const bytes = new Uint8Array(
        Buffer.concat([Buffer.from(`${form}&business=`), Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1])]),
      );
      cases.push({
        path: "/contact-us",
        contentType: "application/x-www-form-urlencoded",
        body: bytes,
        label: `invalid UTF-8, ${label}`,
      });
    } else if (kind === 4) {
      cases.push({
        path: "/contact-us",
        contentType: "application/json",
        body: JSON.stringify({ ...fields, privacy: true, postcode: 3175 }),
        label: "JSON body",
      });
    } else if (kind === 5) {
      cases.push({
        path: "/contact-us",
        contentType: "application/x-www-form-urlencoded",
        body: `${form}&message=${"m".repeat(40_000)}`,
        label: "oversized body",
      });
    } else if (kind === 6) {
      const subset = new URLSearchParams(Object.entries(fields).filter(() => next() < 0.4));
      subset.delete("privacy");
      cases.push({
        path: "/contact-us",
        contentType: pick([
          "application/x-www-form-urlencoded",
          "text/plain",
          "multipart/form-data; boundary=x",
        ]),
        body: subset.toString(),
        label: "missing fields",
      });
    } else {
      cases.push({
        path: "/contact-us",
        contentType: "application/x-www-form-urlencoded",
        body: form,
        label,
      });
    }
  }
  return cases;
}
