/**
 * Access and deletion requests for one email address (docs/forms.md):
 *
 *   npm run privacy -- find EMAIL                  what is stored, as a summary
 *   npm run privacy -- export EMAIL [--output f]   all of it as JSON, to send to its owner
 *   npm run privacy -- delete EMAIL --yes          delete all of it in one transaction
 *
 * Reads DATABASE_URL and SECRET like the server (the secret matches unsubscribe records).
 */
import { parseArgs } from "node:util";
import { checkEmail } from "../app/forms/email";
import { formsConfig } from "../app/forms/config.server";
import {
  deleteAddress,
  findAddress,
  type StoredAboutAddress,
} from "../app/forms/store/privacy-requests.server";
import { serverSecret, siteKeys } from "../app/forms/store/secret.server";
import { emit, openExistingDatabase } from "../app/forms/store/staff-export.server";

const usage = `Usage: npm run privacy -- find|export|delete EMAIL [--output file] [--yes]

  find     list everything stored about the address: enquiries, subscription, unsubscribe record, mail
  export   the same, complete, as JSON (--output writes it to a file)
  delete   delete all of it in one transaction; needs --yes

Confirm the person's identity before you export or delete (see docs/forms.md).`;

function summary(found: StoredAboutAddress): string {
  const lines = [`Stored about ${found.email}:`];
  lines.push(`  enquiries: ${found.enquiries.length}`);
  for (const row of found.enquiries)
    lines.push(
      `    ${String(row.reference)}  received ${String(row.created_at)}  ${String(row.service_label ?? "")}`,
    );
  const sub = found.subscription;
  lines.push(
    sub
      ? `  subscription: ${String(sub.status)}, asked ${String(sub.created_at)} on ${String(sub.source_path ?? "?")}` +
          (sub.confirmed_at ? `, confirmed ${String(sub.confirmed_at)}` : "")
      : "  subscription: none",
  );
  const gone = found.unsubscribed;
  lines.push(
    gone
      ? `  unsubscribe record (keyed hash, no address): unsubscribed ${String(gone.unsubscribed_at)} by ${String(gone.via)}`
      : "  unsubscribe record: none",
  );
  lines.push(`  mail and webhook records: ${found.mail.length}`);
  for (const row of found.mail)
    lines.push(
      `    ${String(row.kind)} (${String(row.channel)}) ${String(row.status)}, queued ${String(row.created_at)}`,
    );
  return `${lines.join("\n")}\n`;
}

async function main() {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: {
      output: { type: "string", short: "o" },
      yes: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
  });
  if (values.help) return void console.log(usage);
  const [command, address, ...extra] = positionals;
  if (!command || !["find", "export", "delete"].includes(command) || !address || extra.length > 0)
    throw new Error(usage);
  const checked = checkEmail(address);
  if ("problem" in checked) throw new Error(`"${address}" is not an email address\n\n${usage}`);
  const config = formsConfig();
  const db = await openExistingDatabase();
  try {
    const keys = siteKeys(serverSecret(config).secret, config.previousSecrets);
    if (command === "find")
      return void process.stdout.write(summary(await findAddress(db, keys, checked.email)));
    if (command === "export") {
      const found = await findAddress(db, keys, checked.email);
      const json = `${JSON.stringify({ exported_at: new Date().toISOString(), ...found }, null, 2)}\n`;
      return emit(json, values.output, 1, "records");
    }
    if (!values.yes)
      throw new Error(`Deleting cannot be undone: add --yes to delete everything about ${checked.email}`);
    const done = await deleteAddress(db, keys, checked.email, Date.now());
    console.log(
      `Deleted ${done.enquiries} enquiries, ${done.subscription} subscription and ${done.mail} mail and webhook records for ${checked.email}.` +
        (done.keptUnsubscribeRecord
          ? " An unsubscribe record (a keyed hash, not the address) remains, so the address is never mailed again."
          : ""),
    );
  } finally {
    db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
