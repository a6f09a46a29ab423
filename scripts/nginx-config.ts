/**
 * Prints an nginx.conf that serves the built site in front of Node with Node's own headers
 * (docs/deploying.md):
 *
 *   npm run nginx-config -- --root build/client --upstream http://127.0.0.1:3000 --listen 8080 --prefix /srv/nginx > /srv/nginx/nginx.conf
 *
 * It refuses what would open the editor's host or serve the site under another name: an editor
 * host with a port or an odd character, or a build with the GitHub editor and no editor host.
 *   nginx -p /srv/nginx -c /srv/nginx/nginx.conf
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { nginxConfigForBuild } from "../nginx/config";

const usage = `Usage: npm run nginx-config -- [--root DIR] [--upstream URL] [--listen PORT] [--prefix DIR]
                            [--brotli-module FILE | --no-brotli] [--site-url URL] [--editor-host HOST]
                            [--forwarded-proto http|https]

Prints an nginx.conf that serves the build's pages, loader data and assets from DIR with exactly
the headers Node sends for the site's own host, and passes forms, per-request pages and anything
else to Node; on the editor's host only the editor's paths, and no page for any other host (421).
Run it again after every build: each page's policy holds the hashes of its scripts.

  --root DIR            the client build (default build/client)
  --upstream URL        where Node listens (default http://127.0.0.1:$PORT, or :3000)
  --listen PORT         nginx's port, or address:port (default 8080)
  --prefix DIR          nginx's own folder for its pid file, logs and temporary files (default ./nginx)
  --brotli-module FILE  nginx's Brotli static module (default: Debian's, when it is installed)
  --no-brotli           serve gzip only
  --site-url URL        the site's address; its host is the only one served from DIR (default: the
                        SITE_URL the build was made with, else SITE_URL)
  --editor-host HOST    the editor's own host name, without a port (default KEYSTATIC_HOST); needed
                        when the build has the GitHub editor
  --forwarded-proto P   the scheme visitors use, told to Node in X-Forwarded-Proto (default: the site
                        address's); https when TLS ends in a load balancer in front of nginx`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      root: { type: "string", default: "build/client" },
      upstream: { type: "string", default: `http://127.0.0.1:${process.env.PORT || 3000}` },
      listen: { type: "string", default: "8080" },
      prefix: { type: "string", default: "nginx" },
      "brotli-module": { type: "string" },
      "no-brotli": { type: "boolean", default: false },
      "site-url": { type: "string" },
      "editor-host": { type: "string", default: process.env.KEYSTATIC_HOST || undefined },
      "forwarded-proto": { type: "string" },
      help: { type: "boolean", default: false },
    },
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!/^([\w.:[\]-]+:)?\d{1,5}$/.test(values.listen)) {
  console.error(`--listen takes a port or address:port, not "${values.listen}"\n\n${usage}`);
  process.exit(2);
}
if (!existsSync(join(values.root, "index.html"))) {
  console.error(`There is no built site in ${values.root}: run npm run build first.`);
  process.exit(1);
}
try {
  process.stdout.write(
    nginxConfigForBuild({
      root: values.root,
      upstream: values.upstream,
      listen: values.listen,
      prefix: values.prefix,
      brotliModule: values["no-brotli"] ? null : values["brotli-module"],
      siteUrl: values["site-url"],
      editorHost: values["editor-host"],
      forwardedProto: values["forwarded-proto"],
    }),
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
