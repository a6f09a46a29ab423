import pg from "pg";
import {
  type Database,
  type Row,
  type Rows,
  type SqlTransaction,
  type Statement,
  type Value,
  batchIn,
} from "./sql.server";

/** Whether DATABASE_URL names a PostgreSQL server. */
export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/**
 * PostgreSQL's 64-bit integers (the outbox's times in milliseconds, COUNT(*)) are read as numbers,
 * as SQLite's are: every one the site stores is far below 2^53. Set on the pool, not globally.
 */
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * `?` placeholders become `$1, $2, …`, outside quoted text and identifiers, so the store writes
 * each statement once for both databases.
 */
export function numberedPlaceholders(sql: string): string {
  let n = 0;
  let quote: string | null = null;
  let out = "";
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else out += char === "?" ? `$${++n}` : char;
  }
  return out;
}

function toQuery(statement: Statement): pg.QueryArrayConfig {
  const { sql, args = [] } = typeof statement === "string" ? { sql: statement } : statement;
  const values = args.map((value: Value) => (typeof value === "bigint" ? value.toString() : value));
  return { text: numberedPlaceholders(sql), values, rowMode: "array" };
}

/** A row as the store reads it (sql.server.ts): by position and by column name. */
function toRows(result: pg.QueryArrayResult): Rows {
  const columns = (result.fields ?? []).map((field) => field.name);
  const rows = (result.rows ?? []).map((values) => {
    const row = [...values] as unknown as Row;
    columns.forEach((column, i) =>
      Object.defineProperty(row, column, {
        value: values[i],
        enumerable: true,
        configurable: true,
        writable: true,
      }),
    );
    return row;
  });
  return { columns, rows, rowsAffected: result.rowCount ?? 0 };
}

type Queryable = Pick<pg.PoolClient, "query">;

const run = async (on: Queryable, statement: Statement) => toRows(await on.query(toQuery(statement)));

/**
 * Errors that mean the connection, not the statement, failed: the server restarted, failed over or
 * cannot be reached. Nothing was done, so connecting again is safe.
 */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
]);
export const isConnectionError = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"));
};

/** How a new connection is retried while the server restarts or fails over: about 1.5 s in all. */
const CONNECT_RETRIES_MS = [100, 400, 1000];

async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool.connect();
    } catch (error) {
      const wait = CONNECT_RETRIES_MS[attempt];
      if (wait === undefined || !isConnectionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

function transactionOn(client: pg.PoolClient): SqlTransaction {
  let ended = false;
  const end = (error?: Error) => {
    if (ended) return;
    ended = true;
    client.release(error);
  };
  const finish = (sql: string) => async () => {
    if (ended) return;
    try {
      await client.query(sql);
      end();
    } catch (error) {
      // A connection whose COMMIT or ROLLBACK failed is not given to anyone else.
      end(error as Error);
      throw error;
    }
  };
  return {
    execute: (statement) => run(client, statement),
    async batch(statements) {
      const results: Rows[] = [];
      for (const statement of statements) results.push(await run(client, statement));
      return results;
    },
    commit: finish("COMMIT"),
    rollback: finish("ROLLBACK"),
    close() {
      if (ended) return;
      // The connection goes back to the pool only once the rollback has finished on it.
      client.query("ROLLBACK").then(
        () => end(),
        (error: Error) => end(error),
      );
    },
  };
}

export interface PostgresOptions {
  url: string;
  /** How many connections this server holds at most (DATABASE_POOL_SIZE). */
  poolSize: number;
}

export function openPostgres({ url, poolSize }: PostgresOptions): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    // A form post waits at most this long for a connection before the visitor is told to try again.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool, not thrown.
  pool.on("error", () => undefined);
  async function transaction(): Promise<SqlTransaction> {
    const client = await connect(pool);
    try {
      await client.query("BEGIN");
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    return transactionOn(client);
  }
  return {
    dialect: "postgres",
    async execute(statement) {
      const client = await connect(pool);
      try {
        const result = await run(client, statement);
        client.release();
        return result;
      } catch (error) {
        client.release(isConnectionError(error) ? (error as Error) : undefined);
        throw error;
      }
    },
    batch: async (statements) => batchIn(await transaction(), statements),
    transaction,
    // The pool drops a connection that failed; there is nothing to reopen by hand.
    reconnect: () => undefined,
    close: () => void pool.end().catch(() => undefined),
  };
}
