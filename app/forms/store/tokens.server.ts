import { timingSafeEqual } from "node:crypto";
import type { SiteKeys } from "./secret.server";

/**
 * The signed part of the links in subscriber mail: what the link does (c = confirm, u =
 * unsubscribe), which subscription, by its random nonce alone (96 bits, unique, new for every
 * subscription, so a link stops working when its subscription ends and tells nothing about how many
 * there are), and when it expires (seconds since 1970; 0 = never). HMAC-SHA256 over all of it,
 * base64url. About 85 characters, all URL-safe.
 *
 * Links mailed before the nonce stood alone also carry the row number (`u.53.<nonce>.…`): they are
 * still accepted, signed as they were, and are looked up by their nonce like the others.
 */
export type TokenPurpose = "confirm" | "unsubscribe";

const LETTER: Record<TokenPurpose, string> = { confirm: "c", unsubscribe: "u" };
const SHAPE = /^([cu])\.(?:[1-9]\d{0,14}\.)?([0-9a-f]{24})\.(0|[1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

export interface TokenSubject {
  nonce: string;
}

export type TokenCheck = ({ ok: true } & TokenSubject) | { ok: false; reason: "malformed" | "expired" };

export function signToken(
  keys: SiteKeys,
  purpose: TokenPurpose,
  subject: TokenSubject,
  expiresAtMs: number | null,
): string {
  const expires = expiresAtMs === null ? 0 : Math.ceil(expiresAtMs / 1000);
  const body = `${LETTER[purpose]}.${subject.nonce}.${expires}`;
  return `${body}.${keys.sign(body).toString("base64url")}`;
}

/**
 * Checks a token from a link: its shape, its purpose and its signature (any current or previous
 * key), then its expiry. A changed, truncated or forged token is "malformed"; only a genuine one
 * can be "expired". Never throws, whatever the input.
 */
export function checkToken(keys: SiteKeys, purpose: TokenPurpose, token: unknown, nowMs: number): TokenCheck {
  if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "malformed" };
  const match = SHAPE.exec(token);
  if (!match || match[1] !== LETTER[purpose]) return { ok: false, reason: "malformed" };
  const [, , nonce, expires, signature] = match;
  const body = token.slice(0, token.lastIndexOf("."));
  // Compared as text, so a last character that decodes to the same bytes is still a changed token.
  const given = Buffer.from(signature!);
  const genuine = keys.verifiers.some((verify) => {
    const expected = Buffer.from(verify(body).toString("base64url"));
    return expected.length === given.length && timingSafeEqual(expected, given);
  });
  if (!genuine) return { ok: false, reason: "malformed" };
  if (expires !== "0" && Number(expires) * 1000 < nowMs) return { ok: false, reason: "expired" };
  return { ok: true, nonce: nonce! };
}
