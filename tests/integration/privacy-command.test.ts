import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { formRequest, rows, testRuntime, validEnquiry } from "./support/forms";
import { startSmtp } from "./support/smtp";
import { linksIn, pressButton, subscribe } from "./support/subscription";

/** The current test's site (cleaned up when the test ends). */
let env: ReturnType<typeof testRuntime> | undefined;

const privacy = (args: string[], databaseUrl: string) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/privacy.ts", ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, SECRET: "" },
  });

/** Two enquiries and a confirmed subscription from Zoe, one enquiry from someone else; their mail sent. */
async function storedData() {
  const smtp = await startSmtp();
  env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  const { runtime } = env;
  await enquiryAction(formRequest("/contact-us", validEnquiry), runtime);
  await enquiryAction(formRequest("/contact-us", { ...validEnquiry, email: "ZOE@example.com" }), runtime);
  await enquiryAction(formRequest("/contact-us", { ...validEnquiry, email: "kim@example.com" }), runtime);
  await subscribe(runtime, "Zoe@Example.com");
  await runtime.runOutboxOnce();
  await pressButton(
    runtime,
    linksIn(smtp.mails.find((mail) => /confirm/.test(mail.header("subject")!))!).confirm!,
  );
  await runtime.runOutboxOnce();
  return { runtime, db: await runtime.db(), url: runtime.config.databaseUrl };
}

// Each case starts the command as its own process (as staff run it), a few seconds each on a busy machine.
describe("npm run privacy", { timeout: 90_000 }, () => {
  it("find lists everything stored about an address, in any case", async () => {
    const { url } = await storedData();
    const { stdout } = await privacy(["find", "zoe@EXAMPLE.com"], url);
    expect(stdout).toMatch(/^Stored about zoe@example.com:\n {2}enquiries: 2\n/);
    expect(stdout).toMatch(/subscription: confirmed, asked \S+ on \/blog\/1, confirmed /);
    expect(stdout).toContain("unsubscribe record: none");
    // Two emails per enquiry, plus the confirmation and the welcome.
    expect(stdout).toContain("mail and webhook records: 6");
    expect(stdout).not.toContain("kim@example.com");
  });

  it("export gives all of it as JSON", async () => {
    const { url } = await storedData();
    const file = join(env!.dir, "zoe.json");
    await privacy(["export", "zoe@example.com", "--output", file], url);
    const exported = JSON.parse(readFileSync(file, "utf8")) as {
      enquiries: Record<string, unknown>[];
      subscription: Record<string, unknown>;
      mail: unknown[];
    };
    expect(exported.enquiries).toHaveLength(2);
    expect(exported.enquiries[0]).toMatchObject({ name: "Zoë O'Brien", message: validEnquiry.message });
    expect(exported.subscription).toMatchObject({
      email: "Zoe@Example.com",
      status: "confirmed",
      source_path: "/blog/1",
    });
    expect(exported.mail).toHaveLength(6);
  });

  it("delete removes it all in one transaction, keeps only an unsubscribe hash, and leaves others alone", async () => {
    const { url, db } = await storedData();
    await expect(privacy(["delete", "zoe@example.com"], url)).rejects.toMatchObject({
      stderr: expect.stringContaining("add --yes"),
    });
    const { stdout } = await privacy(["delete", "zoe@example.com", "--yes"], url);
    expect(stdout).toMatch(
      /^Deleted 2 enquiries, 1 subscription and 6 mail and webhook records for zoe@example.com\./,
    );
    const everything = JSON.stringify({
      enquiries: await rows(db, "SELECT * FROM enquiries"),
      subscribers: await rows(db, "SELECT * FROM subscribers"),
      outbox: await rows(db, "SELECT * FROM outbox"),
      suppressions: await rows(db, "SELECT * FROM suppressions"),
    }).toLowerCase();
    expect(everything).not.toContain("zoe@example.com");
    expect(everything).toContain("kim@example.com");
    // Not in the files either: no free page and no write-ahead log keeps a deleted row's bytes.
    const file = url.slice("file:".length);
    const bytes = [file, `${file}-wal`]
      .filter((path) => existsSync(path))
      .map((path) => readFileSync(path).toString("latin1").toLowerCase())
      .join("");
    expect(bytes).toContain("kim@example.com");
    expect(bytes).not.toContain("zoe@example.com");
    expect(await rows(db, "SELECT via FROM suppressions")).toEqual([
      expect.objectContaining({ via: "privacy request" }),
    ]);
    const { stdout: after } = await privacy(["find", "zoe@example.com"], url);
    expect(after).toContain("enquiries: 0");
    expect(after).toMatch(
      /unsubscribe record \(keyed hash, no address\): unsubscribed \S+ by privacy request/,
    );
  });

  it("refuses something that is not an address", async () => {
    env = testRuntime();
    await expect(privacy(["find", "%"], env.runtime.config.databaseUrl)).rejects.toMatchObject({
      stderr: expect.stringContaining('"%" is not an email address'),
    });
  });
});
