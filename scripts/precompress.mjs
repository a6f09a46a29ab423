// After the build: writes Brotli (quality 11) and gzip (level 9) copies of every script, style and
// text asset, so the server sends the smallest form without compressing on each request.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const folder = `${process.env.BUILD_DIR ?? "build"}/client/assets`;
let before = 0;
let after = 0;
for (const name of readdirSync(folder)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const source = readFileSync(join(folder, name));
  const brotli = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(join(folder, `${name}.br`), brotli);
  writeFileSync(join(folder, `${name}.gz`), gzipSync(source, { level: 9 }));
  before += source.length;
  after += brotli.length;
}
console.log(`Precompressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`);
