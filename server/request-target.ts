import type { RequestHandler } from "express";

/**
 * Every request's target, checked and normalised once, before anything reads it, in one pass over
 * its characters (no regular expression runs on it): a visitor's path can be as long as the
 * proxy's request line, and work that grows faster than it would let a few requests stall the site
 * (docs/decisions/0013-threat-model.md).
 */

/** Far longer than any page's address, far shorter than nginx's request line (8 KB). */
export const MAX_PATH_LENGTH = 1024;

export type TargetVerdict =
  | { kind: "ok"; target: string }
  | { kind: "redirect"; location: string }
  | { kind: "refuse"; status: 400 | 414; message: string };

const HEX = "0123456789abcdefABCDEF";
const isHex = (char: string | undefined) => char !== undefined && char !== "" && HEX.includes(char);
const isControl = (code: number) => code < 0x20 || code === 0x7f;

/**
 * The origin-form target ("/path?query") of a request target. An absolute-form target
 * ("http://host/path", which HTTP/1.1 servers must accept) keeps only its path and query: the
 * host a page is for comes from the Host header alone. Authority-form ("host:443", for CONNECT),
 * "*" and anything else do not name a page.
 */
function originForm(raw: string): string | undefined {
  if (raw.startsWith("/")) return raw;
  const schemeEnd = raw.indexOf("://");
  if (schemeEnd < 1 || !isScheme(raw.slice(0, schemeEnd))) return undefined;
  const afterAuthority = raw.slice(schemeEnd + 3);
  let end = 0;
  while (end < afterAuthority.length && !"/?#".includes(afterAuthority[end]!)) end += 1;
  const rest = afterAuthority.slice(end);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

function isScheme(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    const letter = (char >= "a" && char <= "z") || (char >= "A" && char <= "Z");
    if (!letter && (i === 0 || !"0123456789+.-".includes(char))) return false;
  }
  return true;
}

/** A control character in the path, as itself or percent-encoded (%00–%1F, %7F). */
function hasControlCharacter(path: string): boolean {
  for (let i = 0; i < path.length; i += 1) {
    if (isControl(path.charCodeAt(i))) return true;
    if (path[i] === "%" && isHex(path[i + 1]) && isHex(path[i + 2])) {
      if (isControl(Number.parseInt(path.slice(i + 1, i + 3), 16))) return true;
    }
  }
  return false;
}

/** Where a path's segments end: a URL parser reads "\\" as "/" in an http address, and ";" starts a segment's parameters to some servers. */
const SEGMENT_END = "/\\;?#";

/**
 * Whether the path, after its leading run of slashes and backslashes (collapsedPath redirects
 * that), has anything a URL parser or a file server would read differently from its text:
 * - a dot segment ("." or ".."), written as dots, "%2e" or "%2E" in any mix, also before a ";"
 *   ("/keystatic/..;/about"): a URL parser resolves it, so the path the editor's guard sees and
 *   the page React Router renders would differ;
 * - an encoded slash or backslash ("%2f", "%5c"), which a decoding layer would turn into a separator;
 * - a backslash, which a URL parser turns into a slash.
 * One pass over its characters.
 */
export function hasAmbiguousSegment(path: string): boolean {
  let i = 1;
  while (i < path.length && (path[i] === "/" || path[i] === "\\")) i += 1;
  let dots = 0;
  let onlyDots = true;
  for (; i <= path.length; i += 1) {
    const char = path[i];
    if (char === undefined || SEGMENT_END.includes(char)) {
      if (onlyDots && (dots === 1 || dots === 2)) return true;
      if (char === "\\") return true;
      if (char === undefined) return false;
      dots = 0;
      onlyDots = true;
      continue;
    }
    if (char === ".") {
      dots += 1;
      continue;
    }
    if (char === "%") {
      const code = path.slice(i + 1, i + 3).toLowerCase();
      if (code === "2f" || code === "5c") return true;
      if (code === "2e") {
        dots += 1;
        i += 2;
        continue;
      }
    }
    onlyDots = false;
  }
  return false;
}

/**
 * The path with each run of slashes made one, and the run of slashes and backslashes that starts
 * it made one slash: browsers read "//host" and "/\host" as another host. Without its trailing
 * slash too when `dropTrailingSlash` (one address per page).
 */
export function collapsedPath(path: string, dropTrailingSlash: boolean): string {
  let start = 1;
  while (start < path.length && (path[start] === "/" || path[start] === "\\")) start += 1;
  let out = "/";
  for (let i = start; i < path.length; i += 1) {
    if (path[i] === "/" && out.endsWith("/")) continue;
    out += path[i];
  }
  return dropTrailingSlash && out.length > 1 && out.endsWith("/") ? out.slice(0, -1) : out;
}

/** What to do with a request target: serve it (in origin form), redirect to its one address, or refuse it. */
export function checkTarget(raw: string, method: string): TargetVerdict {
  const target = originForm(raw);
  if (target === undefined) return { kind: "refuse", status: 400, message: "Bad request target." };
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  if (path.length > MAX_PATH_LENGTH)
    return { kind: "refuse", status: 414, message: "This address is too long." };
  if (hasControlCharacter(path))
    return { kind: "refuse", status: 400, message: "This address has a control character in it." };
  if (hasAmbiguousSegment(path))
    return {
      kind: "refuse",
      status: 400,
      message: "This address has a dot segment, an encoded slash or a backslash in it.",
    };
  // A path with a run of slashes goes to its one address in one redirect (trailing slash and all);
  // a lone trailing slash is left to withoutTrailingSlash (static-pages.ts).
  if (collapsedPath(path, false) !== path) {
    const readOnly = method === "GET" || method === "HEAD";
    return { kind: "redirect", location: collapsedPath(path, readOnly) + query };
  }
  return { kind: "ok", target };
}

/** The middleware: first in the app, so every later handler (and React Router) reads the normalised target. */
export const normalisedTarget: RequestHandler = (req, res, next) => {
  const verdict = checkTarget(req.url, req.method);
  if (verdict.kind === "refuse") {
    res.status(verdict.status).type("text/plain").set("Cache-Control", "no-store").send(verdict.message);
    return;
  }
  if (verdict.kind === "redirect") {
    // 308 keeps a form post a post; a page is fetched again with GET.
    res.redirect(req.method === "GET" || req.method === "HEAD" ? 301 : 308, verdict.location);
    return;
  }
  // Express keeps originalUrl from the request line; React Router builds its URL from it.
  req.url = verdict.target;
  req.originalUrl = verdict.target;
  next();
};
