/**
 * `npm test`: every check the project has, in stages. The commands of a stage share nothing, so
 * they run side by side; a stage starts once the one before it has passed, and the first failure
 * ends the run. The production build is made once, in the first stage, and every later suite that
 * needs the built site serves it or copies it. Each stage's time is printed as it ends, and all of
 * them at the end, so a slow run shows where its minutes went.
 */
import { spawn } from "node:child_process";

type Command = { name: string; run: string };
type Stage = { name: string; commands: Command[] };

// On two cores the stages are laid out to keep both busy. The static checks and the build each
// leave a core idle much of their time, and the unit tests (Vitest's `unit` project) need no build,
// so the three run together. The integration tests spend a third of their time waiting on servers
// and timers, and the editor's suite needs no build either (it drives the development server) and
// keeps one browser busy, so they run together. The site's browser suite keeps both cores busy on
// its own, and runs alone: beside it the editor's took as long in all.
const stages: Stage[] = [
  {
    name: "static checks, build and unit tests",
    commands: [
      { name: "typecheck", run: "npm run typecheck" },
      { name: "lint", run: "npm run lint" },
      { name: "sources", run: "npm run sources:check -- --offline" },
      { name: "build", run: "npm run build" },
      { name: "unit", run: "npm run test:unit" },
    ],
  },
  {
    name: "integration and editor tests, built HTML",
    commands: [
      { name: "integration", run: "npm run test:integration" },
      { name: "html", run: "npm run check:html" },
      { name: "editor", run: "npm run test:editor" },
    ],
  },
  { name: "browser tests", commands: [{ name: "e2e", run: "npm run test:e2e" }] },
];

const seconds = (since: number) => (performance.now() - since) / 1000;
const minutes = (s: number) => {
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s`;
};

/** Runs one command; with others beside it, each line of its output is marked with its name. */
function run(command: Command, marked: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command.run, { shell: true, stdio: marked ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (marked) {
      for (const [from, to] of [
        [child.stdout!, process.stdout],
        [child.stderr!, process.stderr],
      ] as const) {
        let rest = "";
        from.setEncoding("utf8").on("data", (chunk: string) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop()!;
          for (const line of lines) to.write(`[${command.name}] ${line}\n`);
        });
        from.on("end", () => rest && to.write(`[${command.name}] ${rest}\n`));
      }
    }
    const began = performance.now();
    child.on("close", (code, signal) => {
      // Beside others, a command's own time shows which of them held its stage up.
      if (marked)
        console.log(`[${command.name}] ${code === 0 ? "passed" : "FAILED"} in ${minutes(seconds(began))}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const times: [string, number][] = [];
const start = performance.now();
let failed: string | undefined;
for (const stage of stages) {
  const began = performance.now();
  console.log(`\n▶ ${stage.name}: ${stage.commands.map((c) => c.run).join("  ∥  ")}`);
  const codes = await Promise.all(stage.commands.map((command) => run(command, stage.commands.length > 1)));
  times.push([stage.name, seconds(began)]);
  const failures = stage.commands.filter((_, i) => codes[i] !== 0).map((command) => command.name);
  console.log(
    `■ ${stage.name}: ${failures.length ? `FAILED (${failures.join(", ")})` : "passed"} in ${minutes(seconds(began))}`,
  );
  if (failures.length) {
    failed = stage.name;
    break;
  }
}

console.log("\nStage times:");
for (const [name, time] of times) console.log(`  ${minutes(time).padStart(8)}  ${name}`);
console.log(
  `  ${minutes(seconds(start)).padStart(8)}  in all${failed ? ` (stopped: ${failed} failed)` : ""}`,
);
process.exitCode = failed ? 1 : 0;
