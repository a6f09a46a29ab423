import { isIP } from "node:net";

/** The names proxy-addr (Express's `trust proxy`) knows for address ranges. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !isIP(address)) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * Express's `trust proxy` from TRUST_PROXY: how many proxies stand in front of the site (`1`: the
 * visitor's address is the one the proxy added to X-Forwarded-For, whatever the visitor wrote
 * before it), or the proxies' own addresses and ranges (`10.0.0.1`, `10.0.0.0/8`, `loopback`).
 * Never "trust every hop": the left-most X-Forwarded-For entry is whatever the visitor sent, and
 * the rate limits would count that (docs/decisions/0013-threat-model.md). Unset or `0`: off.
 */
export function trustProxySetting(raw: string | undefined): number | string | false {
  const value = raw?.trim() ?? "";
  if (value === "" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  if (entries.every((entry) => entry && isAddressOrRange(entry))) return entries.join(", ");
  throw new Error(
    `TRUST_PROXY must be the number of proxies in front of the site (such as 1) or their addresses ` +
      `(such as 10.0.0.1 or 10.0.0.0/8), not "${value}": trusting every hop would let a visitor choose ` +
      "the address the form limits count",
  );
}
