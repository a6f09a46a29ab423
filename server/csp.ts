import { createHash } from "node:crypto";
import { deferredStart } from "./deferred-start";

/**
 * The Content-Security-Policy: only the site's own scripts, styles, images and form targets.
 * Inline scripts (React Router's hydration data and scroll restoration) are allowed by their
 * SHA-256 hash, computed from the exact HTML being sent; never by 'unsafe-inline'. The module
 * script that the deferred start (deferred-start.ts) adds after the first paint is allowed by the
 * hash of its text too.
 */
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlock.test(attributes)) continue;
    hashes.add(sha256(body));
  }
  const started = deferredStart(html);
  if (started) hashes.add(sha256(started.module));
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

export function policyForHtml(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

/**
 * The content editor's own policy (/keystatic): its interface sets styles inline and, with GitHub
 * storage, talks to GitHub's API and shows avatars and images from GitHub. Public pages never get it.
 */
export function editorPolicy(html: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    "connect-src 'self' https://api.github.com",
    "form-action 'self' https://github.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}
