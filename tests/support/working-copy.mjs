// A copy of the working tree in another folder, for tests that run the site where its files may
// change (the editor saves content) or where an operator might install it: everything but
// dependencies, builds, data and history, with node_modules linked rather than copied.
// As a command (`node tests/support/working-copy.mjs DIR`) it makes the copy in DIR afresh.
import { cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const notCopied = /^(node_modules|\.git|build.*|data|test-results|playwright-report|coverage)$/;

/** Copies this working tree into `dir` (made if missing). */
export function copyWorkingTree(dir) {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync("."))
    if (!notCopied.test(name)) cpSync(name, join(dir, name), { recursive: true });
  symlinkSync(resolve("node_modules"), join(dir, "node_modules"), "dir");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2]);
  rmSync(dir, { recursive: true, force: true });
  copyWorkingTree(dir);
}
