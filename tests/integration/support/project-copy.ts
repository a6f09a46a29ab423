import { cpSync, existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildFolder } from "../../../server/build-settings";

/** What a fresh clone does not have: installed packages, git, builds, data, test reports. */
const notCopied = /^(node_modules|\.git|build.*|data|test-results.*|playwright-report|coverage)$/;

/**
 * The project's sources copied into `dir`, with this checkout's node_modules linked in.
 *
 * Without `build`, there is no build, so `npm start` there builds first, as on a fresh clone: for a
 * test of what the build makes of changed sources. With `build: true`, the run's own production
 * build (the one `npm test` made) is copied in after the sources, so it is newer than all of them
 * and `npm start` serves it as it is: for a test of where or how the site is served.
 */
export function copyProject(dir: string, { build = false } = {}): string {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync("."))
    if (!notCopied.test(name)) cpSync(name, join(dir, name), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
  if (build) {
    const built = buildFolder();
    if (!existsSync(join(built, "server/index.js")))
      throw new Error(`No production build in ${built}: run \`npm run build\` first, as \`npm test\` does.`);
    cpSync(built, join(dir, "build"), { recursive: true });
  }
  return dir;
}
