/**
 * Malformed link tokens, made from real ones: truncated, extended, with characters changed,
 * swapped purposes, ids, nonces and expiry times, other alphabets, control characters and
 * sheer length. Deterministic (a fixed seed), so a failure can be repeated. None of them is a
 * valid token: the caller passes the real ones, and any case equal to one is left out.
 */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~%+/= ";
const ODD = ["\u0000", "\u202e", "é", "😀", "\r\n", "<script>", "'", '"', "../", "%00", "%ZZ", "\\"];

export function fuzzTokens(valid: string[], count: number, seed = 17): string[] {
  const next = random(seed);
  const pick = <T>(items: ArrayLike<T>) => items[Math.floor(next() * items.length)]!;
  const int = (max: number) => Math.floor(next() * max);
  const mutations: ((token: string) => string)[] = [
    (t) => t.slice(0, int(t.length)),
    (t) => t + pick(ALPHABET),
    (t) => {
      const i = int(t.length);
      return t.slice(0, i) + pick(ALPHABET.replace(t[i] ?? "", "")) + t.slice(i + 1);
    },
    (t) => t.replace(/^[cu]/, (p) => (p === "c" ? "u" : "c")),
    (t) => t.replace(/^([cu])\.(\d+)/, (_, p: string, id: string) => `${p}.${Number(id) + 1 + int(5)}`),
    (t) => t.replace(/\.([0-9a-f]{24})\./, () => `.${"0123456789abcdef"[int(16)]!.repeat(24)}.`),
    (t) => t.replace(/\.(\d+)\.([\w-]{43})$/, (_, __, sig: string) => `.0.${sig}`),
    (t) =>
      t.replace(/\.(\d+)\.([\w-]{43})$/, (_, exp: string, sig: string) => `.${Number(exp) + 86_400}.${sig}`),
    (t) => t.split(".").reverse().join("."),
    (t) => t.replaceAll(".", pick([",", "..", "", "%2E"])),
    (t) => t.toUpperCase(),
    (t) => `${t.slice(0, int(t.length))}${pick(ODD)}${t.slice(int(t.length))}`,
    (t) => t.repeat(2 + int(40)),
    () => "x".repeat(int(20_000)),
    () => Array.from({ length: int(120) }, () => pick(ALPHABET)).join(""),
    () =>
      pick([
        "",
        " ",
        "null",
        "undefined",
        "0",
        "[]",
        "{}",
        "c",
        "u.",
        "c.1.a.0.b",
        "u.0.000000000000000000000000.0.",
      ]),
    (t) => `${t}&token=${t}`,
    (t) => t.slice(0, -43) + Buffer.from(t.slice(-43), "base64url").toString("base64"),
  ];
  const tokens = new Set<string>();
  while (tokens.size < count) {
    const candidate = pick(mutations)(pick(valid));
    if (!valid.includes(candidate)) tokens.add(candidate);
  }
  return [...tokens];
}
