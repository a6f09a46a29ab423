// Stops at once, with one sentence, on a Node.js the site does not run on: `npm start`, `npm run dev`
// and `npm test` run this before anything else (their pre-scripts), and server.js imports it first.
// `--quiet` leaves the sentence out, for a script that acts on the exit code alone.
import { readFileSync } from "node:fs";
import { nodeVersionProblem } from "./supported-node.js";

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const problem = nodeVersionProblem(process.versions.node, engines.node);
if (problem) {
  if (!process.argv.includes("--quiet")) console.error(problem);
  process.exit(1);
}
