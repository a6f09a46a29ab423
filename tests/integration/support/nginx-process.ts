import { execFile, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "./server-process";

const nginxBinary = [
  "/usr/sbin/nginx",
  ...(process.env.PATH ?? "").split(":").map((dir) => join(dir, "nginx")),
].find((file) => existsSync(file));

export interface NginxProcess {
  url: string;
  /** Whether the configuration serves Brotli copies (the module is installed). */
  brotli: boolean;
  stop(): Promise<void>;
}

/**
 * nginx in front of a running site, configured as an operator would: `npm run nginx-config` in
 * the site's folder, then `nginx -p PREFIX -c FILE` (in the foreground, so the test owns it).
 * `prefix` must exist; the configuration and nginx's files are written there.
 */
export async function startNginx(options: {
  cwd?: string;
  upstream: string;
  prefix: string;
  /** The generator's further options, such as --editor-host. */
  args?: string[];
}): Promise<NginxProcess> {
  if (!nginxBinary) throw new Error("This test needs nginx: install Debian's nginx-light (.ci/run does).");
  const port = await freePort();
  const { stdout } = await promisify(execFile)(
    "npm",
    [
      "run",
      "-s",
      "nginx-config",
      "--",
      "--upstream",
      options.upstream,
      "--listen",
      `127.0.0.1:${port}`,
      "--prefix",
      options.prefix,
      // The site's own host is the address the tests ask for; any other host goes to Node.
      "--site-url",
      "http://127.0.0.1",
      ...(options.args ?? []),
    ],
    { cwd: options.cwd, maxBuffer: 16 * 1024 * 1024 },
  );
  const config = join(options.prefix, "nginx.conf");
  writeFileSync(config, stdout);
  // Started as root, nginx runs its workers as `nobody`, who cannot read a checkout in a private
  // folder (such as a clone in a fresh `mktemp -d`): they would pass every file to Node, unnoticed
  // until Node stops. The test's workers run as the user who runs the tests.
  const asUser = process.getuid?.() === 0 ? " user root;" : "";
  const nginx = spawn(nginxBinary, ["-p", options.prefix, "-c", config, "-g", `daemon off;${asUser}`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  nginx.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => nginx.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 20_000; ;) {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped while starting:\n${log}`);
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      nginx.kill("SIGKILL");
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    brotli: stdout.includes("brotli_static on;"),
    async stop() {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      nginx.kill("SIGQUIT");
      await exited;
    },
  };
}
