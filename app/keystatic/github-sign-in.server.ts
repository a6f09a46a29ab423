import { randomBytes } from "node:crypto";

/**
 * Signing in with GitHub (Keystatic's /api/keystatic/github/login and its callback) always carries
 * a `state` that this browser was given when it set out: a callback without one, or with one this
 * browser was never given, is refused. Otherwise a link to the callback with someone else's code
 * would sign an editor in as that someone (login forgery). Keystatic sends a state only when sign-in
 * starts from an editor page; here every sign-in gets one.
 */
export const SIGN_IN_PATH = "/api/keystatic/github/login";
export const CALLBACK_PATH = "/api/keystatic/github/oauth/callback";

/** Keystatic's state: ten random bytes in hex, remembered in a cookie named after it. */
const STATE = /^[0-9a-f]{20}$/;
const stateCookie = (state: string) => `ks-${state}`;

function cookieNames(request: Request): Set<string> {
  const header = request.headers.get("cookie") ?? "";
  return new Set(header.split(";").map((pair) => pair.split("=")[0]!.trim()));
}

/** The callback's refusal when its state is missing or not this browser's; null when it may go on. */
export function refuseForeignSignIn(request: Request): Response | null {
  const state = new URL(request.url).searchParams.get("state") ?? "";
  if (STATE.test(state) && cookieNames(request).has(stateCookie(state))) return null;
  return new Response(
    "This sign-in did not start in this browser, or it took too long. Open the editor and sign in again.",
    { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

/** Keystatic's redirect to GitHub, given a state (and its cookie) when Keystatic sent none. */
export function withSignInState(response: Response): Response {
  const location = response.headers.get("Location");
  if (!location) return response;
  const target = new URL(location);
  if (target.searchParams.has("state")) return response;
  const state = randomBytes(10).toString("hex");
  target.searchParams.set("state", state);
  const headers = new Headers(response.headers);
  headers.set("Location", target.toString());
  // Its value is where to go after signing in; "/" is the editor's front page.
  headers.append(
    "Set-Cookie",
    `${stateCookie(state)}=%2F; Path=/api/keystatic/github; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
  );
  return new Response(null, { status: response.status, headers });
}

/** After the callback, the state is spent: its cookie goes. */
export function spendSignInState(request: Request, response: Response): Response {
  const state = new URL(request.url).searchParams.get("state") ?? "";
  const headers = new Headers(response.headers);
  for (const path of ["/", "/api/keystatic/github"])
    headers.append(
      "Set-Cookie",
      `${stateCookie(state)}=; Path=${path}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    );
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
