import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  location: string | undefined;
  /** The answer's headers, names in lower case. */
  headers: Record<string, string>;
  /** Milliseconds from sending the request to the end of the answer's headers. */
  ms: number;
}

/**
 * One request with its target written exactly as given, over a socket of its own: fetch() and
 * node:http normalise or refuse absolute-form, authority-form and odd targets before sending.
 */
export function rawRequest(
  port: number,
  target: string,
  { host = "localhost", method = "GET" }: { host?: string; method?: string } = {},
): Promise<RawAnswer> {
  return rawExchange(port, `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
}

/**
 * Writes the request's text as it is and reads the answer's head. Our side stays open: a proxy
 * takes a half-closed connection for a visitor who has left.
 */
export function rawExchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    let received = "";
    let started = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd === -1) return reject(error ?? new Error(`No answer to ${request.slice(0, 80)}`));
      const [statusLine = "", ...lines] = received.slice(0, headEnd).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(" ")[1]),
        location: headers.location,
        headers,
        ms: performance.now() - started,
      });
    };
    socket.setTimeout(10_000, () => finish(new Error(`No answer in 10 s to ${request.slice(0, 80)}`)));
    socket.on("connect", () => {
      started = performance.now();
      socket.write(request, "latin1");
    });
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n\r\n")) finish();
    });
    socket.on("error", (error) => finish(error));
    socket.on("close", () => finish());
  });
}
