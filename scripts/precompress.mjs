// After the build: writes Brotli (quality 11) and gzip (level 9) copies of every script, style and
// text asset, and of every pre-rendered page, so the server sends the smallest form without
// compressing on each request (server/precompressed.ts, server/static-pages.ts).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const client = `${process.env.BUILD_DIR ?? "build"}/client`;

/** Writes `file.br` and `file.gz` beside `file`; returns the sizes before and after Brotli. */
function precompress(file) {
  const source = readFileSync(file);
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${file}.br`, brotli);
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  return [source.length, brotli.length];
}

function report(label, files) {
  let before = 0;
  let after = 0;
  for (const file of files) {
    const [source, brotli] = precompress(file);
    before += source;
    after += brotli;
  }
  console.log(
    `Precompressed ${label}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
  );
}

const assets = join(client, "assets");
report(
  "assets",
  readdirSync(assets)
    .filter((name) => /\.(js|css|svg|json)$/.test(name))
    .map((name) => join(assets, name)),
);
report(
  "pages",
  readdirSync(client, { recursive: true })
    .filter((path) => path === "index.html" || path.endsWith("/index.html"))
    .map((path) => join(client, path)),
);
