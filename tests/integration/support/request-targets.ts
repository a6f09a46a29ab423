import { expect } from "vitest";
import { rawRequest } from "./raw-request";

/**
 * Request targets a visitor can send that no browser would: long runs of slashes and dots,
 * absolute-form and authority-form targets, backslashes, encoded and double-encoded separators,
 * control characters and 8 KB paths, then a seeded mix of the same pieces (the same every run).
 */
export function oddTargets(): string[] {
  const long = 8000;
  const fixed = [
    `${"/".repeat(long)}x`,
    `${"/".repeat(2 * long)}x`,
    `/x${"/".repeat(long)}x`,
    `/about${"/".repeat(long)}`,
    `/${".".repeat(long)}`,
    `/${"./".repeat(long / 2)}x`,
    `/${"../".repeat(long / 3)}etc/passwd`,
    `/${"a".repeat(long)}`,
    `/${"%41".repeat(long / 3)}`,
    `/?${"/".repeat(long)}x`,
    `/search?q=${"%2F".repeat(long / 4)}x`,
    "h://evil.example//",
    "http://evil.example//evil.example/",
    "https://evil.example/about/",
    "http://evil.example/assets",
    "http://evil.example/assets/",
    "http://evil.example",
    "evil.example:443",
    "evil.example",
    "*",
    "/assets",
    "/assets/",
    "/assets//",
    "/assets/..%2f.env",
    "//",
    "///about///?q=1",
    "/\\evil.example/",
    "/\\/evil.example/",
    "\\\\evil.example/",
    "/%5Cevil.example/",
    "/%5C%5Cevil.example/",
    "/%2F%2Fevil.example/",
    "/%2f/evil.example/",
    "/%252F%252Fevil.example/",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/%252e%252e/%252e%252e/",
    "/..%2F..%2Fetc%2Fpasswd",
    "/%00",
    "/%0d%0aSet-Cookie:%20x=1",
    "/a%7F",
    "/%01x",
    "/%C4%80x",
    "/a\u0001b",
    "/a\tb",
    "/caf%C3%A9/",
  ];
  return [...fixed, ...mixedTargets(40)];
}

const PIECES = [
  "/",
  "//",
  "\\",
  ".",
  "..",
  "%2F",
  "%252F",
  "%5C",
  "%2e",
  "%00",
  "%0a",
  "a",
  "?",
  "#",
  "@",
  ":",
  "%",
  "~",
  "assets",
];

/** A small seeded generator (mulberry32), so a failure names a target that fails again. */
function mixedTargets(count: number): string[] {
  let seed = 20261125;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => {
    let target = "/";
    const pieces = 1 + Math.floor(random() * 60);
    for (let i = 0; i < pieces; i += 1) target += PIECES[Math.floor(random() * PIECES.length)];
    return target;
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * How long this server takes now for an ordinary 404, and for a /healthz sent alongside one: the
 * machine is shared, so limits are relative to it. The search's index loads on its first query.
 */
async function baselines(port: number, host: string) {
  // Its first query can take seconds on a busy machine: no odd target's budget.
  await fetch(`http://127.0.0.1:${port}/search?q=bins`, { headers: { host } }).then((response) =>
    response.text(),
  );
  const notFound: number[] = [];
  const health: number[] = [];
  for (let i = 0; i < 7; i += 1) {
    const pair = await withHealthAlongside(port, "/no-such-page", host);
    notFound.push(pair.answer.ms);
    health.push(pair.health.ms);
  }
  return { notFound: median(notFound), health: median(health) };
}

/** The target, with a /healthz sent 2 ms after it on another connection. */
async function withHealthAlongside(port: number, target: string, host: string) {
  const answer = rawRequest(port, target, { host });
  await new Promise((resolve) => setTimeout(resolve, 2));
  const health = await rawRequest(port, "/healthz", { host });
  return { answer: await answer, health };
}

/** Allowed beyond the ordinary answer's time: a target that costs more than this is work to fix. */
export const SLACK_MS = 50;

/**
 * How much longer the target takes than an ordinary 404 sent just before it, and how much longer a
 * /healthz alongside it waits than one alongside that 404: the machine's load changes by the second.
 */
async function overOrdinary(port: number, target: string, host: string) {
  const ordinary = await withHealthAlongside(port, "/no-such-page", host);
  const odd = await withHealthAlongside(port, target, host);
  return { answer: odd.answer.ms - ordinary.answer.ms, health: odd.health.ms - ordinary.health.ms };
}

/**
 * Sends every odd target and checks each answer: no 5xx, no Location a browser would resolve to
 * another host, the answer within SLACK_MS of an ordinary 404, and a /healthz sent alongside within
 * SLACK_MS of one sent alongside an ordinary 404. A slow target is measured twice more, each time
 * beside a fresh ordinary request, before it counts: other work on this shared machine can stall
 * any one request, but a target that costs real work is slow every time.
 */
export async function expectHarmless(port: number, host: string, targets = oddTargets()) {
  const base = await baselines(port, host);
  const own = `http://${host}/`;
  for (const target of targets) {
    const label = `${JSON.stringify(target.length > 60 ? `${target.slice(0, 60)}… (${target.length})` : target)} on ${host}`;
    const { answer, health } = await withHealthAlongside(port, target, host);
    expect(answer.status, label).toBeGreaterThanOrEqual(200);
    expect(answer.status, label).toBeLessThan(500);
    if (answer.location !== undefined) {
      expect(answer.location, label).not.toMatch(/^[/\\]{2}/);
      expect(new URL(answer.location, own).host, label).toBe(new URL(own).host);
    }
    const over = { answer: answer.ms - base.notFound, health: health.ms - base.health };
    for (let retry = 0; retry < 2 && (over.answer > SLACK_MS || over.health > SLACK_MS); retry += 1) {
      const again = await overOrdinary(port, target, host);
      over.answer = Math.min(over.answer, again.answer);
      over.health = Math.min(over.health, again.health);
    }
    expect(over.answer, `${label}: ms beyond an ordinary answer`).toBeLessThanOrEqual(SLACK_MS);
    expect(over.health, `${label}: ms a /healthz alongside waited beyond the ordinary`).toBeLessThanOrEqual(
      SLACK_MS,
    );
  }
}

/**
 * Targets that would reach a public page from the editor's paths, were any layer to resolve dot
 * segments or decode an encoded separator after the editor's guard has read the path: dots raw,
 * encoded and mixed, "..;" segments, encoded slashes and backslashes, raw backslashes.
 */
export function dotSegmentTargets(): string[] {
  const dots = ["..", "%2e%2e", "%2E%2E", ".%2e", "%2e.", "%2E.", ".%2E"];
  const fromEditor = ["/keystatic", "/keystatic/collection/services", "/api/keystatic", "/assets"];
  const routes = dots.flatMap((dot) =>
    fromEditor.flatMap((start) => [
      `${start}/${dot}/about`,
      `${start}/${dot}%2fabout`,
      `${start}/${dot}%2Fabout`,
      `${start}/${dot}%5cabout`,
      `${start}/${dot};/about`,
      `${start}/${dot};x=1/about`,
      `${start}/${dot}\\about`,
    ]),
  );
  return [
    ...routes,
    "/api/keystatic/../../about",
    "/keystatic/./../about",
    "/keystatic/%2e/about",
    "/keystatic/.",
    "/keystatic/..",
    "/keystatic/%2e%2e",
    "/keystatic%2f..%2fabout",
    "/keystatic%2F..%2Fabout",
    "/keystatic%5c..%5cabout",
    "/keystatic\\..\\about",
    "/keystatic/x/..%2f..%2fabout",
    "/keystatic/..%252fabout/..",
    "/keystatic/a%2fb",
    "/assets/..%2f.env",
  ];
}
