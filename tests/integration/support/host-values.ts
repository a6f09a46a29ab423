/**
 * Host headers no reader may disagree on, for the Host fuzz (request-targets.test.ts): ports out of
 * range or not digits, spaces, `<`, `|`, percent signs, `@`, brackets that hold no address, an
 * ideographic full stop, and their mixtures with the site's and the editor's names, beside a few
 * valid spellings that must keep working. No value starts or ends with a space, which HTTP strips.
 * Written as text; the test sends their UTF-8 bytes.
 */
export function hostValues(names: string[]): string[] {
  const suffixes = [
    ":-1",
    ":0",
    ":65536",
    ":99999999999",
    ":abc",
    ":",
    ":080",
    ":80:80",
    ":1e3",
    ": 80",
    " x",
    "<",
    "|",
    "%zz",
    "%2e",
    "。",
    "@localhost",
    "@127.0.0.1",
    "/keystatic",
    "\\x",
    "#x",
    "?x",
    "..",
    "_x",
    "\tx",
  ];
  const prefixes = ["[zz]", "user@", "x ", ".", "-", "x_", "%41", "。"];
  return [
    ...names.flatMap((name) => suffixes.map((suffix) => `${name}${suffix}`)),
    ...names.flatMap((name) => prefixes.map((prefix) => `${prefix}${name}`)),
    ...names.flatMap((name) => [
      `${name}:8080@${name}`,
      `${name}@${name}:abc`,
      `${name}:-1%zz`,
      `${name}。:99999`,
    ]),
    "",
    "[zz]",
    "[zz]:80",
    "[::1",
    "[::1]x",
    "[::1]:0",
    "[::1]:65536",
    "[::1]:abc",
    "[fe80::1%25eth0]",
    "::1",
    "%zz",
    "<script>",
    "bücher.example",
    "ｗｗｗ.example",
    "www.example:１",
    `${"a".repeat(64)}.example`,
    `${"a.".repeat(130)}example`,
    "a".repeat(2000),
  ];
}

/** Spellings every reader takes, which must still reach the site. */
export const validHostValues = (name: string, port: number) => [
  name,
  `${name}:${port}`,
  `${name.toUpperCase()}:${port}`,
  `${name}.:${port}`,
];
