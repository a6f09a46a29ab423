import { type ChildProcess, spawn } from "node:child_process";
import { type AddressInfo, createServer } from "node:net";
import { join } from "node:path";

/**
 * The production server (server.js, as `npm start` runs it) in a child process of its own, on a
 * free port, with its own database: for browser and crash tests that need their own settings.
 * It is started as `node server.js`, so the child's pid is the server itself and a
 * SIGKILL really kills it; or, with `npmStartIn`, exactly as a newcomer starts it (`npm start` in
 * that folder, which builds first when the build is missing or older than its sources), in a
 * process group of its own that `stop` signals as a whole.
 */
export interface ServerProcess {
  url: string;
  port: number;
  databaseUrl: string;
  child: ChildProcess;
  output(): string;
  /** SIGTERM (a graceful stop) or SIGKILL (a crash); resolves when the process has gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** The line server.js writes once it listens. */
const LISTENING = "Saltbush website on ";

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startServer(options: {
  dir: string;
  /** Where the data is: a SQLite file in `dir` unless this names another database. */
  databaseUrl?: string;
  env?: Record<string, string>;
  port?: number;
  npmStartIn?: string;
  /** The folder the server runs in (its content/ is read from there), with this checkout's server.js. */
  cwd?: string;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const databaseUrl = options.databaseUrl ?? `file:${join(options.dir, "site.db")}`;
  const [command, args] = options.npmStartIn
    ? ["npm", ["start"]]
    : [process.execPath, [join(process.cwd(), "server.js")]];
  const child = spawn(command, args, {
    cwd: options.npmStartIn ?? options.cwd ?? process.cwd(),
    detached: Boolean(options.npmStartIn),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${port}`;

  // server.js says so once it listens (after the database has been opened and the outbox started).
  await new Promise<void>((resolve, reject) => {
    const listening = () => {
      if (!output.includes(LISTENING)) return;
      done();
      resolve();
    };
    const stopped = () => {
      done();
      reject(new Error(`The server stopped while starting:\n${output}`));
    };
    const timer = setTimeout(
      () => {
        done();
        if (options.npmStartIn) process.kill(-child.pid!, "SIGKILL");
        else child.kill("SIGKILL");
        reject(new Error(`The server did not start in time:\n${output}`));
      },
      // `npm start` in a copy without a build builds first, beside the run's other test files on
      // a shared two-core machine: that has taken over three minutes.
      options.npmStartIn ? 480_000 : 60_000,
    );
    function done() {
      clearTimeout(timer);
      child.stdout!.off("data", listening);
      child.off("exit", stopped);
    }
    child.stdout!.on("data", listening);
    child.once("exit", stopped);
  });

  return {
    url,
    port,
    databaseUrl,
    child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (options.npmStartIn) process.kill(-child.pid!, signal);
      else child.kill(signal);
      await exited;
    },
  };
}
