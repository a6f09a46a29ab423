/**
 * A consistent copy of the forms' database while the site keeps running (docs/deploying.md):
 *
 *   npm run backup -- FILE     writes FILE, and FILE.secret beside it
 *
 * Reads DATABASE_URL like the server.
 */
import { BackupError, backupDatabase } from "../app/forms/store/backup.server";
import { formsConfig } from "../app/forms/config.server";

const usage = `Usage: npm run backup -- FILE

Copies the database named by DATABASE_URL (default file:./data/saltbush.db) to FILE while the site
keeps taking enquiries, and the secret that signs subscriber links to FILE.secret. Both copies hold
personal details: they are readable by their owner only; store them as carefully as the database.`;

const [target, ...rest] = process.argv.slice(2);
if (!target || rest.length > 0 || target.startsWith("-")) {
  console.error(usage);
  process.exit(2);
}
try {
  const { enquiries } = await backupDatabase(formsConfig().databaseUrl, target);
  console.log(`Backed up ${enquiries} enquiries to ${target} (and the link secret to ${target}.secret).`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  process.exit(1);
}
