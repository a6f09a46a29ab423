import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

/**
 * libsql 0.5.29 (under @libsql/client 0.18) keeps a closed connection's files open until its
 * prepared statements are garbage collected (tursodatabase/libsql-js#228 and #230; fixed upstream
 * by #236, not in a release yet). Until then SQLite shares those files' state with every new
 * connection to the same database in this process: one opened while the disk was read-only keeps
 * the next ones read-only after the disk is writable again, and a failed disk cannot be unmounted
 * for repair. So after closing stale connections the site asks for a full garbage collection:
 * only after a storage fault, at most once a second. Remove this once a fixed libsql is in use.
 */
const MIN_INTERVAL_MS = 1000;

let collect: (() => void) | undefined;
let lastRun = 0;
let dropped = false;
let releasing: Promise<void> | undefined;

function garbageCollector(): () => void {
  // Exposes V8's gc() to contexts made from now on, without restarting Node with --expose-gc.
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function release(): Promise<void> {
  while (dropped) {
    // Never in the caller's own turn: until its stack has unwound it may still hold the connections.
    const wait = Math.max(0, lastRun + MIN_INTERVAL_MS - Date.now());
    await new Promise((resolve) => setTimeout(resolve, wait).unref());
    dropped = false;
    lastRun = Date.now();
    collect ??= garbageCollector();
    collect();
    // The collected connections' finalizers, which close their files, run on the next turn.
    await nextTurn();
  }
}

/** Call after closing connections: their files are released within about a second. */
export function releaseClosedConnections(): void {
  dropped = true;
  // Collecting only hastens what V8 does on its own some time later, so a failure here is no reason to fail a request.
  releasing ??= release()
    .catch(() => undefined)
    .finally(() => (releasing = undefined));
}

/** Resolves once every connection closed so far has let go of its files (at once when none wait). */
export function closedConnectionsReleased(): Promise<void> {
  return releasing ?? Promise.resolve();
}
