import type { RequestHandler } from "express";
import { pagesOfType } from "../app/site/pages";
import { site } from "../app/site/site";
import { SUBSCRIPTION_PATHS } from "../app/forms/subscription-links";

const ONE_CLICK_PATH = SUBSCRIPTION_PATHS.oneClick;

type HeaderOf = (name: string) => string | null | undefined;

function otherOrigin(value: string, own: string): boolean {
  try {
    return new URL(value).origin !== own;
  } catch {
    return true;
  }
}

/**
 * A browser says where a form came from (Origin, or Sec-Fetch-Site, or at least Referer). A form
 * posted from another site is refused (cross-site request forgery); a request that says nothing (a
 * script, curl) goes on to the other checks, since it could claim any origin it liked anyway.
 */
export function crossOrigin(own: string, header: HeaderOf): boolean {
  const origin = header("origin");
  if (origin) return origin === "null" || otherOrigin(origin, own);
  const site = header("sec-fetch-site");
  if (site === "cross-site" || site === "same-site") return true;
  const referer = header("referer");
  return Boolean(referer) && otherOrigin(referer!, own);
}

/**
 * The same check in front of every form action, worked out the way React Router builds its
 * request URL (X-Forwarded-Host only behind a trusted proxy). It answers with a page a person can
 * understand, where React Router's own check would answer "Bad Request" and log a stack trace.
 */
export const refuseCrossOriginPosts: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  // A mail client's one-click unsubscribe comes from the mail provider, not this site; the signed
  // token in its address is what authorises it (RFC 8058), and it can only unsubscribe.
  if (req.path === ONE_CLICK_PATH) return next();
  const forwarded = req.app.enabled("trust proxy")
    ? req.get("x-forwarded-host")?.split(",")[0]?.trim()
    : undefined;
  const own = `${req.protocol}://${forwarded || req.get("host")}`;
  if (!crossOrigin(own, (name) => req.get(name))) return next();
  // The contact page is wherever the site map puts the page with the contact template.
  const contact = pagesOfType("contact")[0]?.path ?? "/";
  res
    .status(403)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!doctype html><html lang="en-AU"><meta charset="utf-8"><title>Not accepted | ${site.shortName}</title>` +
        `<h1>This form was sent from another website</h1>` +
        `<p>We haven't accepted it. To contact ${site.name}, please use the form at <a href="${contact}">our contact page</a> ` +
        `or call us on <a href="${site.phone.href}">${site.phone.display}</a>.</p></html>`,
    );
};
