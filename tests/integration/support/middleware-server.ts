import express, { type RequestHandler } from "express";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * One piece of the site's Express middleware in front of a page that answers "served", on a free
 * loopback port for the file's tests; `get` sends a GET to it with the path and headers exactly
 * as written (fetch() would turn a backslash into a slash, and does not let a test choose Host).
 */
export function serveMiddleware(middleware: RequestHandler) {
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(middleware);
    app.use((_req, res) => res.send("served"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());
  return (path: string, headers: Record<string, string> = {}) => rawGet(port, path, headers);
}

function rawGet(
  port: number,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, headers }, (response) => {
      response.resume();
      resolve({ status: response.statusCode!, location: response.headers.location });
    })
      .on("error", reject)
      .end();
  });
}
