import { regulatedActivities, stateName, type AustralianState, type RegulatedActivity } from "./authority-shapes";
import type { Register } from "./register";
import { coverFor } from "./regulated";
import { validAbn, validAcn } from "./register-limits";
import { type TermsFacts, businessProcessorFictions, doerPages, editedTerms, unconfirmedFacts } from "./launch-business";
import { type RequestFacts, requestFictions } from "./request-facts";

/**
 * Every fact the site states that is not yet the company's: what the launch check lists
 * (scripts/launch-check.ts) and the editor's dashboard shows. A demonstration runs on these facts;
 * a launch may not. Pure: it reads the facts and the settings it is given, never the disk.
 */
export { validAbn, validAcn };

export interface LaunchFacts {
  company: { phone: string; email: string; loginUrl?: string; confirmed?: readonly string[] };
  register: Register;
  /** Each page's declared regulated work, by its file. */
  pages: {
    file: string;
    regulatedWork: { activity: RegulatedActivity; states: AustralianState[] }[];
    /** The page's words, for the pages that speak as the doer of regulated work. */
    texts?: string[];
  }[];
  /** The published terms versions and the record of their words at publication. */
  terms?: TermsFacts;
  /** The settings the server runs with (SITE_URL, SMTP_URL, ENQUIRY_WEBHOOK_URL, DATABASE_URL). */
  settings: Record<string, string | undefined>;
  today?: string;
  /** Customers' requests: their routes and promises (request-facts.ts). */
  requests?: RequestFacts;
}

export interface Fiction {
  /** Where to fix it: the file, or the setting. */
  where: string;
  message: string;
}

/**
 * Numbers the Australian Communications and Media Authority sets aside for creative works (TV
 * shows, films, books), which never reach a subscriber; a site that shows one cannot be called.
 * Source: ACMA's page "Phone numbers for use in TV shows, films and creative works"
 * (https://www.acma.gov.au/phone-numbers-use-tv-shows-films-and-creative-works); when ACMA adds
 * numbers there, add them here.
 * Written as [first, last] in national form, digits only.
 */
export const fictionNumbers: [string, string][] = [
  ...["02", "03", "07", "08"].flatMap((area): [string, string][] => [
    [`${area}55500000`, `${area}55509999`],
    [`${area}70100000`, `${area}70109999`],
  ]),
  ["1800160401", "1800160401"],
  ["1800975707", "1800975711"],
  ["1300975707", "1300975711"],
  ...[
    "0491570006", "0491570156", "0491570157", "0491570158", "0491570159", "0491570110", "0491570313",
    "0491570737", "0491571266", "0491571491", "0491571804", "0491572549", "0491572665", "0491572983",
    "0491573770", "0491573087", "0491574118", "0491574632", "0491575254", "0491575789", "0491576398",
    "0491576801", "0491577426", "0491577644", "0491578957", "0491578148", "0491578888", "0491579212",
    "0491579760", "0491579455",
  ].map((mobile): [string, string] => [mobile, mobile]),
];

/** "+61 3 5550 1234" and "(03) 5550 1234" alike, as national digits. */
const nationalDigits = (phone: string) => phone.replace(/\D/g, "").replace(/^61(?=[2-9])/, "0");

export const isFictionNumber = (phone: string) => {
  const digits = nationalDigits(phone);
  return fictionNumbers.some(([first, last]) => digits.length === first.length && digits >= first && digits <= last);
};

/** Names reserved for examples and tests, never delegated (RFC 2606, RFC 6761). */
const reservedHost = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;

const hostOf = (address: string) => {
  try {
    return new URL(address).hostname.replace(/^\[|\]$/g, "").toLowerCase();
  } catch {
    return "";
  }
};

function companyFictions({ company, register, settings }: LaunchFacts): Fiction[] {
  const found: Fiction[] = [];
  const facts = "content/company.json";
  if (isFictionNumber(company.phone))
    found.push({ where: facts, message: `the phone number ${company.phone} is one ACMA sets aside for fiction` });
  const emailHost = company.email.split("@")[1] ?? "";
  if (reservedHost.test(emailHost))
    found.push({ where: facts, message: `the email address ${company.email} is on a name reserved for examples` });
  if (company.loginUrl && reservedHost.test(hostOf(company.loginUrl)))
    found.push({ where: facts, message: `the customer portal ${company.loginUrl} is on a name reserved for examples` });
  const site = settings.SITE_URL;
  if (!site) found.push({ where: "SITE_URL", message: "is not set, so the site names itself https://www.saltbush.example" });
  else if (reservedHost.test(hostOf(site)))
    found.push({ where: "SITE_URL", message: "is on a name reserved for examples" });
  const registerFile = "content/register.json";
  if (!register.abn) found.push({ where: registerFile, message: "the ABN is empty" });
  else if (!validAbn(register.abn)) found.push({ where: registerFile, message: `the ABN ${register.abn} fails the ABN check` });
  if (!register.acn) found.push({ where: registerFile, message: "the ACN is empty" });
  else if (!validAcn(register.acn)) found.push({ where: registerFile, message: `the ACN ${register.acn} fails the ACN check` });
  for (const account of register.social)
    if (!account.confirmed)
      found.push({
        where: registerFile,
        message: `the ${account.network} account ${account.url} is not confirmed by staff as the company's (it is not linked until it is)`,
      });
  return found;
}

/** Each regulated activity, in each state the site serves, that a page offers and nobody in the register covers. */
function regulatedFictions({ register, pages, today }: LaunchFacts): Fiction[] {
  const uncovered = new Map<string, string[]>();
  for (const page of pages)
    for (const work of page.regulatedWork)
      for (const state of work.states.filter((s) => register.serviceStates.includes(s)))
        if (!Object.keys(coverFor(work.activity, state, register, today)).length) {
          const key = `${work.activity}:${state}`;
          uncovered.set(key, [...(uncovered.get(key) ?? []), page.file]);
        }
  return [...uncovered].map(([key, files]) => {
    const [activity, state] = key.split(":") as [RegulatedActivity, AustralianState];
    const label = regulatedActivities.find((known) => known.value === activity)!.label;
    return {
      where: "content/register.json",
      message: `${label.toLowerCase()} in ${stateName(state)}: no authority of the company's or a partner's, offered on ${files.length} page${files.length === 1 ? "" : "s"} (${files.slice(0, 3).join(", ")}${files.length > 3 ? ` and ${files.length - 3} more` : ""})`,
    };
  });
}

/**
 * Where a setting sends personal data: a host, this machine (a Unix socket, as PostgreSQL's
 * `postgres://user@/db?host=/run/postgresql`), or unknown when the value is no URL.
 */
function settingHost(value: string): { host: string } | "this machine" | "unreadable" {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "unreadable";
  }
  const socket = url.searchParams.get("host");
  if (socket?.startsWith("/")) return "this machine";
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (!host) return url.protocol === "postgres:" || url.protocol === "postgresql:" ? "this machine" : "unreadable";
  return { host };
}

/** The services configured to hold personal data, by the setting that names them. */
const configuredHosts = (settings: LaunchFacts["settings"]) =>
  (["SMTP_URL", "ENQUIRY_WEBHOOK_URL", "DATABASE_URL"] as const).flatMap((name) => {
    const value = settings[name];
    if (!value || /^file:/i.test(value)) return [];
    return [{ name, where: settingHost(value) }];
  });

const loopback = /^(?:localhost|127(?:\.\d{1,3}){3}|::1)$/;

/**
 * Where personal data goes: every service declared with its country, and every configured host
 * declared. A setting is named, never shown: its value may hold a
 * password, and this list is printed and shown in the editor.
 */
function processorFictions({ company, register, settings }: LaunchFacts): Fiction[] {
  const where = "content/register.json";
  const found: Fiction[] = businessProcessorFictions(register, company.loginUrl);
  const declared = register.processors;
  for (const processor of declared)
    if (!processor.country.trim()) found.push({ where, message: `${processor.name} has no country` });
  for (const { name, where: sent } of configuredHosts(settings)) {
    if (sent === "unreadable") {
      found.push({ where: name, message: "cannot be read as a URL, so where it sends personal data is unknown" });
      continue;
    }
    const hosting = declared.some((processor) => processor.kind === "hosting");
    const covered =
      sent === "this machine" || loopback.test(sent.host)
        ? hosting
        : declared.some(
            (processor) => processor.host && (sent.host === processor.host || sent.host.endsWith(`.${processor.host}`)),
          );
    if (!covered)
      found.push({
        where: name,
        message:
          "sends personal data to a host that no service in the register's list of where personal information is held declares (compare the setting's host with each service's host)",
      });
  }
  return found;
}

/**
 * The monthly e-mail goes to every subscriber from the company's domain: without a DKIM signature
 * the large mail providers file bulk mail as spam or refuse it (docs/deploying.md).
 */
function bulkMailFictions({ settings }: LaunchFacts): Fiction[] {
  if (!settings.SMTP_URL || settings.DKIM_DOMAIN) return [];
  return [
    {
      where: "DKIM_DOMAIN",
      message:
        "the monthly e-mail is sent in bulk without a DKIM signature: set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE, and publish the key in DNS",
    },
  ];
}

/** Every fiction still on the site; none means the facts are the company's. */
export const launchFictions = (facts: LaunchFacts): Fiction[] => [
  ...companyFictions(facts),
  ...unconfirmedFacts(facts.company),
  ...regulatedFictions(facts),
  ...doerPages(facts.pages, facts.register, facts.today),
  ...editedTerms(facts.terms),
  ...processorFictions(facts),
  ...bulkMailFictions(facts),
  ...(facts.requests ? requestFictions(facts.requests) : []),
];
