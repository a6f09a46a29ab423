/**
 * Lists every fact on the site that is not yet the company's, and exits non-zero while any remain:
 *   npm run launch-check [-- --content <folder>] [-- --env /etc/saltbush.env]
 * The phone number in ACMA's range for fiction, addresses on names reserved for examples, an empty
 * ABN or ACN, social accounts, the founding year, street address and opening hours staff have not
 * confirmed, regulated work a page offers in a state the site serves with no authority or partner
 * in the register, a page that speaks as the doer of work the company holds no authority for, a
 * published terms version changed since, and where personal data goes: a service of each kind the
 * business uses (the website's, billing, the customer portal, calls, payments) with its country,
 * and every host the settings and the portal's address send data to (SMTP_URL,
 * ENQUIRY_WEBHOOK_URL, DATABASE_URL) declared there. Settings come from the environment,
 * and from the env file when one is given (the systemd unit's EnvironmentFile). Run it before the
 * first deploy (docs/deploying.md); `npm start` and `npm test` do not, so the site still runs as a
 * demonstration on the shipped facts.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { launchFictions, type LaunchFacts } from "../app/content/launch-facts";
import type { RequestFacts } from "../app/content/request-facts";
import { parseYaml } from "../app/content/yaml";
import { wordsOf } from "../app/content/offer-checks";
import type { TermsFacts } from "../app/content/launch-business";

const { values } = parseArgs({ options: { content: { type: "string" }, env: { type: "string" } } });
const root = resolve(values.content ?? "content");

/** KEY=value lines, as systemd's EnvironmentFile reads them (quotes stripped, comments skipped). */
function readEnvFile(file: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const at = line.indexOf("=");
    const name = line
      .slice(0, at)
      .trim()
      .replace(/^export /, "");
    if (at > 0 && /^[A-Z_][A-Z0-9_]*$/.test(name))
      settings[name] = line
        .slice(at + 1)
        .trim()
        .replace(/^(["'])(.*)\1$/, "$2");
  }
  return settings;
}

/** The page folders whose files may declare regulated work, and the fixed pages. */
function pageFiles(): LaunchFacts["pages"] {
  const folders = ["services", "waste", "materials", "industries", "business", "cities", "hubs", "pages"];
  return folders.flatMap((folder) => {
    const full = join(root, folder);
    let names: string[] = [];
    try {
      names = readdirSync(full).filter((name) => name.endsWith(".yaml"));
    } catch {
      return [];
    }
    return names.map((name) => {
      const data = parseYaml(readFileSync(join(full, name), "utf8")) as { regulatedWork?: unknown } | null;
      const file = `content/${relative(root, join(full, name))}`;
      return {
        file,
        regulatedWork: (data?.regulatedWork ?? []) as LaunchFacts["pages"][number]["regulatedWork"],
        texts: wordsOf(data),
      };
    });
  });
}

/** The published terms versions and the record of their words when published. */
function termsFacts(): TermsFacts {
  let names: string[] = [];
  try {
    names = readdirSync(join(root, "terms")).filter((name) => name.endsWith(".yaml"));
  } catch {
    names = [];
  }
  const versions = names.map((name) => ({
    file: `content/terms/${name}`,
    version: parseYaml(
      readFileSync(join(root, "terms", name), "utf8"),
    ) as TermsFacts["versions"][number]["version"],
  }));
  let recorded: TermsFacts["recorded"] = [];
  try {
    const record = parseYaml(readFileSync(join(root, "published-terms.yaml"), "utf8")) as {
      versions?: TermsFacts["recorded"];
    } | null;
    recorded = record?.versions ?? [];
  } catch {
    recorded = [];
  }
  return { versions, recorded };
}

const json = (name: string) => JSON.parse(readFileSync(join(root, name), "utf8"));
const settings = { ...process.env, ...(values.env ? readEnvFile(values.env) : {}) };
const company = json("company.json");
const register = json("register.json");
const service = parseYaml(readFileSync(join(root, "pages/customer-service.yaml"), "utf8")) as {
  kinds: RequestFacts["kinds"];
  cutOff?: string;
  localHolidays?: RequestFacts["localHolidays"];
};
const fictions = launchFictions({
  company,
  register,
  pages: pageFiles(),
  terms: termsFacts(),
  settings,
  requests: {
    routes: company.requestRoutes ?? [],
    states: register.serviceStates,
    kinds: service.kinds,
    cutOff: service.cutOff,
    localHolidays: service.localHolidays ?? [],
    year: new Date().getFullYear(),
  },
});

if (!fictions.length) {
  console.log("Ready to launch: every fact the launch check knows is the company's.");
} else {
  console.log(
    `Not ready to launch: ${fictions.length} fact${fictions.length === 1 ? " is" : "s are"} not yet the company's.`,
  );
  for (const { where, message } of fictions) console.log(`  - ${where}: ${message}`);
  process.exitCode = 1;
}
