import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { partnerRoles } from "~/content/authority-shapes";
import { contentRoot, readContentFiles } from "~/content/files.server";
import { loadContent } from "~/content/load";
import { parseYaml } from "~/content/yaml";
import { dump as stringifyYaml } from "js-yaml";
import { isFictionNumber, validAbn, validAcn } from "~/content/launch-facts";
import { overseasSentence } from "~/content/register";

/**
 * `npm run launch-check` on the shipped content refuses a launch and names each fiction; on a
 * fixture content folder with every fact filled in (a copy of the site's content, its register and
 * company facts rewritten), it passes. The script runs as staff run it, on the folder given.
 */
const fixture = mkdtempSync(join(tmpdir(), "launch-check-"));
const folder = join(fixture, "content");
cpSync(contentRoot, folder, { recursive: true });
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

const settingsOnly = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" };
const filledSettings = {
  ...settingsOnly,
  SITE_URL: "https://www.saltbushenvironmental.com.au",
  SMTP_URL: "smtp://site:secret@smtp.mailhost.net:587",
  DATABASE_URL: "file:data/saltbush.db",
  DKIM_DOMAIN: "saltbushenvironmental.com.au",
};

function launchCheck(content: string, settings: Record<string, string>) {
  const run = spawnSync(resolve("node_modules/.bin/tsx"), ["scripts/launch-check.ts", "--content", content], {
    env: settings,
    encoding: "utf8",
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

const edit = (name: string, change: (data: Record<string, unknown>) => void) => {
  const file = join(folder, name);
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
};

const authority = (state: string) => ({
  document: "Authority",
  issuer: "The state's regulator",
  number: `N-${state}`,
  covers: "The waste the pages offer",
  states: ["VIC", "NSW", "QLD"],
  expires: null,
});

/** The company's own facts in place of every fiction: what staff would enter before launch. */
function fillFacts() {
  edit("company.json", (company) => {
    company.phone = "03 9000 0000";
    company.email = "hello@saltbushenvironmental.com.au";
    company.loginUrl = "https://portal.saltbushenvironmental.com.au/";
    company.accountNumber = { pattern: "SE[0-9]{5}", example: "SE10422" };
    company.confirmed = ["foundedYear", "address", "hours"];
    company.requestRoutes = (company.requestRoutes as { kind: string; state: string }[]).map((route) => ({
      ...route,
      email: `${route.kind.toLowerCase()}.${route.state.toLowerCase()}@saltbushenvironmental.com.au`,
    }));
  });
  const servicePage = join(folder, "pages/customer-service.yaml");
  const service = parseYaml(readFileSync(servicePage, "utf8")) as {
    cutOff: string;
    kinds: Record<string, { nextSteps: string }>;
    localHolidays: { dates: string[] }[];
  };
  service.cutOff = "06:00";
  for (const words of Object.values(service.kinds))
    words.nextSteps = "Leave the bin out: the truck comes back within one business day.";
  const year = new Date().getFullYear();
  for (const local of service.localHolidays) local.dates = [`${year}-08-12`, `${year + 1}-08-11`];
  writeFileSync(servicePage, stringifyYaml(service));
  edit("register.json", (register) => {
    register.abn = "51 824 753 556";
    register.acn = "123 456 780";
    register.social = (register.social as { confirmed: boolean }[]).map((account) => ({
      ...account,
      confirmed: true,
    }));
    // The company carries in Victoria itself, under EPA Victoria's permit; partners do the rest.
    register.authorities = [
      { activity: "carry", ...authority("VIC"), issuer: "EPA Victoria", states: ["VIC"] },
    ];
    register.partners = partnerRoles.map((role) => ({
      role: role.value,
      name: `A ${role.label}`,
      ...authority("ALL"),
    }));
    register.processors = [
      {
        kind: "hosting",
        name: "A hosting company",
        host: "",
        country: "Australia",
        what: "The site and its database",
      },
      {
        kind: "mail",
        name: "A mail provider",
        host: "mailhost.net",
        country: "Australia",
        what: "Enquiry emails",
      },
      { kind: "backups", name: "A storage provider", host: "", country: "Australia", what: "Backups" },
      { kind: "billing", name: "An accounts package", host: "", country: "Australia", what: "Invoices" },
      {
        kind: "portal",
        name: "A portal provider",
        host: "portal.saltbushenvironmental.com.au",
        country: "Australia",
        what: "Customers' accounts",
      },
      { kind: "calls", name: "A phone provider", host: "", country: "Australia", what: "Call recordings" },
      {
        kind: "payments",
        name: "A payments provider",
        host: "",
        country: "United States",
        what: "Card payments",
      },
    ];
  });
}

describe("the launch check", () => {
  it("refuses a launch on the shipped content, naming each fiction", () => {
    const { status, output } = launchCheck(contentRoot, settingsOnly);
    expect(status).not.toBe(0);
    const company = JSON.parse(readFileSync(join(contentRoot, "company.json"), "utf8")) as Record<
      string,
      string
    > & {
      confirmed?: string[];
    };
    const register = JSON.parse(readFileSync(join(contentRoot, "register.json"), "utf8")) as {
      social: { url: string; confirmed: boolean }[];
      abn: string;
      processors: unknown[];
    };
    if (isFictionNumber(company.phone!)) expect(output).toContain(company.phone);
    if (company.email!.endsWith(".example")) expect(output).toContain(company.email);
    if (!register.abn) expect(output).toMatch(/ABN is empty/);
    for (const account of register.social.filter((a) => !a.confirmed)) expect(output).toContain(account.url);
    expect(output).toMatch(/SITE_URL/);
    expect(output).toMatch(/no authority of the company's or a partner's/);
    if (!register.processors.length) {
      // The whole business's services, not the website's alone.
      expect(output).toMatch(/no service is listed for hosting/);
      expect(output).toMatch(/no service is listed for billing/);
      expect(output).toMatch(/no service is listed for customer portal/);
      expect(output).toMatch(/no service is listed for phone calls/);
      expect(output).toMatch(/no service is listed for payments/);
      expect(output).toMatch(/customer portal's host/);
    }
    if (!company.confirmed?.length) {
      expect(output).toMatch(/the year founded is not confirmed/);
      expect(output).toMatch(/the street address is not confirmed/);
      expect(output).toMatch(/the opening hours are not confirmed/);
    }
  });

  it("passes on a content folder with the company's facts filled in", () => {
    fillFacts();
    const { status, output } = launchCheck(folder, filledSettings);
    expect(output).toMatch(/Ready to launch/);
    expect(status).toBe(0);
    // The facts as filled in are content the build accepts, through the editor's own fields.
    expect(() => loadContent(readContentFiles(folder))).not.toThrow();
  });

  it("names a published terms version whose words changed after publication", () => {
    fillFacts();
    const file = join(folder, "terms/fees-and-charges-2026-11.yaml");
    const before = readFileSync(file, "utf8");
    try {
      writeFileSync(file, before.replace("What can appear on an invoice", "What may appear on an invoice"));
      const { status, output } = launchCheck(folder, filledSettings);
      expect(status).not.toBe(0);
      expect(output).toMatch(
        /content\/terms\/fees-and-charges-2026-11\.yaml: the words of \/fees-and-charges\/2026-11 changed/,
      );
    } finally {
      writeFileSync(file, before);
    }
  });

  it("names a page that speaks as the company doing regulated work it holds no authority for", () => {
    fillFacts();
    const file = join(folder, "services/pest-control.yaml");
    const before = readFileSync(file, "utf8");
    try {
      const page = parseYaml(before) as { lead: string };
      page.lead = `${page.lead} Our technicians spray every skirting board in the building.`;
      writeFileSync(file, stringifyYaml(page));
      const { status, output } = launchCheck(folder, filledSettings);
      expect(status).not.toBe(0);
      expect(output).toMatch(
        /content\/services\/pest-control\.yaml: speaks as the company doing regulated work/,
      );
    } finally {
      writeFileSync(file, before);
    }
  });

  it("refuses bulk mail without a DKIM signature, naming the setting", () => {
    fillFacts();
    const { DKIM_DOMAIN: _unset, ...withoutDkim } = filledSettings;
    const { status, output } = launchCheck(folder, withoutDkim);
    expect(status).not.toBe(0);
    expect(output).toMatch(/DKIM_DOMAIN: .*without a DKIM signature/);
  });

  it("refuses a configured host the register does not declare, naming the setting", () => {
    fillFacts();
    const { status, output } = launchCheck(folder, {
      ...filledSettings,
      ENQUIRY_WEBHOOK_URL: "https://hooks.crm-elsewhere.com/catch/1?key=hook-passw0rd",
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/ENQUIRY_WEBHOOK_URL: sends personal data to a host that no service/);
    // Named, never shown: the host is an internal name, and the query may hold a key.
    expect(output).not.toMatch(/crm-elsewhere|hook-passw0rd|catch/);
  });

  it.each([
    ["DATABASE_URL", "postgres://site:pg-passw0rd@db.internal.example/saltbush"],
    ["DATABASE_URL", "postgres://site:pg-passw0rd@/saltbush?host=/run/postgresql"],
    ["DATABASE_URL", "postgresql://site:pg-passw0rd@%2Frun%2Fpostgresql/saltbush"],
    ["DATABASE_URL", "site:pg-passw0rd@db.internal.example"],
    ["SMTP_URL", "smtps://site:pg-passw0rd@smtp.internal.example:465"],
    ["SMTP_URL", "smtp://site:pg-passw0rd@[::1"],
    ["ENQUIRY_WEBHOOK_URL", "https://site:pg-passw0rd@hooks.internal.example/x?token=pg-passw0rd"],
  ])("never prints %s's value, in any form: %s", (name, value) => {
    const { output } = launchCheck(contentRoot, { ...settingsOnly, [name]: value });
    expect(output).not.toContain("pg-passw0rd");
    expect(output).not.toContain("internal.example");
    expect(output).not.toContain("/run/postgresql");
  });

  it("writes the privacy policy's disclosure from the list of where personal information is held, never a blanket no", () => {
    expect(overseasSentence([])).not.toMatch(/do not disclose|outside Australia/);
    const local = {
      kind: "hosting" as const,
      name: "Host A",
      host: "",
      country: "Australia",
      what: "The site",
    };
    const abroad = {
      kind: "mail" as const,
      name: "Mail B",
      host: "mail.b.net",
      country: "Ireland",
      what: "Enquiry emails.",
    };
    expect(overseasSentence([local])).toMatch(/Host A .*Australia/);
    const both = overseasSentence([local, abroad]);
    // Free text as it reads inside the sentence: a capital first word lowered, a country with "the".
    expect(both).toContain("Mail B (enquiry emails, Ireland)");
    expect(both).toMatch(/recipients in Ireland/);
    const american = overseasSentence([
      { ...abroad, name: "HubSpot", what: "CRM records", country: "United States" },
    ]);
    expect(american).toContain("HubSpot (CRM records, the United States)");
    expect(american).toMatch(/recipients in the United States\./);
  });

  it("knows ACMA's numbers for fiction and the ABN's and ACN's own checks", () => {
    expect(isFictionNumber("1300 975 707")).toBe(true);
    expect(isFictionNumber("+61 3 5550 1234")).toBe(true);
    expect(isFictionNumber("0491 570 156")).toBe(true);
    expect(isFictionNumber("03 9000 0000")).toBe(false);
    expect(validAbn("51 824 753 556")).toBe(true);
    expect(validAbn("51 824 753 557")).toBe(false);
    expect(validAcn("123 456 780")).toBe(true);
    expect(validAcn("123 456 781")).toBe(false);
  });
});
