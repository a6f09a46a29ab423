import { isIPv6 } from "node:net";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * At most `limit` attempts per address in any `windowMs` (a sliding window). The counts live in
 * this process's memory: they reset on restart and each server instance keeps its own, which is
 * enough to slow a flood down; the honeypot and the spam checks do the rest. A limit of 0 turns
 * the limiter off.
 */
export class RateLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    /** Memory stays bounded however many addresses call. */
    private readonly maxAddresses = 10_000,
  ) {}

  attempt(address: string): RateDecision {
    if (this.limit <= 0) return { allowed: true };
    const now = this.now();
    const recent = (this.#hits.get(address) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.#hits.set(address, recent);
      return { allowed: false, retryAfterMs: recent[0]! + this.windowMs - now };
    }
    recent.push(now);
    this.#hits.delete(address); // re-inserting keeps the Map in least-recently-used order
    this.#hits.set(address, recent);
    // Over the cap, the addresses heard from least recently are forgotten first.
    for (const oldest of this.#hits.keys()) {
      if (this.#hits.size <= this.maxAddresses) break;
      this.#hits.delete(oldest);
    }
    return { allowed: true };
  }
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
