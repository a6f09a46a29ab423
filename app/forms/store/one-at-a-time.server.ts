import type { Database, SqlTransaction } from "./sql.server";

/**
 * The database, used by one operation at a time within this process: a transaction holds it from
 * its start to its commit, rollback or close; a statement or batch for its own run.
 *
 * SQLite waits for another connection's write lock synchronously, blocking the event loop, and a
 * connection runs one transaction at a time. Queued here, an operation that arrives during a
 * transaction (a health probe, the daily retention, a subscriber's change) waits for it without
 * blocking, instead of failing after the busy timeout or meeting the transaction on its connection.
 * Another process (the old server during a deploy, a staff export) still meets SQLite's own busy
 * timeout, and its transactions finish on their own. Every call SQLite runs is synchronous anyway,
 * so queueing them costs no throughput.
 */
export function oneAtATime(db: Database): Database {
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

  async function transaction(mode?: "write"): Promise<SqlTransaction> {
    const release = await turn();
    let tx: SqlTransaction;
    try {
      tx = await db.transaction(mode);
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
    return {
      execute: (statement) => tx.execute(statement),
      batch: (statements) => tx.batch(statements),
      commit: ends(() => tx.commit()),
      rollback: ends(() => tx.rollback()),
      close() {
        try {
          tx.close();
        } finally {
          end();
        }
      },
    };
  }

  return {
    dialect: db.dialect,
    execute: (statement) => alone(() => db.execute(statement)),
    batch: (statements, mode) => alone(() => db.batch(statements, mode)),
    transaction,
    reconnect: () => db.reconnect(),
    close: () => db.close(),
  };
}
