import { webcrypto } from "node:crypto";

/**
 * Whether a request comes from an editor signed in with GitHub through this server
 * (docs/decisions/0013-threat-model.md). Keystatic's sign-in leaves two cookies: the GitHub
 * access token (readable by its interface, for as long as GitHub lets it live, hours) and the
 * refresh token, sealed with KEYSTATIC_SECRET (AES-GCM under a key derived from the secret by HKDF).
 * Keystatic exports no function that reads its session, so this opens the sealed cookie the same
 * way; tests/unit/editor-session.test.ts pins that against the cookies Keystatic's own sign-in
 * writes. A visitor can write any cookie they like, but not one that opens with the secret.
 */

export const ACCESS_TOKEN_COOKIE = "keystatic-gh-access-token";
export const REFRESH_TOKEN_COOKIE = "keystatic-gh-refresh-token";

const SALT_BYTES = 16;
const IV_BYTES = 12;
/** AES-GCM's tag: anything shorter is no sealed value. */
const TAG_BYTES = 16;

/** A request's cookies by name; a value that cannot be decoded is kept as sent. */
export function requestCookies(request: Request): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of (request.headers.get("cookie") ?? "").split(";")) {
    const at = pair.indexOf("=");
    if (at === -1) continue;
    const name = pair.slice(0, at).trim();
    const raw = pair.slice(at + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Kept as sent: it will not open.
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** The sealed value's text, or undefined when it was not sealed with this secret. */
async function unseal(sealed: string, secret: string): Promise<string | undefined> {
  if (secret.length < 32 || !/^[A-Za-z0-9_-]+$/.test(sealed)) return undefined;
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < SALT_BYTES + IV_BYTES + TAG_BYTES) return undefined;
  try {
    const base = await webcrypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, [
      "deriveKey",
    ]);
    const key = await webcrypto.subtle.deriveKey(
      { name: "HKDF", salt: bytes.subarray(0, SALT_BYTES), hash: "SHA-256", info: new Uint8Array(0) },
      base,
      { name: "AES-GCM", length: 256 },
      false,
      ["decrypt"],
    );
    const opened = await webcrypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.subarray(SALT_BYTES, SALT_BYTES + IV_BYTES) },
      key,
      bytes.subarray(SALT_BYTES + IV_BYTES),
    );
    return new TextDecoder().decode(opened);
  } catch {
    return undefined;
  }
}

/**
 * Signed in: a current access token, and a refresh token this server sealed with its secret
 * (`secret` is KEYSTATIC_SECRET). Signing out removes both.
 */
export async function isSignedInEditor(request: Request, secret: string | undefined): Promise<boolean> {
  if (!secret) return false;
  const cookies = requestCookies(request);
  const access = cookies.get(ACCESS_TOKEN_COOKIE);
  const sealed = cookies.get(REFRESH_TOKEN_COOKIE);
  if (!access || !sealed) return false;
  return Boolean(await unseal(sealed, secret));
}
