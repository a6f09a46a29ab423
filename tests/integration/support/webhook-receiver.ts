import { createHmac, timingSafeEqual } from "node:crypto";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

/** One delivery as the receiver saw it, with whether its signature checked out. */
export interface Delivery {
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: Record<string, unknown>;
  signatureValid: boolean;
}

/** How a CRM would check a delivery: HMAC-SHA256 of "<t>.<body>" with the shared secret. */
export function verifySignature(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? "");
  if (!match) return false;
  const expected = createHmac("sha256", secret).update(`${match[1]}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, "hex"));
}

/**
 * A local HTTP receiver for the enquiry webhook on a fixed port, answering each delivery with the
 * status `answer()` gives (200 unless told otherwise). It can be stopped and started again on
 * the same port, like a CRM that is down for a while.
 */
export async function startReceiver(secret: string, port = 0) {
  const deliveries: Delivery[] = [];
  let status = 200;
  let server: Server | undefined;
  let bound = port;
  async function listen() {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        deliveries.push({
          headers: req.headers,
          body,
          json: JSON.parse(body) as Record<string, unknown>,
          signatureValid: verifySignature(
            secret,
            req.headers["x-saltbush-signature"] as string | undefined,
            body,
          ),
        });
        res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "no");
      });
    });
    await new Promise<void>((resolve) => server!.listen(bound, "127.0.0.1", () => resolve()));
    bound = (server.address() as AddressInfo).port;
  }
  await listen();
  // Stopped when the test that started it ends.
  onTestFinished(() => stop());
  async function stop() {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
  return {
    get url() {
      return `http://127.0.0.1:${bound}/hooks/enquiry`;
    },
    deliveries,
    answer(next: number) {
      status = next;
    },
    stop,
    start: listen,
  };
}
