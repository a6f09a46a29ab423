import { isIPv6 } from "node:net";
import type { Request, RequestHandler } from "express";

/**
 * The host a request is for, read once, first, and checked: a host name (letters, digits and
 * hyphens between dots, an optional final dot), an IPv4 address or a bracketed IPv6 address, with
 * an optional port from 1 to 65535. Anything else (a port of letters or over 65535, a space, `@`,
 * `<`, `%`, an ideographic full stop) is a 400 before any later layer reads it: URL parsers, Express
 * and React Router each read such a value differently (one threw, one took what came before an `@`),
 * so the editor's host and the site's could be told apart differently by each
 * (docs/decisions/0013-threat-model.md). The nginx configuration checks the same grammar
 * (nginx/server-blocks.ts). One pass over the characters; no regular expression runs on it.
 */

/** RFC 1035's longest name, in its text form. */
export const MAX_HOST_NAME_LENGTH = 253;
const MAX_LABEL_LENGTH = 63;

const isDigit = (char: string) => char >= "0" && char <= "9";
const isLabelChar = (char: string) => (char >= "a" && char <= "z") || isDigit(char) || char === "-";

/** Letters, digits and hyphens between dots, no label empty, longer than 63 or starting or ending with a hyphen. */
function isHostName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_HOST_NAME_LENGTH) return false;
  let labelStart = 0;
  for (let i = 0; i <= name.length; i += 1) {
    if (i < name.length && name[i] !== ".") {
      if (!isLabelChar(name[i]!)) return false;
      continue;
    }
    const length = i - labelStart;
    if (length === 0 || length > MAX_LABEL_LENGTH) return false;
    if (name[labelStart] === "-" || name[i - 1] === "-") return false;
    labelStart = i + 1;
  }
  return true;
}

/** Digits only, no leading zero, from 1 to 65535. */
function isPort(port: string): boolean {
  if (port.length === 0 || port.length > 5 || port[0] === "0") return false;
  for (const char of port) if (!isDigit(char)) return false;
  return Number(port) <= 65535;
}

export interface ParsedHost {
  /** Lower case, without a final dot; an IPv6 address keeps its brackets. */
  name: string;
  port: string | undefined;
  /** `name` or `name:port`: the one value every later layer reads. */
  host: string;
}

/** A Host header's value (or an absolute-form target's authority), checked and normalised; undefined when it is not one. */
export function parseHost(raw: string): ParsedHost | undefined {
  const value = raw.toLowerCase();
  let name: string;
  let port: string | undefined;
  if (value.startsWith("[")) {
    const close = value.indexOf("]");
    const address = value.slice(1, close);
    // No zone ("%25eth0"): an address for this machine's links names no site.
    if (close === -1 || address.includes("%") || !isIPv6(address)) return undefined;
    name = value.slice(0, close + 1);
    const rest = value.slice(close + 1);
    if (rest !== "" && !rest.startsWith(":")) return undefined;
    port = rest === "" ? undefined : rest.slice(1);
  } else {
    const colon = value.indexOf(":");
    name = colon === -1 ? value : value.slice(0, colon);
    port = colon === -1 ? undefined : value.slice(colon + 1);
    if (name.endsWith(".")) name = name.slice(0, -1);
    if (!isHostName(name)) return undefined;
  }
  if (port !== undefined && !isPort(port)) return undefined;
  return { name, port, host: port === undefined ? name : `${name}:${port}` };
}

/** An absolute-form target's authority ("http://host:port/path" gives "host:port"): it names the host, not the Host header (RFC 9112, 3.2.2). */
export function targetAuthority(target: string): string | undefined {
  if (target.startsWith("/")) return undefined;
  const schemeEnd = target.indexOf("://");
  if (schemeEnd < 1) return undefined;
  let end = schemeEnd + 3;
  while (end < target.length && !"/?#".includes(target[end]!)) end += 1;
  return target.slice(schemeEnd + 3, end);
}

type TrustFunction = (address: string | undefined, hop: number) => boolean;

/** The host as Express would read it: X-Forwarded-Host (its first entry) only from a trusted proxy. */
function askedHost(req: Request): string | undefined {
  const trust = req.app.get("trust proxy fn") as TrustFunction | undefined;
  const forwarded = req.get("x-forwarded-host");
  if (forwarded !== undefined && trust?.(req.socket.remoteAddress, 0)) return forwarded.split(",")[0]!.trim();
  return targetAuthority(req.url) ?? req.get("host");
}

/**
 * The middleware: the checked host becomes the request's Host header, and X-Forwarded-Host is
 * dropped, so Express (req.host, req.hostname), React Router's request URL and every guard read
 * the one normalised value.
 */
export const checkedHost: RequestHandler = (req, res, next) => {
  const parsed = parseHost(askedHost(req) ?? "");
  if (!parsed) {
    res.status(400).type("text/plain").set("Cache-Control", "no-store").send("Bad Host header.");
    return;
  }
  req.headers.host = parsed.host;
  delete req.headers["x-forwarded-host"];
  next();
};
