import type { Client, Transaction, TransactionMode } from "@libsql/client";

/**
 * The database client, used by one operation at a time within this process: a transaction holds
 * it from its start to its commit, rollback or close; a statement or batch for its own run.
 *
 * SQLite waits for another connection's write lock synchronously, blocking the event loop. With
 * two connections in one process, a statement waiting for the lock of a transaction that this
 * same process holds stops the very event loop that transaction needs to finish, and fails after
 * the busy timeout: an enquiry arriving during a health probe or the daily retention was refused.
 * Queued here instead, it waits without blocking. Another process (the old server during a deploy,
 * a staff export) still meets SQLite's own busy timeout, and its transactions finish on their own.
 * Every call SQLite runs is synchronous anyway, so queueing them costs no throughput.
 */
export function oneAtATime(client: Client): Client {
  let tail: Promise<void> = Promise.resolve();

  /** Waits for the operations before this one; resolves with the function that lets the next one go. */
  function turn(): Promise<() => void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const ready = tail;
    tail = tail.then(() => done);
    return ready.then(() => release);
  }

  async function alone<T>(work: () => Promise<T>): Promise<T> {
    const release = await turn();
    try {
      return await work();
    } finally {
      release();
    }
  }

  async function transaction(mode?: TransactionMode): Promise<Transaction> {
    const release = await turn();
    let tx: Transaction;
    try {
      tx = await client.transaction(mode);
    } catch (error) {
      release();
      throw error;
    }
    // The turn ends when the transaction does: committed, rolled back or closed. A failed commit
    // keeps it until the caller closes the transaction.
    let ended = false;
    const end = () => {
      if (!ended) release();
      ended = true;
    };
    const ends = (finish: () => Promise<void>) => async (): Promise<void> => {
      await finish();
      end();
    };
    return new Proxy(tx, {
      get(target, property) {
        if (property === "commit") return ends(() => target.commit());
        if (property === "rollback") return ends(() => target.rollback());
        if (property === "close")
          return () => {
            try {
              target.close();
            } finally {
              end();
            }
          };
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  }

  type Call = (...args: unknown[]) => Promise<unknown>;
  const queued = new Set<PropertyKey>(["execute", "batch", "executeMultiple", "migrate"]);

  return new Proxy(client, {
    get(target, property) {
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (queued.has(property))
        return (...args: unknown[]) => alone(() => (value as Call).apply(target, args));
      return value.bind(target);
    },
  });
}
