import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  isSignedInEditor,
  requestCookies,
} from "~/keystatic/editor-session.server";
import { keystaticSignInCookies } from "../support/keystatic-sign-in";

/**
 * Keystatic exports nothing that reads its session, so the editor's own routes open its sealed
 * refresh-token cookie themselves (app/keystatic/editor-session.server.ts). This pins that reading
 * against the cookies Keystatic's own GitHub sign-in writes (its public API route handler, with
 * GitHub's token endpoint answered here): an upgrade that changes the seal fails here.
 */
const secret = "s".repeat(48);

const withCookie = (cookie: string) =>
  new Request("https://edit.saltbush.example/api/keystatic/entry-names", { headers: { cookie } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an editor signed in with GitHub", () => {
  it("is known by the cookies Keystatic's sign-in wrote, with this server's secret", async () => {
    const cookie = await keystaticSignInCookies(secret);
    const names = [...requestCookies(withCookie(cookie)).keys()];
    expect(names).toEqual(expect.arrayContaining([ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]));
    expect(await isSignedInEditor(withCookie(cookie), secret)).toBe(true);
  });

  it("is not anyone who writes the cookies themselves, or whose seal another secret made", async () => {
    const cookie = await keystaticSignInCookies(secret);
    const sealed = requestCookies(withCookie(cookie)).get(REFRESH_TOKEN_COOKIE)!;
    // One bit of the seal's last byte changed. (Changing its last characters may change only bits
    // base64url leaves unused, and so nothing.)
    const bytes = Buffer.from(sealed, "base64url");
    bytes[bytes.length - 1]! ^= 1;
    const flipped = bytes.toString("base64url");
    for (const forged of [
      "",
      `${ACCESS_TOKEN_COOKIE}=ghu_anything`,
      `${REFRESH_TOKEN_COOKIE}=${sealed}`,
      `${ACCESS_TOKEN_COOKIE}=ghu_anything; ${REFRESH_TOKEN_COOKIE}=ghr_plain`,
      `${ACCESS_TOKEN_COOKIE}=ghu_anything; ${REFRESH_TOKEN_COOKIE}=${flipped}`,
      `${ACCESS_TOKEN_COOKIE}=ghu_anything; ${REFRESH_TOKEN_COOKIE}=%E0%A4%A`,
      `${ACCESS_TOKEN_COOKIE}=; ${REFRESH_TOKEN_COOKIE}=${sealed}`,
    ])
      expect(await isSignedInEditor(withCookie(forged), secret), forged).toBe(false);
    expect(await isSignedInEditor(withCookie(cookie), "t".repeat(48))).toBe(false);
    expect(await isSignedInEditor(withCookie(cookie), undefined)).toBe(false);
  });
});
