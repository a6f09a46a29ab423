import { contentSecurityPolicy } from "../app/lib/csp.server";
import { assetsPath, securityHeaders } from "../server/header-rules";

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
    ...indent(fallbackHeaders()),
    ...passed.flatMap((match) => [`    location ${match} {`, ...indent(toNode), "    }"]),
    "    location / {",
    "        return 404;",
    "    }",
    "}",
  ];
}
