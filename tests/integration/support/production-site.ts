import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { startServer } from "./server-process";

/**
 * The production build (run `npm run build` first) served by server.js in a process of its own,
 * with a fresh database and the given environment; stopped and deleted when the test ends.
 */
export async function productionSite(env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), "saltbush-site-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const server = await startServer({ dir, env: { FORM_MIN_SECONDS: "0", ...env } });
  onTestFinished(() => server.stop());
  return server;
}
