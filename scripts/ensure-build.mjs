// `npm start` serves the production build; this builds it first when it is missing or older
// than the sources, so `npm install && npm start` works on a fresh clone.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const marker = "build/server/index.js";

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ["app", "content", "public"].filter(existsSync).map(newestChange);
const configs = ["package.json", "react-router.config.ts", "vite.config.ts", "keystatic.config.ts"].map(
  (f) => statSync(f).mtimeMs,
);
const stale = !existsSync(marker) || Math.max(...sources, ...configs) > statSync(marker).mtimeMs;
if (stale) {
  console.log("Building the production site…");
  execSync("npm run build", { stdio: "inherit" });
}
