import compressible from "compressible";
import { contentType } from "mime-types";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { contentSecurityPolicy, policyForHtml } from "../app/lib/csp.server";
import {
  assetsPath,
  cacheControl,
  compressionThresholdBytes,
  defaultContentType,
  securityHeaders,
} from "../server/header-rules";
import { siteHosts } from "./hosts";
import {
  badHostRefusal,
  closedDefaultServer,
  connectionLimits,
  hostCheckMap,
  editorServer,
  fallbackHeaderMaps,
  fallbackHeaders,
  hostName,
  quoted,
  rawTargetMap,
  resourcePolicyMap,
} from "./server-blocks";

/**
 * An nginx configuration that serves the built site in front of Node with exactly the answers
 * Node gives: the files of the build (pre-rendered pages, loader data, icons, the search index,
 * the hashed assets) from the disk, with the headers and cache rules of header-rules.ts and each
 * page's own Content-Security-Policy; everything else (forms, pages rendered per request, the
 * editor, the health check, trailing-slash redirects, dot paths, 404s) from Node itself.
 *
 * It is written from the build, because each page's policy holds the hashes of that page's
 * inline scripts: generate it again after every build.
 */

export interface NginxOptions {
  /** The client build: build/client. */
  root: string;
  /** Where Node listens, such as http://127.0.0.1:3000. */
  upstream: string;
  /** nginx's listen: a port, or address:port. */
  listen: string;
  /** A folder of nginx's own, for its pid file, logs and temporary files. */
  prefix: string;
  /** nginx's Brotli module (ngx_brotli's static module), when it is installed. */
  brotliModule?: string;
  /** The site's own host (from SITE_URL): the only one whose files nginx serves from the disk. */
  siteHost: string;
  /** The editor's own host (KEYSTATIC_HOST): every request for it goes to Node, which serves only the editor there. */
  editorHost?: string;
  /**
   * The scheme visitors use, told to Node in X-Forwarded-Proto: SITE_URL's, since TLS may end in
   * this nginx or in a load balancer before it, where nginx's own $scheme would say http.
   */
  forwardedProto: "http" | "https";
}

export interface BuiltSite {
  /** Every pre-rendered page by its address, with the policy Node sends with it. */
  pages: { path: string; policy: string }[];
  /** The extensions of the build's files, without the dot. */
  extensions: string[];
}

/** Debian's package libnginx-mod-http-brotli-static puts the module here. */
export const debianBrotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The pages and file types of a client build, as Node would serve them (server/static-pages.ts). */
export function readBuiltSite(root: string): BuiltSite {
  const files = filesUnder(root);
  const pages = files
    .filter((file) => file.endsWith(`${sep}index.html`))
    .map((file) => {
      const folder = relative(root, file).split(sep).slice(0, -1);
      return { path: `/${folder.join("/")}`, policy: policyForHtml(readFileSync(file, "utf8")) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  const extensions = [
    ...new Set(files.map((file) => extname(file).slice(1).toLowerCase()).filter(Boolean)),
  ].sort();
  return { pages, extensions };
}

/** The Content-Type Node sends for each extension (the same table Express reads), split as nginx wants it. */
function typeTable(extensions: string[]) {
  const types = new Map<string, string[]>();
  const withCharset = new Set<string>();
  for (const extension of extensions) {
    const full = contentType(extension);
    if (!full) continue;
    const [type = "", ...parameters] = full.split(";").map((part) => part.trim());
    types.set(type, [...(types.get(type) ?? []), extension]);
    if (parameters.some((parameter) => /^charset=utf-8$/i.test(parameter))) withCharset.add(type);
  }
  return { types, withCharset: [...withCharset].sort() };
}

function upstreamAddress(upstream: string): string {
  const url = new URL(upstream);
  if (url.protocol !== "http:" || url.pathname !== "/" || url.search)
    throw new Error(`--upstream must be Node's address, such as http://127.0.0.1:3000, not "${upstream}"`);
  return url.host;
}

/** The headers of a file served from the disk: the site's, the page's policy and the file's cache rule. */
const headersFor = (policy: string, cache: string) => [
  ...Object.entries(securityHeaders).map(
    ([name, value]) =>
      `add_header ${name} ${name === "Cross-Origin-Resource-Policy" ? "$resource_policy" : quoted(value)} always;`,
  ),
  `add_header Content-Security-Policy ${policy} always;`,
  `add_header Cache-Control ${quoted(cache)} always;`,
  "add_header Vary $vary_encoding always;",
  "charset utf-8;",
];

const indent = (lines: string[], depth: number) =>
  lines.map((line) => `${"    ".repeat(depth)}${line}`.trimEnd());

/** The site's own host: the build's files from the disk, the rest from Node. */
function siteServer(options: NginxOptions, root: string): string[] {
  return [
    "server {",
    `    listen ${options.listen};`,
    `    server_name ${hostName(options.siteHost)};`,
    `    root ${quoted(root)};`,
    ...badHostRefusal(),
    "    error_page 418 = @site;",
    ...indent(fallbackHeaders(), 1),
    "",
    "    location @site {",
    "        gzip off;",
    "        proxy_pass http://site;",
    "    }",
    "",
    `    location ^~ ${assetsPath} {`,
    "        if ($to_site) { return 418; }",
    "        if ($target_to_node) { return 418; }",
    ...indent(headersFor(quoted(contentSecurityPolicy()), cacheControl.hashedAsset), 2),
    "        try_files $uri @site;",
    "    }",
    "",
    "    location / {",
    "        if ($to_site) { return 418; }",
    "        if ($target_to_node) { return 418; }",
    "        set $page_path $uri;",
    ...indent(headersFor("$page_policy", cacheControl.revalidate), 2),
    "        # Byte ranges only for the hashed assets, as Node.",
    "        max_ranges 0;",
    "        try_files $uri/index.html $uri @site;",
    "    }",
    "}",
  ];
}

export function nginxConfig(options: NginxOptions, site: BuiltSite): string {
  const root = resolve(options.root);
  const prefix = resolve(options.prefix);
  const { types, withCharset } = typeTable(site.extensions);
  // Files whose extension has no type go out as the default type, which Express compresses too.
  const servedTypes = [...types.keys(), defaultContentType];
  const compressibleTypes = servedTypes.filter((type) => compressible(type)).sort();
  const longestPath = Math.max(...site.pages.map((page) => page.path.length), 1);
  const lines = [
    "# Written by `npm run nginx-config` from the site's header rules and its build; regenerate it after every build.",
    ...(options.brotliModule ? [`load_module ${quoted(options.brotliModule)};`] : []),
    "worker_processes auto;",
    `pid ${quoted(join(prefix, "nginx.pid"))};`,
    `error_log ${quoted(join(prefix, "error.log"))};`,
    "",
    "events {",
    "    worker_connections 1024;",
    "}",
    "",
    "http {",
    ...indent(
      [
        `access_log ${quoted(join(prefix, "access.log"))};`,
        ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
          (kind) => `${kind}_temp_path ${quoted(join(prefix, `${kind}-temp`))};`,
        ),
        "server_tokens off;",
        "sendfile on;",
        "absolute_redirect off;",
        "# Room for the longest page address in the maps below.",
        `map_hash_bucket_size ${2 ** Math.ceil(Math.log2(longestPath + 32))};`,
        "",
        "# The Content-Type Node sends for each kind of file in the build.",
        `default_type ${defaultContentType};`,
        "types {",
        ...[...types].map(([type, extensions]) => `    ${type} ${extensions.join(" ")};`),
        "}",
        // nginx always adds the charset to text/html, and refuses it in the list.
        `charset_types ${withCharset.filter((type) => type !== "text/html").join(" ") || "text/plain"};`,
        "",
        "# Compressed as Node does: the build's .br and .gz copies, else on the fly above the same size.",
        "gzip on;",
        "gzip_static on;",
        ...(options.brotliModule ? ["brotli_static on;"] : []),
        "gzip_comp_level 6;",
        `gzip_min_length ${compressionThresholdBytes};`,
        // nginx always compresses text/html, and refuses it in the list.
        `gzip_types ${compressibleTypes.filter((type) => type !== "text/html").join(" ")};`,
        "# Node says Vary: Accept-Encoding for every type it would compress, whatever the size.",
        "map $sent_http_content_type $vary_encoding {",
        '    default "";',
        ...compressibleTypes.map((type) => `    "~^${type.replace(/[.+]/g, "\\$&")}(;|$)" Accept-Encoding;`),
        "}",
        "",
        "upstream site {",
        `    server ${upstreamAddress(options.upstream)};`,
        "    keepalive 16;",
        "}",
        "",
        "# GET and HEAD without a query, for a path without a dot segment or a trailing slash, are",
        "# served from the build; Node answers everything else (forms, queries a page reads, redirects).",
        'map "$request_method $is_args$uri" $to_site {',
        '    "~^(GET|HEAD) /$" 0;',
        '    "~^(GET|HEAD) /.*(/\\.|/$)" 1;',
        '    "~^(GET|HEAD) /" 0;',
        "    default 1;",
        "}",
        ...resourcePolicyMap(),
        "",
        "# Each pre-rendered page's policy allows exactly its own inline scripts by their hashes.",
        "map $page_path $page_policy {",
        `    default ${quoted(contentSecurityPolicy())};`,
        ...site.pages.map((page) => `    ${quoted(page.path)} ${quoted(page.policy)};`),
        "}",
        "",
        "# Node learns the visitor's address from the address nginx adds (TRUST_PROXY=1), and the host from",
        "# the server nginx chose (never the raw header, which an absolute-form request line may contradict).",
        "proxy_http_version 1.1;",
        'proxy_set_header Connection "";',
        "proxy_set_header Host $server_name$host_port;",
        "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
        `proxy_set_header X-Forwarded-Proto ${options.forwardedProto};`,
        "proxy_set_header X-Forwarded-Host $server_name$host_port;",
        ...hostCheckMap(),
        "# Timeouts as Node's, and room per address for a busy office behind one.",
        ...connectionLimits(),
        "",
        "# nginx's own answers (400, 413, 414, 502 …) carry the site's headers; Node's keep its own.",
        ...fallbackHeaderMaps(),
        "",
        "# A request line whose path Node refuses (a dot segment, an encoded separator) goes to Node as sent.",
        ...rawTargetMap(),
        "",
        "# Any host but the site's and the editor's (an address, a made-up name): no page.",
        ...closedDefaultServer(options.listen),
        "",
        "# The site's own host: the build's files from the disk, the rest from Node.",
        ...siteServer(options, root),
        ...(options.editorHost
          ? [
              "",
              "# The editor's own host: only the editor's paths, which Node serves only to the editor.",
              ...editorServer(options.listen, options.editorHost),
            ]
          : []),
      ],
      1,
    ),
    "}",
    "",
  ];
  return lines.join("\n");
}

/** The configuration for a build folder, with the Brotli module where Debian installs it. */
export function nginxConfigForBuild(
  options: Omit<NginxOptions, "brotliModule" | "siteHost" | "editorHost" | "forwardedProto"> & {
    brotliModule?: string | null;
    siteUrl?: string;
    editorHost?: string;
    forwardedProto?: string;
  },
) {
  const brotliModule =
    options.brotliModule === null
      ? undefined
      : (options.brotliModule ?? (existsSync(debianBrotliModule) ? debianBrotliModule : undefined));
  const hosts = siteHosts(resolve(options.root), options);
  const forwardedProto = options.forwardedProto ?? hosts.scheme;
  if (forwardedProto !== "http" && forwardedProto !== "https")
    throw new Error(`--forwarded-proto must be http or https, not "${forwardedProto}"`);
  return nginxConfig(
    { ...options, brotliModule, siteHost: hosts.site, editorHost: hosts.editor, forwardedProto },
    readBuiltSite(resolve(options.root)),
  );
}
