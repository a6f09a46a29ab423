import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { config } from "@keystatic/core";
import { vi } from "vitest";

/**
 * The cookies Keystatic's own GitHub sign-in writes for an editor (its public API route handler,
 * with GitHub's token endpoint answered here), as a Cookie header, sealed with `secret`.
 */
export async function keystaticSignInCookies(secret: string): Promise<string> {
  const realFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async () =>
    Response.json({
      access_token: "ghu_editor",
      expires_in: 28_800,
      refresh_token: "ghr_editor",
      refresh_token_expires_in: 15_897_600,
      scope: "",
      token_type: "bearer",
    }),
  );
  const handler = makeGenericAPIRouteHandler({
    config: config({ storage: { kind: "github", repo: "saltbush/website" } }),
    clientId: "Iv1.0123456789abcdef",
    clientSecret: "0123456789abcdef0123456789abcdef01234567",
    secret,
  });
  const answer = await handler(
    new Request("https://edit.saltbush.example/api/keystatic/github/oauth/callback?code=abc"),
  ).finally(() => vi.stubGlobal("fetch", realFetch));
  const headers = new Headers(answer.headers as HeadersInit);
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
