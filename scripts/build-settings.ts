/**
 * The build's last step: records the settings read at build time beside the build, so that
 * `npm start` can tell when they have changed (server/build-settings.ts).
 *   tsx scripts/build-settings.ts --record
 */
import { buildFolder, recordSettings } from "../server/build-settings";

if (!process.argv.includes("--record")) {
  console.error("Usage: tsx scripts/build-settings.ts --record");
  process.exit(2);
}
recordSettings(buildFolder());
