/** One line of the bench:faults report, and small helpers the scenarios share. */
import { type ServerProcess, startServer } from "../../tests/integration/support/server-process";

export interface Outcome {
  label: string;
  status: "PASS" | "FAIL" | "SKIPPED";
  detail: string;
}

/** The production server's settings for these runs: no rate limits, so every post reaches the database. */
const SITE_ENV = { CONTACT_RATE_LIMIT: "0", SUBSCRIBE_RATE_LIMIT: "0", FORM_MIN_SECONDS: "0" };

export function outcome(label: string, problems: string[], detail: string): Outcome {
  return problems.length
    ? { label, status: "FAIL", detail: problems.join("; ") }
    : { label, status: "PASS", detail };
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0]! : String(error);
}

/** The SQLite result codes the site logged, so the report says which fault the forms met. */
export function sqliteCodes(log: string): string {
  const codes = [...new Set(log.match(/SQLITE_[A-Z]+/g) ?? [])];
  return codes.length ? codes.join(", ") : "no SQLite error logged";
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` gives a value, or fails saying what did not happen. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

const running = new Set<ServerProcess>();

/** The production server on a database in `dir` (tests/integration/support/server-process.ts), remembered for killAll(). */
export async function startSite(dir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const site = await startServer({ dir, env: { ...SITE_ENV, ...env } });
  running.add(site);
  site.child.once("exit", () => running.delete(site));
  return site;
}

/** When the time limit runs out: no server may outlive this script (or keep its disks busy). */
export function killAllSites() {
  for (const site of running) site.child.kill("SIGKILL");
}
