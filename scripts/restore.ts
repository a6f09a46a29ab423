/**
 * Puts a backup made by `npm run backup` back, while the site is stopped (docs/deploying.md):
 *
 *   npm run restore -- FILE [--yes]     --yes replaces the database that is there
 *
 * Reads DATABASE_URL like the server.
 */
import { parseArgs } from "node:util";
import { BackupError, restoreDatabase } from "../app/forms/store/backup.server";
import { formsConfig } from "../app/forms/config.server";

const usage = `Usage: npm run restore -- FILE [--yes]

Stop the site first. Replaces the database named by DATABASE_URL (default file:./data/saltbush.db)
with the backup in FILE, and the link secret with FILE.secret when it is there. Without --yes it
refuses to replace a database that exists.`;

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { yes: { type: "boolean" } } });
} catch {
  parsed = undefined;
}
const source = parsed?.positionals[0];
if (!parsed || !source || parsed.positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
try {
  const { enquiries, secret } = await restoreDatabase(source, formsConfig().databaseUrl, {
    overwrite: Boolean(parsed.values.yes),
  });
  console.log(
    `Restored ${enquiries} enquiries from ${source}` +
      (secret ? " with its link secret." : "; there was no link secret beside it, so the current one stays."),
  );
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
