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
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { folderLaunchFictions } from "../app/content/launch-folder.server";

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

const settings = { ...process.env, ...(values.env ? readEnvFile(values.env) : {}) };
const fictions = folderLaunchFictions(root, settings);

if (!fictions.length) {
  console.log("Ready to launch: every fact the launch check knows is the company's.");
} else {
  console.log(
    `Not ready to launch: ${fictions.length} fact${fictions.length === 1 ? " is" : "s are"} not yet the company's.`,
  );
  for (const { where, message } of fictions) console.log(`  - ${where}: ${message}`);
  process.exitCode = 1;
}
