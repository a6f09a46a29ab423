import { contentSecurityPolicy } from "../app/lib/csp.server";
import {
  assetsPath,
  crossOriginResourcePolicy,
  securityHeaders,
  sharedWithOtherSites,
} from "../server/header-rules";

/**
 * The parts of the nginx configuration that decide which host is served at all
 * (docs/decisions/0020-nginx-from-the-same-rules.md): nginx answers only the site's own name and
 * the editor's; the editor's name reaches only the editor's paths; and the headers of nginx's own
 * answers are the site's.
 */

/** A value in nginx's double quotes. nginx has no escape for `$`, so a value with one is refused. */
export function quoted(value: string): string {
  if (/[$"\\\n]/.test(value))
    throw new Error(`This value cannot be written into nginx's configuration: ${value}`);
  return `"${value}"`;
}

/** A host name for server_name: checked already (hosts.ts); refused here if anything slipped by. */
export function hostName(host: string): string {
  if (!/^[a-z0-9.-]+$/.test(host)) throw new Error(`Not a host name nginx can match: ${host}`);
  return host;
}

/** The headers every answer carries, the policy included, each with its nginx variable's name. */
const siteHeaders = () =>
  Object.entries({ ...securityHeaders, "Content-Security-Policy": contentSecurityPolicy() }).map(
    ([name, value]) => ({ name, value, variable: name.toLowerCase().replace(/-/g, "_") }),
  );

/** Each header's value when Node's answer lacks it (nginx's own answers); empty, so not added, when Node sent it. */
export function fallbackHeaderMaps(): string[] {
  return siteHeaders().flatMap(({ value, variable }) => [
    `map $upstream_http_${variable} $site_${variable} {`,
    `    "" ${quoted(value)};`,
    '    default "";',
    "}",
  ]);
}

/** For the site's server block, which config.ts writes. */
export const badHostRefusal = () => refuseBadHost;

export const fallbackHeaders = () =>
  siteHeaders().map(({ name, variable }) => `add_header ${name} $site_${variable} always;`);

/**
 * Whether the request line's path, as sent, holds what Node refuses (server/request-target.ts): a
 * dot segment raw or encoded, an encoded slash or backslash, or a backslash. nginx resolves and
 * decodes these into $uri before it matches a location, so such a request goes to Node, which
 * answers it as it answers every other: one reading of a path everywhere.
 */
export function rawTargetMap(): string[] {
  return [
    "map $request_uri $target_to_node {",
    // \x5c is a backslash: nginx would read "\\" in its quotes as an escape.
    '    "~*^[^?#]*(%2f|%5c|\\x5c|/(\\.|%2e){1,2}([/;?#]|$))" 1;',
    "    default 0;",
    "}",
  ];
}

/** A port from 1 to 65535, digits only, no leading zero: what server/host-header.ts accepts. */
const PORT = "(?:[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])";
/** A label of a host name: letters, digits and hyphens, at most 63, no hyphen at either end. */
const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";

/**
 * The Host header checked as Node checks it (server/host-header.ts): a host name of at most 253
 * characters (a final dot allowed), an IPv4 address or a bracketed IPv6 address, with an optional
 * port from 1 to 65535. $host_port is the header's port (":8080", or empty), or "!" when the
 * header is no host at all, which every server answers with 400 before anything reads it.
 */
export function hostCheckMap(): string[] {
  return [
    "map $http_host $host_port {",
    `    "~*^(?=[^:]{1,254}(?::|$))(?:${LABEL}\\.)*${LABEL}\\.?(?<name_port>:${PORT})?$" $name_port;`,
    `    "~*^\\[[0-9a-f:.]+\\](?<address_port>:${PORT})?$" $address_port;`,
    '    default "!";',
    "}",
  ];
}

/** Every server's first word: a Host that is no host is a 400, whichever server it reached. */
const refuseBadHost = ['    if ($host_port = "!") {', "        return 400;", "    }"];

/**
 * nginx's own limits, matching Node's (server.js): a request's header and each pause in its body
 * at most 30 s, and a body passed to Node as it arrives, so Node's clock (30 s for the whole
 * request) cuts off one trickled a byte at a time; an answer the visitor stops reading is dropped
 * after 30 s. Per address, room for a busy office behind one: 100 connections at once and 50
 * requests a second, in bursts of 500 (a page and its assets are some 20). Over either, a 429.
 * docs/deploying.md says how to tune them.
 */
export function connectionLimits(): string[] {
  return [
    "client_header_timeout 30s;",
    "client_body_timeout 30s;",
    "send_timeout 30s;",
    "proxy_request_buffering off;",
    "# After an answer to a request whose body never came whole (Node's 408), at most a second more of it.",
    "lingering_time 1s;",
    "lingering_timeout 1s;",
    "keepalive_timeout 30s;",
    "keepalive_requests 1000;",
    "# This machine (a monitor, a proxy in front of nginx on the same machine) is not counted.",
    "geo $this_machine {",
    "    default 0;",
    "    127.0.0.1 1;",
    "    ::1 1;",
    "}",
    "map $this_machine $limited_address {",
    '    1 "";',
    "    default $binary_remote_addr;",
    "}",
    "limit_conn_zone $limited_address zone=per_address:10m;",
    "limit_req_zone $limited_address zone=requests_per_address:10m rate=50r/s;",
    "limit_conn per_address 100;",
    "limit_req zone=requests_per_address burst=500 nodelay;",
    "limit_conn_status 429;",
    "limit_req_status 429;",
  ];
}

/** The social cards and icons other sites may show (header-rules.ts); everything else same-origin. */
export const resourcePolicyMap = () => [
  "map $uri $resource_policy {",
  `    default ${quoted(crossOriginResourcePolicy("/"))};`,
  ...sharedWithOtherSites.folders.map((folder) => `    ~^${folder} "cross-origin";`),
  ...sharedWithOtherSites.files.map((file) => `    ${quoted(file)} "cross-origin";`),
  "}",
];

const indent = (lines: string[]) => lines.map((line) => `    ${line}`.trimEnd());

const toNode = ["    gzip off;", "    proxy_pass http://site;"];

/**
 * Any host but the site's and the editor's (an address, a made-up name, none): no page. 421 says
 * this server does not answer for that name, which also stops DNS rebinding over plain HTTP.
 */
export function closedDefaultServer(listen: string): string[] {
  return [
    "server {",
    `    listen ${listen} default_server;`,
    ...refuseBadHost,
    ...indent(fallbackHeaders()),
    "    return 421;",
    "}",
  ];
}

/**
 * The editor's own host: only the editor's own paths go to Node (its interface, its API, the
 * built scripts and styles it loads, and its front page, which opens it); everything else is a
 * 404 here, so no mistake in Node can show a public page on the origin whose cookie holds a
 * GitHub token.
 */
export function editorServer(listen: string, host: string): string[] {
  const passed = ["= /", "= /keystatic", "^~ /keystatic/", "^~ /api/keystatic/", `^~ ${assetsPath}`];
  return [
    "server {",
    `    listen ${listen};`,
    `    server_name ${hostName(host)};`,
    ...refuseBadHost,
    ...indent(fallbackHeaders()),
    ...passed.flatMap((match) => [`    location ${match} {`, ...indent(toNode), "    }"]),
    "    location / {",
    "        return 404;",
    "    }",
    "}",
  ];
}
