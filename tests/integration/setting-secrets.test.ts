import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { startServer } from "./support/server-process";

/**
 * No setting's secret leaves the process: the server is started with a password in each form of
 * DATABASE_URL (a host, PostgreSQL's Unix socket, no URL at all), SMTP_URL and the webhook's URL,
 * and neither the password nor a host name it names shows on any page, in any loader data, on the
 * editor's host, in /healthz, in a log line or in `npm run launch-check`. Run `npm run build` first.
 */
const PASSWORD = "Pw-7f3kq9-secret";
const INTERNAL = "internal.example";
const EDITOR_HOST = "edit.saltbush.example";

const forms: Record<string, string>[] = [
  { DATABASE_URL: `postgres://site:${PASSWORD}@db.${INTERNAL}:5432/saltbush` },
  { DATABASE_URL: `postgres://site:${PASSWORD}@/saltbush?host=/nonexistent/${INTERNAL}` },
  { DATABASE_URL: `site:${PASSWORD}@db.${INTERNAL}` },
  {
    SMTP_URL: `smtps://site:${PASSWORD}@smtp.${INTERNAL}:465`,
    ENQUIRY_WEBHOOK_URL: `https://hook:${PASSWORD}@hooks.${INTERNAL}/in?key=${PASSWORD}`,
    ENQUIRY_WEBHOOK_SECRET: "w".repeat(40),
  },
  { SMTP_URL: `smtp://site:${PASSWORD}@[::1` },
];

const expectNoPassword = (text: string, where: string) => {
  expect(text, where).not.toContain(PASSWORD);
  expect(text, where).not.toContain(encodeURIComponent(PASSWORD));
};

/** Pages and the launch check name no host either; the log may, in a driver's own error ("getaddrinfo ENOTFOUND host"). */
const expectNoSecret = (text: string, where: string) => {
  expectNoPassword(text, where);
  expect(text, where).not.toContain(INTERNAL);
};

/** The server's own words in its log name the setting, never its host. */
const ownWords = (log: string) =>
  log
    .split("\n")
    .filter((line) => !/ENOTFOUND|ENOENT|ECONNREFUSED|EAI_AGAIN/.test(line))
    .join("\n");

/** Every page in the site map and its loader data, the editor's pages on its host, and /healthz. */
async function everyAnswer(base: string): Promise<[string, string][]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map(
    (match) => match[1] ?? "/",
  );
  expect(paths.length).toBeGreaterThan(20);
  const asked = [
    ...paths.flatMap((path) => [path, path === "/" ? "/_root.data" : `${path}.data`]),
    "/healthz",
    "/no-such-page",
  ].map((path) => [path, "localhost"] as const);
  const onEditor = ["/keystatic", "/keystatic.data", "/api/keystatic/entry-names"].map(
    (path) => [path, EDITOR_HOST] as const,
  );
  const answers: [string, string][] = [];
  for (const [path, host] of [...asked, ...onEditor]) {
    const response = await fetch(`${base}${path}`, { headers: { host }, redirect: "manual" });
    answers.push([`${path} on ${host}`, (await response.text()) + JSON.stringify([...response.headers])]);
  }
  return answers;
}

describe("a setting's secret", () => {
  it.each(forms)(
    "shows on no page, in no log line and not in the launch check: %j",
    async (settings) => {
      const dir = mkdtempSync(join(tmpdir(), "saltbush-secrets-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const env = { KEYSTATIC_HOST: EDITOR_HOST, SMTP_URL: "", ...settings };
      let log = "";
      try {
        const server = await startServer({ dir, env, databaseUrl: settings.DATABASE_URL });
        onTestFinished(() => server.stop());
        for (const [where, text] of await everyAnswer(server.url)) expectNoSecret(text, where);
        log = server.output();
      } catch (refused) {
        // A setting the server cannot read stops it at start-up: its words are the log.
        log = String(refused);
        expect(log).toMatch(/DATABASE_URL|SMTP_URL/);
      }
      expectNoPassword(log, "the server's log");
      expectNoSecret(ownWords(log), "the server's own words in its log");
      const check = spawnSync(resolve("node_modules/.bin/tsx"), ["scripts/launch-check.ts"], {
        env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...settings },
        encoding: "utf8",
      });
      expectNoSecret(check.stdout + check.stderr, "npm run launch-check");
    },
    120_000,
  );
});
