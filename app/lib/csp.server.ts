import { createHash } from "node:crypto";
import { fullLayoutOnReturnScript } from "./full-layout";

/**
 * The Content-Security-Policy: only the site's own scripts, styles, images and form targets.
 * Inline scripts are allowed by their SHA-256 hash, never by 'unsafe-inline', and only the scripts
 * the site writes itself: React Router's (hydration data, scroll restoration, the start module),
 * which carry the mark their render gave them (a `nonce` attribute, fresh for every render:
 * app/entry.server.tsx), and the site's own fixed scripts. A script that reached a page any other
 * way (a future injection bug) has no hash in the policy and does not run.
 */
const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const dataBlock = /\btype\s*=\s*["']?application\/(ld\+)?json/i;
const nonceAttribute = /\bnonce\s*=\s*"([^"]*)"/i;

/** Inline scripts the site writes word for word on its pages (app/root.tsx). */
const FIXED_SCRIPTS = new Set([fullLayoutOnReturnScript]);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(scriptTag)].map(([, attributes = "", body = ""]) => ({
    attributes,
    body,
    nonce: nonceAttribute.exec(attributes)?.[1],
  }));
  // React Router writes its scripts last, after everything the page shows: the last script's mark
  // is the render's, and nothing a page shows can come after it.
  const mark = scripts.at(-1)?.nonce;
  const hashes = new Set<string>();
  for (const { attributes, body, nonce } of scripts) {
    if (/\bsrc\s*=/i.test(attributes) || dataBlock.test(attributes)) continue;
    const marked = Boolean(mark) && nonce === mark;
    if (!marked && !FIXED_SCRIPTS.has(body)) continue;
    hashes.add(sha256(body));
  }
  return [...hashes];
}

const headElement = /<head\b[^>]*>([\s\S]*?)<\/head>/i;
const styleTag = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/**
 * The site's stylesheet, written into the head (lib/inline-styles.tsx), allowed by the hash of its
 * text. Only the head's styles: the head is the layout's alone, while a page's words, where an
 * injection bug would land, are in its body.
 */
export function inlineStyleHashes(html: string): string[] {
  const head = headElement.exec(html)?.[1] ?? "";
  return [...new Set([...head.matchAll(styleTag)].map(([, body = ""]) => sha256(body)))];
}

/**
 * `development`: the page comes from the development server (server.js says so at run time, never
 * the build), where Vite puts each stylesheet on the page as an inline <style> element so it can
 * swap it on a save. Only there are inline styles allowed.
 */
export function contentSecurityPolicy(
  scriptHashes: string[] = [],
  { development = false, styleHashes = [] as string[] } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ` ${scriptHashes.join(" ")}` : ""}`,
    development ? "style-src 'self' 'unsafe-inline'" : ["style-src 'self'", ...styleHashes].join(" "),
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

export function policyForHtml(html: string, { development = false } = {}): string {
  return contentSecurityPolicy(inlineScriptHashes(html), {
    development,
    styleHashes: inlineStyleHashes(html),
  });
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
