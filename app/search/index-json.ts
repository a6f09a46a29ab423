import { createHash } from "node:crypto";
import { searchIndexJson } from "./index.server";
import type { Route } from "./+types/index-json";

/**
 * /search-index.json: the serialised index the header's suggestion list fetches on first focus.
 * Its ETag lets a returning visitor revalidate with a 304 instead of downloading it again.
 */
let etag: string | undefined;

export async function loader({ request }: Route.LoaderArgs) {
  const json = searchIndexJson();
  etag ??= `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "public, max-age=3600",
    ETag: etag,
    "X-Robots-Tag": "noindex",
  };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(json, { headers });
}
