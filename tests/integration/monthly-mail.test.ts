import { generateKeyPairSync } from "node:crypto";
import { dkimVerify } from "mailauth/lib/dkim/verify";
import { expect, it } from "vitest";
import { createMailer } from "../../app/forms/mail/mailer.server";
import { silentLogger, withoutAddresses } from "../../app/forms/log.server";
import { sendCounts } from "../../app/forms/store/monthly.server";
import { allIssues } from "../../app/content/monthly-issues.server";
import { createMonthlySender } from "../../app/monthly/sender.server";
import { site } from "../../app/site/site";
import { testRuntime } from "./support/forms";
import { startSmtp } from "./support/smtp";
import { TEST_SECRET } from "./support/stores";
import { linksIn, oneClick, pressButton, subscribe } from "./support/subscription";

const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const dkim = {
  domainName: "saltbush.example",
  keySelector: "mail",
  privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
};

/** The key's public half as the domain's DNS publishes it at mail._domainkey.saltbush.example. */
const published = `v=DKIM1; k=rsa; p=${publicKey.export({ type: "spki", format: "der" }).toString("base64")}`;
const looked: string[] = [];
const resolver = async (name: string, type: string) => {
  looked.push(`${type} ${name}`);
  return name === "mail._domainkey.saltbush.example" && type === "TXT" ? [[published]] : [];
};

/** What a receiving server's DKIM check says of a message (mailauth, the published key above). */
const dkimResults = async (raw: string) =>
  (await dkimVerify(raw, { resolver })).results.map((each) => each.status.result);

/** A message's source with quoted-printable's soft breaks and escaped equals signs undone. */
const flat = (raw: string) => raw.replace(/=\r\n/g, "").replace(/=3D/g, "=");

it("sends a test copy, then one signed copy with both parts, identification and one-click unsubscribe; a refusal is marked", async () => {
  const smtp = await startSmtp(0, { rejectRecipient: (address) => address === "bounce@example.com" });
  const { runtime, clock } = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, secret: TEST_SECRET });
  const db = await runtime.db();
  await subscribe(runtime, "reader@example.com");
  await runtime.runOutboxOnce();
  await pressButton(runtime, linksIn(smtp.mails[0]!).confirm!);
  await runtime.runOutboxOnce(); // the welcome
  await db.execute({
    sql: "INSERT INTO subscribers (email, email_key, created_at, status, token_nonce) VALUES (?, ?, ?, 'confirmed', ?)",
    args: ["bounce@example.com", "bounce@example.com", new Date().toISOString(), "0123456789abcdef01234567"],
  });
  const seen = smtp.mails.length;

  const [newest] = allIssues();
  let issue = { ...newest!, sendOn: "2999-01-01", testAddresses: ["staff@saltbush.example"] };
  const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, `"${site.name}" <${site.email}>`, dkim, true);
  const sender = createMonthlySender({
    db: runtime.db,
    keys: runtime.keys,
    issues: () => [issue],
    send: mailer.send,
    log: silentLogger,
    now: () => clock.now,
    perMinute: 6000,
    pollMs: 60_000,
    leaseMs: 60_000,
  });

  // Before its day: the test copy to staff only, once for this version of the words.
  await sender.startDue();
  await sender.startDue();
  await sender.runOnce();
  const test = smtp.mails.slice(seen);
  expect(test.map((mail) => mail.to)).toEqual([["staff@saltbush.example"]]);
  expect(test[0]!.header("subject")).toMatch(/^\[Test\] /);

  // Its day: every confirmed reader, once.
  issue = { ...issue, sendOn: "2000-01-01" };
  await sender.startDue();
  await sender.startDue();
  await sender.runOnce();
  for (let attempt = 0; attempt < 3; attempt++) {
    clock.now += 2 * 60 * 60_000;
    await sender.runOnce();
  }
  const sent = smtp.mails.slice(seen + 1);
  expect(sent.map((mail) => mail.to)).toEqual([["reader@example.com"]]);
  const mail = sent[0]!;
  const source = flat(mail.raw);
  expect(mail.header("content-type")).toMatch(/^multipart\/alternative/);
  expect(source).toMatch(/Content-Type: text\/plain/);
  expect(source).toMatch(/Content-Type: text\/html/);
  expect(source).toContain(site.legalName);
  expect(source).toContain(site.phone.display);
  expect(source).not.toMatch(/<img/i);
  expect(mail.header("dkim-signature")).toMatch(/d=saltbush\.example;.*s=mail;/);
  // The signature verifies with the published key, and not for a copy whose words were changed.
  expect(await dkimResults(mail.raw)).toEqual(["pass"]);
  expect(looked).toContain("TXT mail._domainkey.saltbush.example");
  expect(await dkimResults(mail.raw.replace(site.legalName, "Someone Else Pty Ltd"))).not.toContain("pass");
  expect(mail.header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const { oneClick: oneClickUrl } = linksIn(mail);
  expect(source).toMatch(/\/subscription\?token=u\./);

  // The refused address is marked, counted and named by no address.
  const refused = await db.execute("SELECT refused_at FROM subscribers WHERE email = 'bounce@example.com'");
  expect(refused.rows[0]!.refused_at).not.toBeNull();
  const [counts] = await sendCounts(db, withoutAddresses);
  expect(counts).toMatchObject({ sent: 1, waiting: 0, refused: 1 });
  expect(JSON.stringify(counts)).not.toContain("@example.com");

  // The header's address unsubscribes with one POST, no page visit.
  expect((await oneClick(runtime, oneClickUrl!)).status).toBe(200);
  const left = await db.execute("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'reader@example.com'");
  expect(Number(left.rows[0]!.n)).toBe(0);
  mailer.close();
  await sender.stop();
});
