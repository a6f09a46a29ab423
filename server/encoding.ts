export type Encoding = "br" | "gzip";

/** The q-value the browser gave each coding in Accept-Encoding (1 when it gave none). */
function qualities(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    if (coding) accepted.set(coding.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  return accepted;
}

/**
 * The compression to answer with: Brotli whenever the browser accepts it, since it is the smaller,
 * else gzip; undefined for an uncompressed answer. Browsers list gzip first ("gzip, deflate, br,
 * zstd") without preferring it, so the server's preference decides, and `q=0` refuses a coding.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = qualities(acceptEncoding ?? "");
  const allows = (coding: Encoding) => (accepted.get(coding) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return undefined;
}
