// `npm start` serves the production build; this builds it first when it is missing or older than
// anything the build reads (the app, the server code, the content, public files and the build's
// configuration), or when a setting read at build time has changed (server/build-settings.ts),
// so `npm install && npm start` works on a fresh clone and after any change.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { buildFolder, changedSettings } from "../server/build-settings";

const buildDir = buildFolder();
const marker = join(buildDir, "server/index.js");

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const folders = ["app", "server", "content", "public"];
const files = [
  "package.json",
  "package-lock.json",
  "react-router.config.ts",
  "vite.config.ts",
  "keystatic.config.ts",
  "tsconfig.json",
  "scripts/precompress.ts",
];
const sources = folders.filter(existsSync).map(newestChange);
const configs = files.filter(existsSync).map((f) => statSync(f).mtimeMs);
const outdated = !existsSync(marker) || Math.max(...sources, ...configs) > statSync(marker).mtimeMs;
const settings = outdated ? [] : changedSettings(buildDir);
if (outdated || settings.length > 0) {
  console.log(
    settings.length > 0
      ? `Building the production site again: ${settings.join(", ")} changed since the last build…`
      : "Building the production site…",
  );
  execSync("npm run build", { stdio: "inherit" });
}
