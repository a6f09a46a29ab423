import { cpSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";

/** What a fresh clone does not have: installed packages, git, builds, data, test reports. */
const notCopied = /^(node_modules|\.git|build.*|data|test-results|playwright-report|coverage)$/;

/**
 * The project's sources copied into `dir` without a build, with this checkout's node_modules
 * linked in, so `npm start` there builds first, as on a fresh clone: the content is read and the
 * pages pre-rendered in that folder.
 */
export function copyProject(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync("."))
    if (!notCopied.test(name)) cpSync(name, join(dir, name), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
  return dir;
}
