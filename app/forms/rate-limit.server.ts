import { isIPv6 } from "node:net";
import { type Database, inWriteTransaction } from "./store/sql.server";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * At most `limit` attempts per address in any `windowMs` (a sliding window), counted in the
 * database (form_hits), so every server on one database counts together and a load balancer does
 * not multiply the limit. An attempt is one write transaction: the address's attempts older than
 * the window go, the rest are counted, and an allowed one is added. On PostgreSQL an advisory lock
 * on the address makes two servers' attempts take turns; SQLite runs one write at a time anyway.
 * The rows hold the address (or its /64) for the window only; the daily retention job removes any
 * an address left behind. A limit of 0 turns the limit off.
 */
export interface FormLimit {
  attempt(address: string): Promise<RateDecision>;
}

export function databaseLimit(options: {
  scope: string;
  limit: number;
  windowMs: number;
  db: () => Promise<Database>;
  now: () => number;
}): FormLimit {
  const { scope, limit, windowMs, now } = options;
  return {
    async attempt(address) {
      if (limit <= 0) return { allowed: true };
      const db = await options.db();
      const at = now();
      return inWriteTransaction(db, async (tx): Promise<RateDecision> => {
        if (db.dialect === "postgres")
          await tx.execute({
            sql: "SELECT pg_advisory_xact_lock(hashtext(?))",
            args: [`${scope} ${address}`],
          });
        await tx.execute({
          sql: "DELETE FROM form_hits WHERE scope = ? AND address = ? AND at <= ?",
          args: [scope, address, at - windowMs],
        });
        const counted = await tx.execute({
          sql: "SELECT COUNT(*) AS hits, MIN(at) AS first FROM form_hits WHERE scope = ? AND address = ?",
          args: [scope, address],
        });
        const row = counted.rows[0]!;
        if (Number(row.hits) >= limit)
          return { allowed: false, retryAfterMs: Math.max(0, Number(row.first) + windowMs - at) };
        await tx.execute({
          sql: "INSERT INTO form_hits (scope, address, at) VALUES (?, ?, ?)",
          args: [scope, address, at],
        });
        return { allowed: true };
      });
    },
  };
}

/**
 * The key an address is counted under. One household or office gets a whole IPv6 /64, so that is
 * the unit; IPv4 (and IPv4-mapped IPv6) addresses count on their own.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const full = [
    ...headParts,
    ...Array(Math.max(0, 8 - headParts.length - tailParts.length)).fill("0"),
    ...tailParts,
  ];
  return `${full
    .slice(0, 4)
    .map((part) => part.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
