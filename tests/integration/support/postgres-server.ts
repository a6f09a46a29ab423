/**
 * A PostgreSQL server of the tests' own, in a scratch folder, on a free loopback port: started for
 * the integration tests when no TEST_DATABASE_URL is given (postgres-setup.ts), and by `.ci/run`:
 *
 *   node --import tsx tests/integration/support/postgres-server.ts start   # prints the folder, then the URL
 *   node --import tsx tests/integration/support/postgres-server.ts stop FOLDER
 *
 * As root (CI), initdb and the server run as the `postgres` user, since initdb refuses root.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

/** Debian's server programs: /usr/lib/postgresql/<version>/bin, the newest version installed. */
export function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], "bin") : null;
}

const asRoot = () => process.getuid?.() === 0;

function run(bin: string, program: string, args: string[]) {
  const [command, commandArgs] = asRoot()
    ? ["runuser", ["-u", "postgres", "--", join(bin, program), ...args]]
    : [join(bin, program), args];
  const result = spawnSync(command, commandArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (result.status !== 0)
    throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface PostgresServer {
  folder: string;
  url: string;
  stop(): void;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed (Debian's package: postgresql)");
  const folder = mkdtempSync(join(tmpdir(), "saltbush-postgres-"));
  if (asRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, "data");
  run(bin, "initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const port = await freePort();
  const settings = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  run(bin, "pg_ctl", ["-D", data, "-o", settings, "-l", join(folder, "log"), "-w", "start"]);
  return {
    folder,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => stopPostgres(folder),
  };
}

export function stopPostgres(folder: string) {
  const bin = postgresBin();
  if (bin && existsSync(join(folder, "data", "postmaster.pid")))
    run(bin, "pg_ctl", ["-D", join(folder, "data"), "-m", "immediate", "-w", "stop"]);
  rmSync(folder, { recursive: true, force: true });
}

if (process.argv[1]?.endsWith("postgres-server.ts")) {
  const [verb, folder] = process.argv.slice(2);
  if (verb === "start") {
    const server = await startPostgres();
    process.stdout.write(`${server.folder}\n${server.url}\n`);
  } else if (verb === "stop" && folder) stopPostgres(folder);
  else {
    console.error("usage: postgres-server.ts start | stop FOLDER");
    process.exit(2);
  }
}

/** Runs one statement on the server's own database (creating and dropping the tests' databases). */
export async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
