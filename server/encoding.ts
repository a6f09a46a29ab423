import type { Request } from "express";

export type Encoding = "br" | "gzip";

/**
 * The compression to answer with: Brotli, else gzip, as the browser's Accept-Encoding allows
 * (q-values respected, so `br;q=0` is never sent Brotli); undefined for an uncompressed answer.
 */
export function preferredEncoding(req: Request): Encoding | undefined {
  const accepted = req.acceptsEncodings("br", "gzip");
  return accepted === "br" || accepted === "gzip" ? accepted : undefined;
}
