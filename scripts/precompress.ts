// After the build: writes Brotli (quality 11) and gzip (level 9) copies of every file of the client
// build worth compressing (pages, loader data, scripts, styles, the search index, the sitemap), so
// the server, or nginx in front of it, sends the smallest form without compressing on each request
// (server/precompressed.ts, server/static-pages.ts). Node's asynchronous zlib compresses on its
// thread pool, so the files are compressed on every core at once, each copy byte for byte what the
// one-at-a-time form made.
import compressible from "compressible";
import { brotliCompress, constants, gzip } from "node:zlib";
import { readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { contentTypeOf } from "../server/header-rules";

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

const client = `${process.env.BUILD_DIR ?? "build"}/client`;

/**
 * Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file (a few
 * bytes of text grow under gzip); returns the sizes before and after Brotli.
 */
async function precompress(file: string, atime: Date, mtime: Date): Promise<[number, number]> {
  const source = readFileSync(file);
  const [brotli, gzipped] = await Promise.all([
    brotliOf(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }),
    gzipOf(source, { level: 9 }),
  ]);
  const copies = { [`${file}.br`]: brotli, [`${file}.gz`]: gzipped };
  for (const [copy, bytes] of Object.entries(copies))
    if (bytes.length < source.length) {
      writeFileSync(copy, bytes);
      utimesSync(copy, atime, mtime);
    }
  return [source.length, Math.min(brotli.length, source.length)];
}

/** Files of a type Express would compress. */
function worthCompressing(file: string): boolean {
  if (/\.(br|gz)$/.test(file)) return false;
  return Boolean(compressible(contentTypeOf(file).split(";")[0]!));
}

const groups = new Map<string, [number, number]>();
const compressed: Promise<void>[] = [];
for (const path of readdirSync(client, { recursive: true, encoding: "utf8" })) {
  const file = join(client, path);
  const stats = statSync(file);
  if (!stats.isFile()) continue;
  // Every file's time is set to the millisecond the file system keeps, and its copies get the
  // same: Node rounds a finer time to the nearest millisecond and nginx cuts it to the second,
  // so a file written in a second's last half-millisecond would have two Last-Modified times, and
  // a copy with another time would not be seen as current.
  utimesSync(file, stats.atime, stats.mtime);
  if (!worthCompressing(file)) continue;
  const group = path.startsWith(`assets/`)
    ? "assets"
    : path.endsWith("index.html")
      ? "pages"
      : "data and files";
  compressed.push(
    precompress(file, stats.atime, stats.mtime).then(([source, brotli]) => {
      const [before, after] = groups.get(group) ?? [0, 0];
      groups.set(group, [before + source, after + brotli]);
    }),
  );
}
await Promise.all(compressed);
for (const [group, [before, after]] of groups)
  console.log(
    `Precompressed ${group}: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB with Brotli`,
  );
