/**
 * Why a page's TBT reads what it does: runs Lighthouse (mobile, simulated) on a served page, then
 * replays Lighthouse's own simulation and lists each main-thread task of 12 ms or more as
 * simulated (start + length in ms), marking with * the tasks in the FCP graph, with its two
 * largest kinds of work. Tasks outside the FCP graph push the page's own tasks past the estimated
 * FCP, where every simulated millisecond over 50 counts (docs/decisions/0007-performance.md).
 *
 *   npm start   (or any served build), then:   npx tsx scripts/tbt-tasks.ts http://localhost:3000/ [runs]
 */
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { LanternFirstContentfulPaint } from "lighthouse/core/computed/metrics/lantern-first-contentful-paint.js";
import { LanternTotalBlockingTime } from "lighthouse/core/computed/metrics/lantern-total-blocking-time.js";
import { chromiumFlags, chromiumPath } from "./chromium";

interface TraceEvent {
  name: string;
  dur?: number;
}
interface GraphNode {
  id: string;
  type: string;
  childEvents: TraceEvent[];
}
interface Timing {
  startTime: number;
  duration: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, Timing>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
  optimisticGraph: { traverse(visit: (node: GraphNode) => void): void };
}
type Computed = { request(data: object, context: object): Promise<LanternResult> };

const url = process.argv[2];
if (!url) throw new Error("Usage: npx tsx scripts/tbt-tasks.ts <url> [runs]");
const runs = Number(process.argv[3] ?? 1);

/** The two kinds of work that took longest inside a task, in real (unslowed) milliseconds. */
function summary(node: GraphNode): string {
  const totals = new Map<string, number>();
  for (const event of node.childEvents)
    totals.set(event.name, (totals.get(event.name) ?? 0) + (event.dur ?? 0) / 1000);
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(", ");
}

const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
try {
  for (let run = 1; run <= runs; run++) {
    const result = (await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    }))!;
    const artifacts = result.artifacts as unknown as Record<string, unknown>;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: result.lhr.configSettings,
      URL: artifacts.URL,
      simulator: null,
    };
    const context = { computedCache: new Map() };
    try {
      const fcp = await (LanternFirstContentfulPaint as unknown as Computed).request(data, context);
      const tbt = await (LanternTotalBlockingTime as unknown as Computed).request(data, context);
      const inFcpGraph = new Set<string>();
      fcp.optimisticGraph.traverse((node) => inFcpGraph.add(node.id));
      console.log(
        `Run ${run}: TBT ${Math.round(tbt.timing)} ms; estimated FCP ${Math.round(fcp.optimisticEstimate.timeInMs)}–${Math.round(fcp.pessimisticEstimate.timeInMs)} ms`,
      );
      const tasks = [...tbt.pessimisticEstimate.nodeTimings].filter(
        ([node, timing]) => node.type === "cpu" && timing.duration >= 12,
      );
      for (const [node, timing] of tasks.sort((a, b) => a[1].startTime - b[1].startTime)) {
        console.log(
          `  ${inFcpGraph.has(node.id) ? "*" : " "} ${Math.round(timing.startTime)} + ${Math.round(timing.duration)}  ${summary(node)}`,
        );
      }
    } catch (error) {
      // Lighthouse sometimes cannot read a trace (NO_NAVSTART): say so and go on.
      console.log(`Run ${run}: Lighthouse could not replay this run (${(error as Error).message})`);
    }
  }
} finally {
  await chrome.kill();
}
